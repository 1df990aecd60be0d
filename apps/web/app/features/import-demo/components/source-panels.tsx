import { Upload } from "lucide-react";
import { useId, useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { useT, type MessageKey, type Translate } from "@/i18n/i18n";
import { notify } from "@/lib/notify";

import { AUTH_METHODS, DEMO_TOAST, DOCUMENT_FORMATS } from "../lib/sources";

function showDemoToast(t: Translate) {
  notify((toast) =>
    toast(t(DEMO_TOAST.title), { description: t(DEMO_TOAST.description) }),
  );
}

/** Every panel is a form whose only effect is the "Demo only" toast. */
function DemoForm({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <form
      noValidate
      className="grid max-w-xl gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        showDemoToast(t);
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
  const t = useT();
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
      {fileName && (
        <p className="text-sm">{t("import.selected", { name: fileName })}</p>
      )}
    </div>
  );
}

export function CsvPanel() {
  const t = useT();
  return (
    <DemoForm>
      <FilePicker
        label={t("import.csvFile")}
        accept=".csv,text/csv"
        hint={t("import.csvHint")}
      />
      <Button type="submit" className="justify-self-start">
        {t("import.importCsv")}
      </Button>
    </DemoForm>
  );
}

export function ApiPanel() {
  const authLabelId = useId();
  const t = useT();
  return (
    <DemoForm>
      <Field label={t("import.endpoint")} hint={t("import.endpointHint")}>
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
          {t("import.authMethod")}
        </p>
        <RadioGroup defaultValue="api-key" aria-labelledby={authLabelId}>
          {AUTH_METHODS.map((method) => (
            <AuthMethod key={method.value} {...method} />
          ))}
        </RadioGroup>
      </div>
      <Button type="submit" className="justify-self-start">
        {t("import.connectApi")}
      </Button>
    </DemoForm>
  );
}

function AuthMethod({ value, label }: { value: string; label: MessageKey }) {
  const id = useId();
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <RadioGroupItem id={id} value={value} />
      <Label htmlFor={id} weight="normal">
        {t(label)}
      </Label>
    </div>
  );
}

export function UrlPanel() {
  const checkboxId = useId();
  const t = useT();
  return (
    <DemoForm>
      <Field label={t("import.websiteUrl")}>
        {({ id }) => (
          <Input id={id} type="url" placeholder="https://example.com/article" />
        )}
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox id={checkboxId} defaultChecked />
        <Label htmlFor={checkboxId} weight="normal">
          {t("import.extractText")}
        </Label>
      </div>
      <Button type="submit" className="justify-self-start">
        {t("import.importPage")}
      </Button>
    </DemoForm>
  );
}

export function DocumentPanel() {
  const formatsId = useId();
  const t = useT();
  return (
    <DemoForm>
      <div className="grid gap-2">
        <p id={formatsId} className="text-sm font-medium">
          {t("import.formats")}
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
        label={t("import.document")}
        accept=".pdf,.docx,.txt,.md"
        hint={t("import.documentHint")}
      />
      <Button type="submit" className="justify-self-start">
        {t("import.uploadDocument")}
      </Button>
    </DemoForm>
  );
}

export function TextPanel() {
  const t = useT();
  return (
    <DemoForm>
      <Field label={t("import.textTitleLabel")}>
        {({ id }) => (
          <Input id={id} placeholder={t("import.textTitlePlaceholder")} />
        )}
      </Field>
      <Field label={t("import.content")}>
        {({ id }) => (
          <Textarea
            id={id}
            rows={6}
            placeholder={t("import.contentPlaceholder")}
          />
        )}
      </Field>
      <Button type="submit" className="justify-self-start">
        {t("import.saveToBrain")}
      </Button>
    </DemoForm>
  );
}
