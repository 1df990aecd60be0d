// @ts-check
// The accessibility check of the site's Playwright specs (apps/web/e2e) and of the editors' journey through the
// admin panel (apps/cms/e2e/editors-journey.spec.mjs), which looks at the pages a publish gives: axe-core, serious
// and critical violations only.
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import axe from "axe-core";
import { z } from "zod";

// axe's rule and check metadata, from the same axe-core that AxeBuilder injects into the page.
const impactSchema = z.enum(["minor", "moderate", "serious", "critical"]);
const checkRefSchema = z.union([z.string(), z.object({ id: z.string() })]);
const axeAuditSchema = z.object({
  rules: z.array(
    z.object({
      id: z.string(),
      impact: impactSchema.optional(),
      any: z.array(checkRefSchema),
      all: z.array(checkRefSchema),
      none: z.array(checkRefSchema),
    }),
  ),
  data: z.object({
    checks: z.record(z.string(), z.object({ impact: impactSchema.optional() })),
  }),
});

/**
 * The rules that can never report a serious or critical violation: a violation's impact is the highest impact of
 * its rule's failed checks (or the rule's own, where it sets one), and every check of these rules is minor or
 * moderate. The check below ignores such violations, so it does not run these rules (issue 38: axe took 2-6 s a
 * page here). Read from axe-core itself, so a rule that a new version makes serious is run again.
 */
const rulesBelowSerious = (() => {
  const audit = axeAuditSchema.parse(Reflect.get(axe, "_audit"));
  const rank = (/** @type {z.infer<typeof impactSchema> | undefined} */ impact) =>
    impact ? impactSchema.options.indexOf(impact) : 0;
  const serious = rank("serious");
  return audit.rules
    .filter((rule) =>
      [...rule.any, ...rule.all, ...rule.none].every((check) => {
        const id = typeof check === "string" ? check : check.id;
        return rank(audit.data.checks[id]?.impact ?? "critical") < serious;
      }),
    )
    .filter((rule) => rank(rule.impact) < serious)
    .map((rule) => rule.id);
})();

/**
 * Fails with the serious and critical axe violations of the page as it is now.
 * @param {import("@playwright/test").Page} page
 */
export async function expectNoSeriousA11yViolations(page) {
  // Judge the page as it settles: text in the middle of a fade (a toast sliding in) has no stable
  // contrast to measure. Endless animations (the LIVE badge's pulse) are not waited for.
  // (The function runs in the page, where `document` is.)
  /* global document */
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe's analysis of a long page (Home, ScienceQA) takes 10-15 s on a loaded 2-core machine: it brings its own
  // time instead of eating the test's (the Chinese Home's test ran out of its 30 s there in both tries).
  test.info().setTimeout(test.info().timeout + 30_000);
  // axe.run in the page itself ("legacy mode"): the default runs each frame's part, then opens a blank page, loads
  // axe into it again and joins the parts there, which doubled each check's time here. The site has no frames.
  // Only violations are read: axe then builds a selector for every node of its violations alone, not for every node
  // that passed (issue 38: 1.0 -> 0.6 CPU-s a check on four Chinese pages of each kind, its rules all on).
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .disableRules(rulesBelowSerious)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}
