import { useId } from "react";

import type { Facet } from "./columns";

/** One facet as a labelled select: "All ..." or one of the values the data has. */
export function FacetSelect<Row>({
  facet,
  options,
  optionLabel,
  value,
  disabled,
  onChange,
}: {
  facet: Facet<Row>;
  options: readonly string[];
  /** An option as shown (a company in the page's language); its value stays as published, for the URL. */
  optionLabel: (option: string) => string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-[auto_auto] items-center gap-x-2">
      <label htmlFor={id} className="text-sm font-medium">
        {facet.label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 max-w-full rounded-md border border-border bg-background px-3 text-sm"
      >
        <option value="">{facet.allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
