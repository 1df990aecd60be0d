import type { Locale } from "@/i18n/locales";

// A published duration ('5-8min', '30 s', '~2 h') in the page's language: the figures as published, the unit
// as the language writes it (English keeps the published text; Chinese gives 分钟, 秒, 小时 after a space).
// Anything that is not a figure or range followed by a known unit stays as published.

const chineseUnits: Record<string, string> = {
  s: "秒",
  sec: "秒",
  secs: "秒",
  second: "秒",
  seconds: "秒",
  m: "分钟",
  min: "分钟",
  mins: "分钟",
  minute: "分钟",
  minutes: "分钟",
  h: "小时",
  hr: "小时",
  hrs: "小时",
  hour: "小时",
  hours: "小时",
};

export function localizedDuration(published: string, locale: Locale): string {
  if (locale === "en") return published;
  const match =
    /^(~?\s*\d+(?:\.\d+)?(?:\s*[-–]\s*\d+(?:\.\d+)?)?)\s*([A-Za-z]+)$/.exec(
      published.trim(),
    );
  const unit = match ? chineseUnits[match[2]!.toLowerCase()] : undefined;
  return match && unit ? `${match[1]!.replace(/\s+/g, "")} ${unit}` : published;
}
