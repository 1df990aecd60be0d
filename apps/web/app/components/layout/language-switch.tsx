import { Languages } from "lucide-react";
import { Link as RouterLink, useLocation } from "react-router";

import { useLocale, useT } from "@/i18n/i18n";
import {
  htmlLangOf,
  localizedPath,
  nativeNameOf,
  type Locale,
} from "@/i18n/locales";
import { rememberLanguage } from "@/i18n/preference";
import { useHydrated } from "@/lib/use-hydrated";
import { cn } from "@/lib/utils";

const otherOf: Record<Locale, Locale> = { en: "zh-CN", "zh-CN": "en" };

/**
 * The same page in the other language, with the query string and hash kept (issue 16). Following it
 * remembers the choice for the next visit; the URL alone decides what a page shows.
 */
const placementClasses = {
  // The bar shows it from xl up (where the bar shows its items); below, the phone menu does.
  bar: "hidden xl:inline-flex",
  menu: "mt-4 inline-flex self-start",
} as const;

export function LanguageSwitch({
  placement,
}: {
  placement: keyof typeof placementClasses;
}) {
  const t = useT();
  const other = otherOf[useLocale()];
  const { pathname, search, hash } = useLocation();
  // The prerendered page knows the path only; once hydrated the link carries the query and the hash too
  // (React keeps a prerendered attribute through hydration, so the change must come after it).
  const hydrated = useHydrated();
  const kept = hydrated ? `${search}${hash}` : "";
  return (
    <RouterLink
      to={`${localizedPath(pathname, other)}${kept}`}
      hrefLang={htmlLangOf[other]}
      lang={htmlLangOf[other]}
      aria-label={t("language.switch", { language: nativeNameOf[other] })}
      onClick={() => rememberLanguage(other)}
      className={cn(
        "h-10 items-center gap-1.5 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground",
        placementClasses[placement],
      )}
    >
      <Languages aria-hidden className="size-4" />
      {nativeNameOf[other]}
    </RouterLink>
  );
}
