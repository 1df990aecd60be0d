import { modes } from "@/data/entry-modes.zh-CN.json";

import { chineseTextFrom } from "./chinese-text";

// An entry's mode in the page's language. A product's own mode (Deep Research, Search, DeeperSearch) is a name and
// shows as published; a mode that says where a row comes from ("Qwen3-VL variant (paper appendix)") is a sentence,
// so a Chinese page says it in Chinese (app/data/entry-modes.zh-CN.json). The mode column of the downloads and the
// data API keep the published text.
export const modeIn = chineseTextFrom(modes);
