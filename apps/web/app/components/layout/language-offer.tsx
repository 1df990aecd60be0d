import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link as RouterLink, useLocation } from "react-router";

import { useLocale } from "@/i18n/i18n";
import { localizedPath, type Locale } from "@/i18n/locales";
import {
  dismissOffer,
  rememberLanguage,
  shouldOfferChinese,
} from "@/i18n/preference";
import { useHydrated } from "@/lib/use-hydrated";

// In the language it offers (the page's own catalog is English): the note is for a reader of Chinese.
const offer = {
  text: "本页有简体中文版。",
  action: "阅读中文版",
  dismiss: "关闭提示",
  region: "语言建议",
};

let decision: boolean | undefined;
/**
 * Whether this page load offers the Chinese page, decided on first use. Not while hydrating: the first read of
 * localStorage waits for the browser to load it, 20-85 ms of the hydration task on / with a 4x-throttled CPU on
 * a busy machine (issue 13); after hydration it falls in the separate render useHydrated starts.
 */
function offerDecision(locale: Locale): boolean {
  decision ??= shouldOfferChinese(locale, navigator.languages ?? []);
  return decision;
}

/**
 * Once, on an English page, for a reader whose browser prefers Chinese (or who chose Chinese before): a
 * note linking to the Chinese page. Never a redirect; dismissing it is remembered. Decided after
 * hydration, so prerendered pages and crawlers never see it.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  // Decided once, in the browser (the prerender has no reader), in the render that follows hydration.
  const offered = hydrated && offerDecision(locale);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    // Offered once: shown now, it is not shown on the next visit, whatever the reader does with it.
    if (offered) dismissOffer();
  }, [offered]);

  if (!hydrated || !offered || !open) return null;
  return (
    <aside
      aria-label={offer.region}
      lang="zh-CN"
      className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-border bg-background p-3 text-sm shadow-lg"
    >
      <p className="flex-1">
        {offer.text}{" "}
        <RouterLink
          to={`${localizedPath(pathname, "zh-CN")}${search}${hash}`}
          hrefLang="zh-CN"
          className="font-medium text-primary underline"
          onClick={() => {
            rememberLanguage("zh-CN");
            dismissOffer();
            setOpen(false);
          }}
        >
          {offer.action}
        </RouterLink>
      </p>
      <button
        type="button"
        aria-label={offer.dismiss}
        className="inline-flex size-9 items-center justify-center rounded-md hover:bg-muted"
        onClick={() => {
          dismissOffer();
          setOpen(false);
        }}
      >
        <X aria-hidden className="size-4" />
      </button>
    </aside>
  );
}
