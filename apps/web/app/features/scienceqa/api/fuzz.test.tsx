import { screen, within } from "@testing-library/react";
import fc from "fast-check";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";

import { renderInLanguage } from "@/test/render";

import { ScienceQaLeaderboard } from "../components/scienceqa-leaderboard";
import { ScoreDistribution } from "../components/score-distribution";
import { withIntervals } from "../lib/intervals";
import { orderScienceQaRanking } from "../lib/order-ranking";
import { parseScienceQaPage } from "./get-scienceqa-page";
import { parseScienceQaRanking } from "./get-scienceqa-ranking";

// Hostile values a broken or compromised CMS could send in any field.
const hostileValue = fc.oneof(
  fc.anything(),
  fc.constantFrom(
    "<script>window.__pwned = true</script>",
    '<img src=x onerror="window.__pwned=true">',
    "javascript:window.__pwned=true",
    "data:text/html,<script>alert(1)</script>",
    "x".repeat(100_000),
    Number.NaN,
    Number.POSITIVE_INFINITY,
    -1e308,
    "",
    "  ",
    "12abc",
  ),
);

const maybe = <T,>(arb: fc.Arbitrary<T>) => fc.oneof(arb, hostileValue);

const rankingBody = fc.oneof(
  hostileValue,
  fc.record(
    {
      data: maybe(
        fc.array(
          maybe(
            fc.record(
              {
                documentId: maybe(fc.string()),
                score: maybe(fc.double()),
                BoN: maybe(fc.double()),
                timeCost: maybe(fc.double()),
                evaluationDate: maybe(fc.string()),
                model: maybe(
                  fc.record(
                    {
                      name: maybe(fc.string()),
                      modelId: maybe(fc.string()),
                      type: maybe(fc.string()),
                      pricingInput: maybe(fc.double()),
                      pricingOutput: maybe(fc.double()),
                      link: maybe(fc.webUrl()),
                      company: maybe(fc.record({ name: maybe(fc.string()) })),
                    },
                    { requiredKeys: [] },
                  ),
                ),
              },
              { requiredKeys: [] },
            ),
          ),
          { maxLength: 12 },
        ),
      ),
    },
    { requiredKeys: [] },
  ),
);

const pageBody = fc.oneof(
  hostileValue,
  fc.record(
    {
      data: maybe(
        fc.record(
          {
            scienceQaCount: maybe(fc.integer()),
            companiesCount: maybe(fc.integer()),
            scienceQaRankImg: maybe(
              fc.record({ url: maybe(fc.webPath()) }, { requiredKeys: [] }),
            ),
          },
          { requiredKeys: [] },
        ),
      ),
    },
    { requiredKeys: [] },
  ),
);

const isNullableNumber = (value: unknown) =>
  value === null || (typeof value === "number" && Number.isFinite(value));
const isNullableText = (value: unknown) =>
  value === null || typeof value === "string";

describe("fuzzing the content calls", () => {
  it("parses 200 generated ranking responses into well-typed rows and renders them as text", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fc.assert(
      fc.property(rankingBody, (body) => {
        const rows = parseScienceQaRanking(body);
        for (const row of rows) {
          expect(
            [
              row.score,
              row.bon,
              row.timeCost,
              row.pricingInput,
              row.pricingOutput,
            ].every(isNullableNumber),
          ).toBe(true);
          expect(
            [
              row.modelName,
              row.companyName,
              row.evaluationDate,
              row.modelId,
              row.modelType,
            ].every(isNullableText),
          ).toBe(true);
          expect(row.link === null || /^https?:\/\//i.test(row.link)).toBe(
            true,
          );
        }
        const { unmount, container } = renderInLanguage(
          <MemoryRouter>
            <ScienceQaLeaderboard
              entries={withIntervals(orderScienceQaRanking(rows))}
            />
          </MemoryRouter>,
        );
        const table = within(screen.getByRole("table", { hidden: true }));
        expect(table.getAllByRole("row", { hidden: true })).toHaveLength(
          Math.max(rows.length, 1) + 1,
        );
        expect(container.querySelector("script, img")).toBeNull();
        expect(
          container.querySelectorAll(
            "a[href^='javascript:'], a[href^='data:']",
          ),
        ).toHaveLength(0);
        unmount();
      }),
      { numRuns: 200, seed: 20251123 },
    );
    expect("__pwned" in window).toBe(false);
  }, 30_000);

  it("parses 200 generated page responses into counts or '-' and a safe image URL", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    fc.assert(
      fc.property(pageBody, (body) => {
        const page = parseScienceQaPage(body);
        expect(isNullableNumber(page.scienceQaCount)).toBe(true);
        expect(isNullableNumber(page.companiesCount)).toBe(true);
        expect(
          page.rankImageUrl === undefined ||
            /^https?:\/\//.test(page.rankImageUrl),
        ).toBe(true);
        const { unmount, container } = renderInLanguage(
          <ScoreDistribution page={page} />,
        );
        expect(container.textContent).toMatch(
          /The average correct rate on ScienceQA is 32%/,
        );
        // Never a '-' standing in for a count inside the sentence.
        expect(container.textContent).not.toMatch(/evaluated -|from - /);
        expect(container.querySelector("script")).toBeNull();
        unmount();
      }),
      { numRuns: 200, seed: 20251123 },
    );
  });
});
