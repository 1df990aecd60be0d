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
import { useT } from "@/i18n/i18n";
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
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t("waitlist.title")}</DialogTitle>
        <DialogDescription>{t("waitlist.description")}</DialogDescription>
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
  const t = useT();

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
        const result = validateWaitlist(values, {
          name: t("waitlist.errorName"),
          email: t("waitlist.errorEmail"),
          emailInvalid: t("waitlist.errorEmailInvalid"),
          reason: t("waitlist.errorReason"),
        });
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
          toast.success(t("waitlist.toastTitle"), {
            description: t("waitlist.toastText"),
            duration: WAITLIST_TOAST_DURATION_MS,
          }),
        );
        onDone();
      }}
    >
      <WaitlistInput
        label={t("waitlist.name")}
        field="name"
        value={values.name}
        error={errors.name}
        onChange={change}
        autoComplete="name"
      />
      <WaitlistInput
        label={t("waitlist.email")}
        field="email"
        type="email"
        value={values.email}
        error={errors.email}
        onChange={change}
        autoComplete="email"
      />
      <WaitlistInput
        label={t("waitlist.reason")}
        field="reason"
        multiline
        value={values.reason}
        error={errors.reason}
        onChange={change}
      />
      <Button type="submit" className="justify-self-end">
        {t("waitlist.submit")}
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
