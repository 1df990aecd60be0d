import { render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { messages as en } from "virtual:catalog/en";
import { messages as zh } from "virtual:catalog/zh-CN";

import { compileCatalog } from "@/i18n/compile-catalog";
import {
  createI18n,
  registerCommonMessages,
  SiteI18nProvider,
} from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";

import enSource from "../i18n/catalogs/en.json";
import zhSource from "../i18n/catalogs/zh-CN.json";

registerCommonMessages("en", en);
registerCommonMessages("zh-CN", zh);

// Tests render components with every message of the language (a page gets its namespaces' only).
const i18nOf = {
  en: createI18n("en", compileCatalog(enSource)),
  "zh-CN": createI18n("zh-CN", compileCatalog(zhSource)),
};

/** The messages a page has, in one language (English unless told). */
export function I18nWrapper({
  children,
  locale = "en",
}: {
  children: ReactNode;
  locale?: Locale;
}) {
  return <SiteI18nProvider value={i18nOf[locale]}>{children}</SiteI18nProvider>;
}

/** Testing Library's render inside a language's messages, as every page is. */
export function renderInLanguage(
  ui: ReactElement,
  { locale = "en", ...options }: RenderOptions & { locale?: Locale } = {},
) {
  const Outer = options.wrapper;
  return render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <I18nWrapper locale={locale}>
        {Outer ? <Outer>{children}</Outer> : children}
      </I18nWrapper>
    ),
  });
}
