import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { liveBoards } from "@/data/board-registry";
import boards from "@/data/boards/boards.json";
import type { Locale } from "@/i18n/locales";
import { renderInLanguage } from "@/test/render";
import { translatorIn } from "@/test/translator";

import { AgiBenchmarkCards, type AgiBoardCard } from "./benchmark-cards";

// The live AGI boards as the /agi loader gives them: the registry's, with each definition's summary.
const cards: AgiBoardCard[] = liveBoards
  .filter((board) => board.track === "agi")
  .map((board) => {
    const definition = Object.values(boards).find(
      (candidate) => candidate.slug === board.slug,
    )!;
    return {
      ...board,
      summary: definition.summary,
      summaryZh: "summaryZh" in definition ? definition.summaryZh : undefined,
    };
  });

const textOf = (title: RegExp) =>
  screen.getByRole("heading", { name: title }).nextElementSibling?.textContent;

describe("the /agi benchmark cards", () => {
  it.each<Locale>(["en", "zh-CN"])(
    "give a board its own card text from the catalogs where it has one, else its summary (%s)",
    (locale) => {
      renderInLanguage(
        <MemoryRouter>
          <AgiBenchmarkCards boards={cards} />
        </MemoryRouter>,
        { locale },
      );
      const t = translatorIn(locale);
      expect(textOf(/-DeepSearch$/)).toBe(t("agi.boardCard.deepsearch"));
      const babyVision = cards.find((card) => card.title === "BabyVision")!;
      expect(textOf(/-BabyVision$/)).toBe(
        locale === "zh-CN"
          ? (babyVision.summaryZh ?? babyVision.summary)
          : babyVision.summary,
      );
    },
  );
});
