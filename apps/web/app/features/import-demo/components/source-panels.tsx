import { Upload } from "lucide-react";
import { useId, useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/lib/notify";

import { AUTH_METHODS, DEMO_TOAST, DOCUMENT_FORMATS } from "../lib/sources";

function showDemoToast() {
  notify((toast) =>
    toast(DEMO_TOAST.title, { description: DEMO_TOAST.description }),
  );
}

/** Every panel is a form whose only effect is the "Demo only" toast. */
function DemoForm({ children }: { children: React.ReactNode }) {
  return (
    <form
      noValidate
      className="grid max-w-xl gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        showDemoToast();
      }}
    >
      {children}
    </form>
  );
}

function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (ids: { id: string; hintId?: string }) => React.ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, hintId })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

function FilePicker({
  label,
  accept,
  hint,
}: {
  label: string;
  accept: string;
  hint: string;
}) {
  const id = useId();
  const [fileName, setFileName] = useState<string | null>(null);
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border-2 border-dashed border-border p-8 text-center">
      <Upload className="size-8 text-muted-foreground" aria-hidden />
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="file"
        accept={accept}
        aria-describedby={`${id}-hint`}
        size="auto"
        className="max-w-sm"
        onChange={(event) => setFileName(event.target.files?.[0]?.name ?? null)}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {fileName && <p className="text-sm">Selected: {fileName}</p>}
    </div>
  );
}

export function CsvPanel() {
  return (
    <DemoForm>
      <FilePicker
        label="CSV file"
        accept=".csv,text/csv"
        hint="A .csv file with a header row. The file stays on your computer."
      />
      <Button type="submit" className="justify-self-start">
        Import CSV
      </Button>
    </DemoForm>
  );
}

export function ApiPanel() {
  const authLabelId = useId();
  return (
    <DemoForm>
      <Field
        label="API endpoint URL"
        hint="The endpoint that returns the records to import."
      >
        {({ id, hintId }) => (
          <Input
            id={id}
            type="url"
            aria-describedby={hintId}
            placeholder="https://api.example.com/v1/records"
          />
        )}
      </Field>
      <div className="grid gap-3">
        <p id={authLabelId} className="text-sm font-medium">
          Authentication method
        </p>
        <RadioGroup defaultValue="api-key" aria-labelledby={authLabelId}>
          {AUTH_METHODS.map((method) => (
            <AuthMethod key={method.value} {...method} />
          ))}
        </RadioGroup>
      </div>
      <Button type="submit" className="justify-self-start">
        Connect API
      </Button>
    </DemoForm>
  );
}

function AuthMethod({ value, label }: { value: string; label: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <RadioGroupItem id={id} value={value} />
      <Label htmlFor={id} weight="normal">
        {label}
      </Label>
    </div>
  );
}

export function UrlPanel() {
  const checkboxId = useId();
  return (
    <DemoForm>
      <Field label="Website URL">
        {({ id }) => (
          <Input id={id} type="url" placeholder="https://example.com/article" />
        )}
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox id={checkboxId} defaultChecked />
        <Label htmlFor={checkboxId} weight="normal">
          Extract main text content
        </Label>
      </div>
      <Button type="submit" className="justify-self-start">
        Import page
      </Button>
    </DemoForm>
  );
}

export function DocumentPanel() {
  const formatsId = useId();
  return (
    <DemoForm>
      <div className="grid gap-2">
        <p id={formatsId} className="text-sm font-medium">
          Supported formats
        </p>
        <ul aria-labelledby={formatsId} className="flex flex-wrap gap-2">
          {DOCUMENT_FORMATS.map((format) => (
            <li key={format}>
              <Badge variant="muted">{format}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <FilePicker
        label="Document"
        accept=".pdf,.docx,.txt,.md"
        hint="PDF, DOCX, TXT or MD. The file stays on your computer."
      />
      <Button type="submit" className="justify-self-start">
        Upload document
      </Button>
    </DemoForm>
  );
}

export function TextPanel() {
  return (
    <DemoForm>
      <Field label="Title">
        {({ id }) => <Input id={id} placeholder="Meeting notes" />}
      </Field>
      <Field label="Content">
        {({ id }) => (
          <Textarea
            id={id}
            rows={6}
            placeholder="Paste or type the text to remember"
          />
        )}
      </Field>
      <Button type="submit" className="justify-self-start">
        Save to Brain
      </Button>
    </DemoForm>
  );
}
