import { forwardRef } from "react";
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  type LinkProps,
  type NavigateOptions,
  type To,
} from "react-router";

import { localeOfPath, localizedPath, type Locale } from "./locales";

/** The page's language, from its URL (which alone decides it). */
const usePageLocale = () => localeOfPath(useLocation().pathname);

/** A site path (a string or a path object) in the given language; other addresses unchanged. */
export function localizeTo(to: To, locale: Locale): To {
  if (typeof to === "string")
    return to.startsWith("/") ? localizedPath(to, locale) : to;
  return to.pathname?.startsWith("/")
    ? { ...to, pathname: localizedPath(to.pathname, locale) }
    : to;
}

/**
 * The site's Link: a site path written in English ("/agi") leads to the page in the reader's language
 * ("/zh/agi" on the Chinese site). Import this one, not react-router's (ESLint holds it).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, ...props },
  ref,
) {
  const locale = usePageLocale();
  return <RouterLink ref={ref} to={localizeTo(to, locale)} {...props} />;
});

/** useNavigate in the reader's language: navigate("/submit/status?…") stays on the Chinese site. */
export function useLocalizedNavigate() {
  const navigate = useNavigate();
  const locale = usePageLocale();
  return (to: To, options?: NavigateOptions) =>
    navigate(localizeTo(to, locale), options);
}
