import { readFileSync } from "node:fs";
import path from "node:path";

import {
  BOARD_SECTIONS,
  boardProblems,
  sectionProblems,
} from "@evergreen/boards";
import { describe, expect, it } from "vitest";
import { z } from "zod";

// The sections a board's definition may name: one list (packages/boards) that the CMS's section component offers
// and the CMS's board validation and the site's board reader check.

const sectionComponent = path.resolve(
  import.meta.dirname,
  "../../cms/src/components/leaderboard/section.json",
);

describe("board sections", () => {
  it("are offered by the CMS's section component exactly as the shared package lists them", () => {
    const component = z
      .object({
        attributes: z.object({
          name: z.object({ enum: z.array(z.string()) }),
        }),
      })
      .parse(JSON.parse(readFileSync(sectionComponent, "utf8")));
    expect(component.attributes.name.enum).toEqual([...BOARD_SECTIONS]);
  });

  it("names an unknown section and a section named twice, in the CMS's form and as plain names", () => {
    expect(sectionProblems([{ name: "field-charts" }, "task-table"])).toEqual(
      [],
    );
    expect(
      sectionProblems([{ name: "field-charts" }, { name: "pie-chart" }]),
    ).toEqual([
      `sections.1: "pie-chart" is not a section the site draws (${BOARD_SECTIONS.join(", ")})`,
    ]);
    expect(sectionProblems(["task-table", "task-table"])).toEqual([
      "sections.1: task-table is named twice",
    ]);
  });

  it("are part of a board's problems, which the CMS refuses on save", () => {
    expect(
      boardProblems({
        fields: [{ key: "score", kind: "score" }],
        sortField: "score",
        headlineField: "score",
        sections: [{ name: "charts" }],
      }),
    ).toEqual([
      `sections.0: "charts" is not a section the site draws (${BOARD_SECTIONS.join(", ")})`,
    ]);
  });
});
