import { messages } from "virtual:catalog/en";

import { SiteError, SiteLayout } from "@/components/layout/site-layout";
import { registerCommonMessages } from "@/i18n/i18n";

import type { Route } from "./+types/site-en";

// The English site (the spec's paths): its common messages ship with this module, and only with it; each page's own come
// with its prerendered data.
registerCommonMessages("en", messages);

export default function EnglishSite() {
  return <SiteLayout locale="en" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteError locale="en" error={error} />;
}
