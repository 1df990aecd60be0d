import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link as RouterLink, useLocation } from "react-router";

import { useLocale } from "@/i18n/i18n";
import { localizedPath } from "@/i18n/locales";
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

/**
 * Once, on an English page, for a reader whose browser prefers Chinese (or who chose Chinese before): a
 * note linking to the Chinese page. Never a redirect; dismissing it is remembered. Decided after
 * hydration, so prerendered pages and crawlers never see it.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  // Decided once, in the browser (the prerender has no reader); shown only after hydration.
  const [offered] = useState(
    () =>
      typeof navigator !== "undefined" &&
      shouldOfferChinese(locale, navigator.languages ?? []),
  );
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
