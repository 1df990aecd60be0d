import { messages } from "virtual:catalog/zh-CN";

import { SiteError, SiteLayout } from "@/components/layout/site-layout";
import { registerCommonMessages } from "@/i18n/i18n";

import type { Route } from "./+types/site-zh";

// The Chinese site (/zh): its common messages ship with this module, and only with it; each page's own come
// with its prerendered data.
registerCommonMessages("zh-CN", messages);

export default function ChineseSite() {
  return <SiteLayout locale="zh-CN" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SiteError locale="zh-CN" error={error} />;
}
