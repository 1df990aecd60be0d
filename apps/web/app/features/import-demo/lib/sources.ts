export const IMPORT_SOURCES = [
  {
    value: "csv",
    title: "CSV File",
    description: "Rows from a spreadsheet export",
  },
  {
    value: "api",
    title: "API Integration",
    description: "Records from a REST endpoint",
  },
  {
    value: "url",
    title: "Web URL",
    description: "The text of a web page",
  },
  {
    value: "document",
    title: "Document Upload",
    description: "PDF, Word, text and Markdown files",
  },
  {
    value: "text",
    title: "Text Input",
    description: "Notes typed or pasted in",
  },
] as const;

export type ImportSource = (typeof IMPORT_SOURCES)[number]["value"];

export const AUTH_METHODS = [
  { value: "api-key", label: "API Key" },
  { value: "oauth2", label: "OAuth 2.0" },
  { value: "bearer", label: "Bearer Token" },
  { value: "none", label: "No Authentication" },
] as const;

export const DOCUMENT_FORMATS = ["PDF", "DOCX", "TXT", "MD"] as const;

export const DEMO_TOAST = {
  title: "Demo only",
  description: "Nothing was imported: this page only shows the import flow.",
} as const;
