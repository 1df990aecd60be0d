import { describe, expect, it } from "vitest";

import { boardDefinitionOf } from "@/data/board-definitions";
import { editionsOf } from "@/data/board-lookup";
import { liveBoards } from "@/data/board-registry";
import { genericEdition } from "@/data/generic-boards";
import { editionFields } from "@/lib/edition-fields";

// The layouts' common messages, which every meta function's translator starts from.
import "@/test/render";

import { meta as boardMeta, loader } from "./board";

// The meta functions translate with the English messages (registered by the test renderer's module).
// The Dataset JSON-LD's variableMeasured of every board page is its fields in the board registry (issue 12 §1).
// Each page's variables are the fields the edition it shows publishes.

const variablesIn = (entries: unknown) => {
  const ld: unknown = Array.isArray(entries)
    ? entries.find(
        (entry): entry is { "script:ld+json": unknown } =>
          typeof entry === "object" &&
          entry !== null &&
          "script:ld+json" in entry,
      )?.["script:ld+json"]
    : undefined;
  return ld && typeof ld === "object" && "variableMeasured" in ld
    ? ld.variableMeasured
    : undefined;
};
/** The board route's English meta at a path, with the data its loader gives the page (as the prerender runs it). */
const metaOf = async (
  pathname: string,
  params: Record<string, string>,
): Promise<unknown> => {
  const loaderData = await loader({
    request: new Request(`http://localhost${pathname}`),
    params,
  });
  return Reflect.apply(boardMeta, undefined, [
    { params, location: { pathname }, loaderData },
  ]);
};

describe("Dataset JSON-LD variables follow the board registry", () => {
  it("every board: the newest edition's fields on its page, each edition's own fields on the edition's page", async () => {
    expect(liveBoards.length).toBeGreaterThan(0);
    for (const listed of liveBoards) {
      const board = boardDefinitionOf(listed.slug)!;
      const labelsOf = (edition: string | undefined) => {
        const shown = genericEdition(board, edition);
        return shown
          ? editionFields(board, shown.rows).map((field) => field.label)
          : [];
      };
      const [newest] = editionsOf(board);
      expect(variablesIn(await metaOf(board.route, {}))).toEqual(
        labelsOf(newest),
      );
      for (const edition of editionsOf(board))
        expect(
          variablesIn(await metaOf(`${board.route}/${edition}`, { edition })),
        ).toEqual(labelsOf(edition));
    }
  });

  it("an edition that publishes only its headline measures only that (DeepSearch 2025.05)", async () => {
    expect(
      variablesIn(
        await metaOf("/agi/aisearch/2025.05", { edition: "2025.05" }),
      ),
    ).toEqual(["Accuracy"]);
    expect(variablesIn(await metaOf("/agi/aisearch", {}))).toEqual([
      "Accuracy",
      "Cost/Task",
      "Time Cost/Task",
    ]);
  });
});
