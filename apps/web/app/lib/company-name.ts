// The names only (a named import): the table's `source` note stays out of the pages' JavaScript.
import { names } from "@/data/company-names.zh-CN.json";
import type { Locale } from "@/i18n/locales";

// A company's name in the page's language: Chinese pages use the reviewed table of common Chinese names
// (app/data/company-names.zh-CN.json, checked by its test); a company the table keeps in Latin script, or
// does not list, shows as published. Downloads and the data API keep the published (English) name.

const chinese: Readonly<Record<string, string>> = names;

export function companyNameIn(company: string, locale: Locale): string {
  if (locale === "en") return company;
  return Object.hasOwn(chinese, company) ? chinese[company]! : company;
}
