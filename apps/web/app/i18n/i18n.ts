import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { createContext, useContext, useMemo } from "react";

import { messagesOf } from "./loader";
import { defaultLocale, isLocale, localeOfPath, type Locale } from "./locales";
import type { MessageKey } from "./namespaces";

// Defined with the namespaces it is split into (namespaces.ts imports nothing of this module's).
export type { MessageKey };
export type MessageValues = Record<string, unknown>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

// The common messages of each language whose layout this page has loaded (the prerender has both; a
// browser only the page's): code outside React (meta functions) translates with them and the page's own.
const commonMessages = new Map<Locale, Messages>();

/** A language layout's common messages (app/i18n/namespaces.ts), registered when its module loads. */
export function registerCommonMessages(locale: Locale, messages: Messages) {
  commonMessages.set(locale, messages);
}

/** An i18n instance of the language with its common messages and a page's own. */
export function createI18n(locale: Locale, pageMessages?: Messages): I18n {
  const common = commonMessages.get(locale);
  if (!common) throw new Error(`The ${locale} messages are not loaded.`);
  return setupI18n({
    locale,
    messages: { [locale]: { ...common, ...pageMessages } },
  });
}

const translate =
  (i18n: I18n): Translate =>
  (key, values) =>
    i18n._(key, values);

/** A translate function of a language with a page's messages, outside React (a loader, a meta function). */
export const translatorOf = (
  locale: Locale,
  pageMessages?: Messages,
): Translate => translate(createI18n(locale, pageMessages));

/** The i18n instance of a route's meta: the language of its path, with the page's messages. */
export function i18nForMeta({
  location,
  loaderData,
}: {
  location: { pathname: string };
  loaderData?: unknown;
}): I18n {
  return createI18n(localeOfPath(location.pathname), messagesOf(loaderData));
}

/** A translate function for a route's meta: the language of its path, with the page's messages. */
export function translatorForMeta({
  location,
  loaderData,
}: {
  location: { pathname: string };
  loaderData?: unknown;
}): Translate {
  return translatorOf(localeOfPath(location.pathname), messagesOf(loaderData));
}

const SiteI18n = createContext<I18n | null>(null);

/** The language layout's provider: the page's i18n instance (common and page messages). */
export const SiteI18nProvider = SiteI18n.Provider;

export function useI18n(): I18n {
  const i18n = useContext(SiteI18n);
  if (!i18n) throw new Error("Used outside a language's site layout.");
  return i18n;
}

/** The page's translate function: `t("nav.home")`, `t("home.models", { count: 3 })`. */
export function useT(): Translate {
  const i18n = useI18n();
  return useMemo(() => translate(i18n), [i18n]);
}

/** The page's language. */
export function useLocale(): Locale {
  const { locale } = useI18n();
  return isLocale(locale) ? locale : defaultLocale;
}
