import type { MessageKey } from "@/i18n/i18n";

// The sources' texts are catalog keys (import namespace): the page shows them in its language.
export const IMPORT_SOURCES = [
  {
    value: "csv",
    title: "import.csvTitle",
    description: "import.csvDescription",
  },
  {
    value: "api",
    title: "import.apiTitle",
    description: "import.apiDescription",
  },
  {
    value: "url",
    title: "import.urlTitle",
    description: "import.urlDescription",
  },
  {
    value: "document",
    title: "import.documentTitle",
    description: "import.documentDescription",
  },
  {
    value: "text",
    title: "import.textTitle",
    description: "import.textDescription",
  },
] as const satisfies readonly {
  value: string;
  title: MessageKey;
  description: MessageKey;
}[];

export type ImportSource = (typeof IMPORT_SOURCES)[number]["value"];

export const AUTH_METHODS = [
  { value: "api-key", label: "import.authApiKey" },
  { value: "oauth2", label: "import.authOauth2" },
  { value: "bearer", label: "import.authBearer" },
  { value: "none", label: "import.authNone" },
] as const satisfies readonly { value: string; label: MessageKey }[];

export const DOCUMENT_FORMATS = ["PDF", "DOCX", "TXT", "MD"] as const;

export const DEMO_TOAST = {
  title: "import.toastTitle",
  description: "import.toastText",
} as const satisfies Record<string, MessageKey>;
