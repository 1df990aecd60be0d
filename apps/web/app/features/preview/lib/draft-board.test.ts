import { describe, expect, it } from "vitest";

import { readBoardFiles } from "../../../../build-time/board-files";
import {
  chinese,
  draftEditionAnswer,
  seed,
  seededAnswer,
} from "./draft-answer.testing";
import { draftBoardPage } from "./draft-board";
import { previewTokenFromHash } from "./preview-token";

describe("a draft on the board page (the /preview page's conversion)", () => {
  it("draws the seeded BabyVision edition exactly as the build draws its committed files", () => {
    const outcome = draftBoardPage(seededAnswer("2026.01"));
    const built = readBoardFiles().boards.find(
      (board) => board.definition.slug === "babyvision",
    );
    expect(outcome.kind).toBe("page");
    if (outcome.kind !== "page" || !built) return;
    expect(outcome.page.board).toEqual(built.definition);
    expect(outcome.page.editionFiles).toEqual(built.editions.slice(0, 2));
    expect(outcome.page.board.titleZh ?? outcome.page.board.title).toBe(
      chinese.boards.babyvision?.title,
    );
    expect(outcome.page.edition).toBe("2026.01");
  });

  it("shows a new edition's draft with the published edition before it", () => {
    const outcome = draftBoardPage(draftEditionAnswer());
    expect(outcome.kind).toBe("page");
    if (outcome.kind !== "page") return;
    expect(outcome.page.editionFiles.map((file) => file.edition)).toEqual([
      "2026.02",
      "2026.01",
    ]);
    expect(outcome.page.editionFiles[0]?.data.rows).toMatchObject([
      { rank: 1, agent: "Draft Model A", company: "Lab A", overall: 61.3 },
      { rank: 2, agent: "Draft Model B", company: "Lab B", overall: 58.2 },
    ]);
  });

  it("dates a draft that names no retrieval or release date by its publication, as publishing would", () => {
    const outcome = draftBoardPage(
      draftEditionAnswer({ retrieved: null, released: null }),
      new Date("2026-02-03T10:00:00Z"),
    );
    expect(outcome.kind).toBe("page");
    if (outcome.kind !== "page") return;
    expect(outcome.page.editionFiles[0]?.data.retrieved).toBe("2026-02-03");
  });

  it("names the row and field of a figure the board's rules refuse, instead of drawing the page", () => {
    const answer = seededAnswer("2026.01");
    const [edition] = seed.editions;
    if (!edition) throw new Error("the seed has a BabyVision edition");
    const [first, ...others] = edition.entries;
    const broken = {
      ...edition,
      entries: [
        ...(first
          ? [{ ...first, values: { ...first.values, overall: 149 } }]
          : []),
        ...others,
      ],
    };
    const outcome = draftBoardPage({ ...answer, editions: [broken] });
    expect(outcome.kind).toBe("problems");
    if (outcome.kind !== "problems") return;
    expect(outcome.problems.join("\n")).toMatch(
      /edition 2026\.01\.rows\.0\.overall: .*149/,
    );
  });

  it("names a draft edition's missing sources", () => {
    const [edition] = seed.editions;
    const outcome = draftBoardPage({
      ...seededAnswer("2026.01"),
      editions: [{ ...edition, sources: [] }],
    });
    expect(outcome).toMatchObject({ kind: "problems" });
    if (outcome.kind !== "problems") return;
    expect(outcome.problems.join("\n")).toMatch(/edition 2026\.01\.sources: /);
  });

  it("says that a board without an edition appears with its first edition", () => {
    const outcome = draftBoardPage({ ...seededAnswer(null), editions: [] });
    expect(outcome).toEqual({
      kind: "problems",
      problems: [
        "board: it has no edition yet; its page appears with its first edition",
      ],
    });
  });
});

describe("a preview link's token", () => {
  it("is read from the fragment, and is absent from an empty or other fragment", () => {
    expect(previewTokenFromHash("#token=edition.abc.123.sig")).toBe(
      "edition.abc.123.sig",
    );
    expect(previewTokenFromHash("")).toBeNull();
    expect(previewTokenFromHash("#token=")).toBeNull();
    expect(previewTokenFromHash("#other=1")).toBeNull();
  });
});
