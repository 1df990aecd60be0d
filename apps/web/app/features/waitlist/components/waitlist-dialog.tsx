import { useId, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/lib/notify";

import {
  emptyWaitlistForm,
  validateWaitlist,
  WAITLIST_TOAST_DURATION_MS,
  type WaitlistErrors,
  type WaitlistField,
  type WaitlistForm,
} from "../lib/waitlist-schema";

type WaitlistDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Defined for the coming product launch; no screen opens it yet. */
export function WaitlistDialog({ open, onOpenChange }: WaitlistDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Join Our Waitlist</DialogTitle>
        <DialogDescription>
          Help us understand your needs better and get early access.
        </DialogDescription>
        {/* Mounted only while open, so every opening starts from an empty form. */}
        <WaitlistFormFields onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function WaitlistFormFields({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState<WaitlistForm>(emptyWaitlistForm);
  const [errors, setErrors] = useState<WaitlistErrors>({});
  const form = useRef<HTMLFormElement>(null);

  function change(field: WaitlistField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return (
    <form
      ref={form}
      noValidate
      className="mt-4 grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const result = validateWaitlist(values);
        if (!result.success) {
          setErrors(result.errors);
          // Errors are listed in field order, so the first is the topmost invalid field.
          const [firstInvalid] = Object.keys(result.errors);
          const element =
            firstInvalid && form.current?.elements.namedItem(firstInvalid);
          if (element instanceof HTMLElement) element.focus();
          return;
        }
        console.log("Waitlist submission", result.data);
        notify((toast) =>
          toast.success("You're on the waitlist!", {
            description: "Thank you. We will be in touch with early access.",
            duration: WAITLIST_TOAST_DURATION_MS,
          }),
        );
        onDone();
      }}
    >
      <WaitlistInput
        label="Name"
        field="name"
        value={values.name}
        error={errors.name}
        onChange={change}
        autoComplete="name"
      />
      <WaitlistInput
        label="Email"
        field="email"
        type="email"
        value={values.email}
        error={errors.email}
        onChange={change}
        autoComplete="email"
      />
      <WaitlistInput
        label="Why are you interested?"
        field="reason"
        multiline
        value={values.reason}
        error={errors.reason}
        onChange={change}
      />
      <Button type="submit" className="justify-self-end">
        Join Waitlist
      </Button>
    </form>
  );
}

function WaitlistInput({
  label,
  field,
  value,
  error,
  onChange,
  type = "text",
  multiline = false,
  autoComplete,
}: {
  label: string;
  field: WaitlistField;
  value: string;
  error: string | undefined;
  onChange: (field: WaitlistField, value: string) => void;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    name: field,
    value,
    required: true,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          {...shared}
          rows={3}
          onChange={(event) => onChange(field, event.target.value)}
        />
      ) : (
        <Input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(field, event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
