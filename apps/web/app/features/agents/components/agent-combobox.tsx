import { useId, useState, type KeyboardEvent } from "react";

import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export type ComboboxOption = { value: string; label: string; hint?: string };

/**
 * An editable combobox with a list popup (WAI-ARIA 1.2 pattern): typing filters the options, Up/Down move
 * the active option, Enter picks it, Escape closes the list. Picking calls onPick and clears the input.
 */
export function AgentCombobox({
  label,
  placeholder = "Type a name",
  noMatch = (query) => `No agent matches “${query}”.`,
  options,
  onPick,
  disabled,
}: {
  label: string;
  placeholder?: string;
  /** The status when nothing matches what was typed. */
  noMatch?: (query: string) => string;
  options: readonly ComboboxOption[];
  onPick: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const needle = query.trim().toLowerCase();
  const shown = options.filter((option) =>
    `${option.label} ${option.hint ?? ""}`.toLowerCase().includes(needle),
  );
  const activeIndex = Math.min(active, shown.length - 1);
  const pick = (option: ComboboxOption | undefined) => {
    if (!option) return;
    onPick(option.value);
    setQuery("");
    setOpen(false);
    setActive(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive(
        (activeIndex + step + shown.length) % Math.max(shown.length, 1),
      );
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      pick(shown[activeIndex]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && shown.length > 0;
  return (
    <div className="relative grid w-full gap-1.5 sm:w-80">
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={`${id}-input`}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={
          expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined
        }
        autoComplete="off"
        disabled={disabled}
        value={query}
        placeholder={placeholder}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute top-full z-40 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-border bg-background py-1 text-sm shadow-lg"
      >
        {shown.map((option, index) => (
          <div
            key={option.value}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            className={cn(
              "cursor-pointer px-3 py-1.5",
              index === activeIndex && "bg-muted font-medium",
            )}
            // Picking on mousedown keeps the input from losing focus (which closes the list) first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
          >
            {option.label}
            {option.hint ? (
              <span className="text-muted-foreground"> · {option.hint}</span>
            ) : null}
          </div>
        ))}
      </div>
      {open && needle !== "" && shown.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {noMatch(query.trim())}
        </p>
      ) : null}
    </div>
  );
}
