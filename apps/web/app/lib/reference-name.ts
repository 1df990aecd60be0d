import { names } from "@/data/reference-names.zh-CN.json";

import { chineseTextFrom } from "./chinese-text";

// A reference row's name (adult humans, a baseline) in the page's language: it describes people, not a product,
// so a Chinese page says it in Chinese (app/data/reference-names.zh-CN.json); a name the table does not list shows
// as published.
export const referenceNameIn = chineseTextFrom(names);
