import type { Translate } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";
import { formatText } from "@/lib/format";
import { formatInterval } from "@/lib/interval";
import { localizedCost } from "@/lib/published-cost";
import { localizedDuration } from "@/lib/published-duration";

import type { AgentResult, MovementPart } from "./types";

/** "3 of 11 (tied)", with the ranks it could hold when ties say more ("1 of 10 · ranks 1–9"). */
export function rankText(
  result: Pick<AgentResult, "rank" | "tied" | "rowCount" | "rankRange">,
  t: Translate,
) {
  const rank = t("agents.rankOf", {
    rank: result.rank,
    count: result.rowCount,
    tied: result.tied ? "yes" : "no",
  });
  return result.rankRange
    ? t("agents.rankWithRange", { rank, range: result.rankRange })
    : rank;
}

/** "ScienceQA" or "DeepSearch 2025.10": the board, with its edition unless it has only a live ranking. */
export function boardEditionText(
  result: Pick<AgentResult, "boardTitle" | "edition">,
) {
  return result.edition === "latest"
    ? result.boardTitle
    : `${result.boardTitle} ${result.edition}`;
}

export function intervalText(result: Pick<AgentResult, "interval">) {
  return formatInterval(result.interval);
}

/**
 * The headline field's label ('Score', 'Accuracy') in the page's language: a known one from the catalogs, else
 * the board's own Chinese label on Chinese pages (the CMS's labelZh), else as published.
 */
export function headlineLabelText(
  {
    headlineLabel: label,
    headlineLabelZh,
  }: Pick<AgentResult, "headlineLabel" | "headlineLabelZh">,
  t: Translate,
  locale: Locale,
) {
  if (label === "Score") return t("agents.labelScore");
  if (label === "Accuracy") return t("agents.labelAccuracy");
  if (label === "Average") return t("agents.labelAverage");
  return locale !== "en" && headlineLabelZh ? headlineLabelZh : label;
}

/** ScienceQA's API price and time per question, or the board's published text ('-' when missing; 'Free' in the page's language). */
export function costText(
  result: Pick<AgentResult, "cost" | "price">,
  t: Translate,
) {
  return result.price
    ? t("agents.price", {
        input: String(result.price.input),
        output: String(result.price.output),
      })
    : localizedCost(formatText(result.cost), t("agents.costFree"));
}

export function timeText(
  result: Pick<AgentResult, "time" | "secondsPerQuestion">,
  t: Translate,
  locale: Locale,
) {
  return result.secondsPerQuestion !== null &&
    result.secondsPerQuestion !== undefined
    ? t("agents.secondsPerQuestion", {
        seconds: String(result.secondsPerQuestion),
      })
    : localizedDuration(formatText(result.time), locale);
}

function movementPartText(part: MovementPart, t: Translate) {
  switch (part.kind) {
    case "rank": {
      const [from, to] = [part.from, part.to];
      const change =
        from === to
          ? t("agents.moveUnchanged")
          : from > to
            ? t("agents.moveUp", { count: from - to })
            : t("agents.moveDown", { count: to - from });
      return part.previousName === null
        ? t("agents.moveRank", { from, to, edition: part.edition, change })
        : t("agents.moveRankRenamed", {
            from,
            to,
            edition: part.edition,
            change,
            name: part.previousName,
          });
    }
    case "new":
      return t("agents.moveNew", { edition: part.edition });
    case "notListed":
      return t("agents.moveNotListed", { edition: part.edition });
    case "continued":
      return t("agents.moveContinued", {
        name: part.name,
        edition: part.edition,
      });
  }
}

/** How the entry moved between editions, in the page's language ('-' when there is no other edition). */
export function movementText(
  result: Pick<AgentResult, "movement" | "movementParts">,
  t: Translate,
) {
  const parts = result.movementParts;
  if (!parts || parts.length === 0) return formatText(result.movement);
  return parts
    .map((part) => movementPartText(part, t))
    .join(t("agents.moveSeparator"));
}
