import { describe, expect, it } from "vitest";

import {
  deepSearchDefinition,
  marketingDefinition,
  recruitingDefinition,
  variablesOf,
} from "@/data/board-definitions";
import { deepSearchEditions, professionEditionsOf } from "@/data/editions";

// The layouts' common messages, which every meta function's translator starts from.
import "@/test/render";

import { meta as deepSearchMeta } from "./deepsearch";
import { meta as deepSearchEditionMeta } from "./deepsearch-edition";
import { meta as professionEditionMeta } from "./profession-edition";
import { meta as professionMeta } from "./profession-page";

// The meta functions translate with the English messages (registered by the test renderer's module).
// The Dataset JSON-LD's variableMeasured of every board page is its fields in the board registry (issue 12 §1).
// The DeepSearch pages write the labels out (measured: taking them from boards.json put their initial JS
// over the 150 KB budget), so this test holds them to the registry.

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
/** A route's English meta for the given params (the language comes from the path; no messages needed). */
const metaOf = (
  meta: (args: never) => unknown,
  params: Record<string, string>,
): unknown =>
  Reflect.apply(meta, undefined, [{ params, location: { pathname: "/" } }]);

describe("Dataset JSON-LD variables follow the board registry", () => {
  it("DeepSearch: all fields on the board page and full editions, the headline on a bands-only edition", () => {
    expect(variablesIn(metaOf(deepSearchMeta, {}))).toEqual(
      variablesOf(deepSearchDefinition),
    );
    const layouts = deepSearchEditions.map((edition) =>
      variablesIn(metaOf(deepSearchEditionMeta, { edition })),
    );
    expect(layouts).toContainEqual(variablesOf(deepSearchDefinition));
    expect(layouts).toContainEqual(
      variablesOf(deepSearchDefinition, "headline"),
    );
  });

  it("recruiting and marketing: their fields, on the board page and each edition page", () => {
    for (const [id, definition] of [
      ["hr", recruitingDefinition],
      ["marketing", marketingDefinition],
    ] as const) {
      expect(variablesIn(metaOf(professionMeta, { professionId: id }))).toEqual(
        variablesOf(definition),
      );
      for (const edition of professionEditionsOf[id])
        expect(
          variablesIn(
            metaOf(professionEditionMeta, { professionId: id, edition }),
          ),
        ).toEqual(variablesOf(definition));
    }
  });
});
