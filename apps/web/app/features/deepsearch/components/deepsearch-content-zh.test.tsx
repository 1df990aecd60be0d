import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import {
  deepSearchBoardOf,
  type DeepSearchBandsEdition,
} from "@/data/deepsearch";
import { contentText } from "@/i18n/content-text";
import { renderInLanguage } from "@/test/render";

import { DeepSearchPreviousEdition } from "./deepsearch-previous-edition";

// A DeepSearch edition's CMS texts on /zh: the edition's Chinese summary (summaryZh), English where the CMS has
// none; English pages exactly as before.

const entry = deepSearchBoardOf("2025.05");
const bands = (): DeepSearchBandsEdition => {
  if (entry?.layout !== "bands") throw new Error("2025.05 is a bands edition");
  return entry;
};

describe("the 2025.05 edition's summary", () => {
  it("is the CMS's Chinese one on /zh", () => {
    const { board } = bands();
    expect(board.summaryZh).toBe(
      "2025.05 版评测了来自 11 家公司的 22 款产品。",
    );
    renderInLanguage(
      <MemoryRouter>
        <DeepSearchPreviousEdition entry={bands()} />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    expect(
      screen.getByText(/^2025\.05 版评测了来自 11 家公司的 22 款产品。/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/products from/)).toBeNull();
  });

  it("is the English one on English pages", () => {
    renderInLanguage(
      <MemoryRouter>
        <DeepSearchPreviousEdition entry={bands()} />
      </MemoryRouter>,
    );
    expect(
      screen.getByText(
        /^The 2025\.05 edition tested 22 products from 11 companies\. /,
      ),
    ).toBeInTheDocument();
  });
});

describe("a CMS text in the page's language", () => {
  it("is the Chinese one on /zh, English where it is missing or blank", () => {
    expect(contentText("zh-CN", "Summary.", "摘要。")).toBe("摘要。");
    expect(contentText("zh-CN", "Summary.", undefined)).toBe("Summary.");
    expect(contentText("zh-CN", "Summary.", "  ")).toBe("Summary.");
    expect(contentText("zh-CN", null, undefined)).toBeNull();
  });

  it("is always the English one on English pages", () => {
    expect(contentText("en", "Summary.", "摘要。")).toBe("Summary.");
  });
});
