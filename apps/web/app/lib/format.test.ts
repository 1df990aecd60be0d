import { describe, expect, it } from "vitest";

import { locales } from "@/i18n/locales";

import {
  cutChatTitle,
  formatCount,
  formatPricing,
  formatPublished,
  formatScore,
  formatText,
  formatWithSpread,
  medalForRank,
} from "./format";
import { sharedRanks } from "./ties";

describe("formatScore", () => {
  it("shows a score to one decimal", () => {
    expect(formatScore(60.8)).toBe("60.8");
    expect(formatScore(78)).toBe("78.0");
    expect(formatScore(50.44)).toBe("50.4");
  });

  it("shows '-' for a missing or non-finite score", () => {
    expect(formatScore(null)).toBe("-");
    expect(formatScore(undefined)).toBe("-");
    expect(formatScore(Number.NaN)).toBe("-");
  });
});

describe("formatWithSpread", () => {
  it("writes a value and its published ± as one text, every published decimal kept", () => {
    expect(formatWithSpread(52.5, 2.5)).toBe("52.5 ± 2.5");
    expect(formatWithSpread(13, 0.45)).toBe("13.0 ± 0.45");
  });

  it("writes the value alone where no ± is published, and '-' where no value is", () => {
    expect(formatWithSpread(49.7, null)).toBe("49.7");
    expect(formatWithSpread(49.7)).toBe("49.7");
    expect(formatWithSpread("A", null)).toBe("A");
    expect(formatWithSpread(null, 2.5)).toBe("-");
    expect(formatWithSpread(undefined)).toBe("-");
  });
});

describe("formatPricing", () => {
  it("shows input/output when both prices are present", () => {
    expect(formatPricing(10, 40)).toBe("10/40");
    expect(formatPricing(0, 0.5)).toBe("0/0.5");
  });

  it("shows '-' when either price is missing", () => {
    expect(formatPricing(10, null)).toBe("-");
    expect(formatPricing(undefined, 40)).toBe("-");
    expect(formatPricing(null, null)).toBe("-");
  });
});

describe("formatText", () => {
  it("shows '-' for empty, blank or missing values", () => {
    expect(formatText("")).toBe("-");
    expect(formatText("  ")).toBe("-");
    expect(formatText(null)).toBe("-");
  });

  it("keeps text and numbers", () => {
    expect(formatText("2025.08")).toBe("2025.08");
    expect(formatText(87.7)).toBe("87.7");
  });
});

describe("medalForRank", () => {
  it("gives gold, silver and bronze to ranks 1 to 3 and nothing after", () => {
    expect([1, 2, 3, 4].map(medalForRank)).toEqual([
      "gold",
      "silver",
      "bronze",
      undefined,
    ]);
  });
});

describe("sharedRanks", () => {
  it("finds the ranks that several rows share", () => {
    expect(sharedRanks([1, 2, 3, 3, 3, 10, 10])).toEqual(new Set([3, 10]));
    expect(sharedRanks([1, 2, 3])).toEqual(new Set());
  });
});

describe("cutChatTitle", () => {
  it("cuts a chat title longer than 25 characters to 22 plus ...", () => {
    expect(cutChatTitle("a".repeat(26))).toBe(`${"a".repeat(22)}...`);
  });

  it("keeps a title of 25 characters or fewer", () => {
    expect(cutChatTitle("a".repeat(25))).toBe("a".repeat(25));
    expect(cutChatTitle("Hello")).toBe("Hello");
  });
});

describe("formatCount", () => {
  it("writes whole counts exactly as Intl.NumberFormat does in both languages", () => {
    const counts = [
      0,
      1,
      9,
      10,
      99,
      100,
      999,
      1000,
      1001,
      9999,
      12345,
      100000,
      999999,
      1000000,
      1234567890,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const locale of locales) {
      const reference = new Intl.NumberFormat(locale);
      for (const count of counts) {
        expect(formatCount(count, locale), `${locale} ${count}`).toBe(
          reference.format(count),
        );
      }
    }
  });

  it("leaves fractions and negative numbers to Intl", () => {
    expect(formatCount(1234.5, "en")).toBe("1,234.5");
    expect(formatCount(-1200, "zh-CN")).toBe("-1,200");
  });
});

describe("formatPublished", () => {
  it("keeps every published decimal and at least one: 49.7, 13.0, 8.45, 0.3 (not 0.30000000000000004), '-' when missing", () => {
    expect(formatPublished(49.7)).toBe("49.7");
    expect(formatPublished(13)).toBe("13.0");
    expect(formatPublished(8.45)).toBe("8.45");
    expect(formatPublished(0.1 + 0.2)).toBe("0.3");
    expect(formatPublished(null)).toBe("-");
  });
});
