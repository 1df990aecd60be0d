import type { Locale } from "@/i18n/locales";

/**
 * Strapi 5 i18n: the CMS answers in the language asked for with `locale`. The English calls ask for none
 * (they stay exactly as the spec gives them); the Chinese pages ask for `zh-CN`, which the CMS fills in
 * per field, falling back to English where a translation is missing.
 */
export function cmsLocaleParams(locale: Locale): { locale?: Locale } {
  return locale === "en" ? {} : { locale };
}
