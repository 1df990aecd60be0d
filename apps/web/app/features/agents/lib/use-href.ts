import { useLocale } from "@/i18n/i18n";
import { localizedPath } from "@/i18n/locales";

/**
 * A site path in the page's language, for the plain links these pages use (a full page load, as in English):
 * "/agents/o3" on an English page, "/zh/agents/o3" on a Chinese one.
 */
export function useSiteHref() {
  const locale = useLocale();
  return (path: string) => localizedPath(path, locale);
}
