import { useState } from "react";

import { Input } from "@/components/ui/input";

/** The text filter: typing stays smooth while the URL follows; Back (a URL change from outside) refills it. */
export function FilterInput({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    if (value !== draft.trim()) setDraft(value);
  }
  return (
    <Input
      id={id}
      type="search"
      autoComplete="off"
      dimWhenDisabled={false}
      disabled={disabled}
      value={draft}
      onChange={(event) => {
        setDraft(event.target.value);
        onChange(event.target.value);
      }}
    />
  );
}
