// The names only (a named import): the table's `source` note stays out of the pages' JavaScript.
import { names } from "@/data/company-names.zh-CN.json";

import { chineseTextFrom } from "./chinese-text";

// A company's name in the page's language: Chinese pages use the reviewed table of common Chinese names
// (app/data/company-names.zh-CN.json, checked by its test); a company the table keeps in Latin script, or
// does not list, shows as published. Downloads and the data API keep the published (English) name.
export const companyNameIn = chineseTextFrom(names);
