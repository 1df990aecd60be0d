import { isLocale, type Locale } from "./locales";

// The reader's chosen language, kept for the next visit (issue 16). It never redirects: an English page
// stays English; the choice only decides whether the Chinese page is offered (components/layout/
// language-offer.tsx).

const KEY = "xbench-language";
const DISMISSED_KEY = "xbench-language-offer-dismissed";

const storage = () => {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Storage blocked (a privacy setting): nothing is remembered.
    return undefined;
  }
};

export function rememberLanguage(locale: Locale) {
  storage()?.setItem(KEY, locale);
}

export function rememberedLanguage(): Locale | undefined {
  const value = storage()?.getItem(KEY);
  return isLocale(value) ? value : undefined;
}

export function dismissOffer() {
  storage()?.setItem(DISMISSED_KEY, "1");
}

/**
 * Whether an English page should offer its Chinese twin: the reader chose Chinese before, or has never
 * chosen and their browser prefers Chinese, and has not dismissed the offer.
 */
export function shouldOfferChinese(
  pageLocale: Locale,
  browserLanguages: readonly string[],
): boolean {
  if (pageLocale !== "en") return false;
  if (storage()?.getItem(DISMISSED_KEY)) return false;
  const chosen = rememberedLanguage();
  if (chosen) return chosen === "zh-CN";
  return /^zh\b/i.test(browserLanguages[0] ?? "");
}
