import { lazy, Suspense, useMemo } from "react";
import { useSearchParams } from "react-router";

import { PageHeader, Section } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { agentPaths } from "@/config/agent-paths";
import { useLocale, useT } from "@/i18n/i18n";
import { useLocalizedNavigate } from "@/i18n/link";
import { Msg } from "@/i18n/msg";
import { companyNameIn } from "@/lib/company-name";
import { useHydrated } from "@/lib/use-hydrated";
import { cn } from "@/lib/utils";

import { compareRows, type CompareAgent } from "../lib/compare-rows";
import {
  compareHref,
  MAX_AGENTS,
  MIN_AGENTS,
  parseCompareAgents,
} from "../lib/compare-url";
import { headlineLabelText } from "../lib/result-text";
import { useSiteHref } from "../lib/use-href";
import { AgentCombobox } from "./agent-combobox";
import { MsgLink } from "./msg-link";

// The chart is drawn after hydration, once agents are chosen: its code is not part of the page's first load.
const CompareChart = lazy(() =>
  import("./compare-chart").then((module) => ({
    default: module.CompareChart,
  })),
);

const link = "text-primary underline underline-offset-4";
const headCell = "h-11 px-3 text-left align-middle";
const head = `${headCell} font-semibold whitespace-nowrap`;
// Phones: as many columns as agents (classes written out whole for Tailwind).
const columnCount: Record<number, string> = {
  1: "max-md:[--cmp-n:1]",
  2: "max-md:[--cmp-n:2]",
  3: "max-md:[--cmp-n:3]",
  4: "max-md:[--cmp-n:4]",
};

/** /compare: two to four agents side by side, the selection in the URL (?agents=a,b). */
export function CompareView({ agents }: { agents: readonly CompareAgent[] }) {
  const t = useT();
  const locale = useLocale();
  const href = useSiteHref();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const navigate = useLocalizedNavigate();
  const bySlug = useMemo(
    () => new Map(agents.map((agent) => [agent.slug, agent])),
    [agents],
  );
  // The prerendered page has no query: the URL's selection is read once the page has hydrated.
  const { slugs, problems } = hydrated
    ? parseCompareAgents(params.get("agents"), new Set(bySlug.keys()), t)
    : { slugs: [], problems: [] };
  const selected = slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  const rows = compareRows(selected);
  const select = (next: readonly string[]) =>
    void navigate(compareHref(next), { preventScrollReset: true });

  return (
    <>
      <PageHeader
        eyebrow={
          <a href={href(agentPaths.agents)} className={link}>
            {t("agents.allLink")}
          </a>
        }
        title={t("compare.title")}
      >
        <p>{t("compare.intro")}</p>
      </PageHeader>
      <Section title={t("compare.selectionTitle")} id="selection">
        <noscript>
          <p className="mb-4 max-w-3xl">
            <Msg
              id="compare.noscript"
              components={{ 0: <MsgLink href={href(agentPaths.agents)} /> }}
            />
          </p>
        </noscript>
        {problems.length > 0 ? (
          <div
            role="alert"
            className="mb-4 max-w-3xl rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
          >
            <p className="font-medium">{t("compare.problemsTitle")}</p>
            <ul className="mt-1 list-disc pl-6">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <ul
          aria-label={t("compare.selectedLabel")}
          className="mb-4 flex flex-wrap gap-2"
        >
          {selected.map((agent) => (
            <li
              key={agent.slug}
              className="inline-flex items-center gap-1 rounded-full border border-border py-0.5 pr-1 pl-3 text-sm"
            >
              {agent.name}
              <Button
                variant="ghost"
                size="icon-xs"
                aria-label={t("compare.remove", { name: agent.name })}
                onClick={() =>
                  select(slugs.filter((slug) => slug !== agent.slug))
                }
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
        <AgentCombobox
          label={t("compare.addLabel")}
          placeholder={t("compare.typeName")}
          noMatch={(query) => t("compare.noMatch", { query })}
          disabled={!hydrated || selected.length >= MAX_AGENTS}
          options={agents
            .filter((agent) => !slugs.includes(agent.slug))
            .map((agent) => ({
              value: agent.slug,
              label: agent.name,
              hint: agent.company
                ? companyNameIn(agent.company, locale)
                : undefined,
            }))}
          onPick={(slug) => select([...slugs, slug])}
        />
        <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
          {selected.length >= MAX_AGENTS
            ? t("compare.statusMax", { max: MAX_AGENTS })
            : selected.length === 0
              ? t("compare.statusNone", { min: MIN_AGENTS, max: MAX_AGENTS })
              : selected.length < MIN_AGENTS
                ? t("compare.statusOne", { name: selected[0]!.name })
                : t("compare.statusCount", { count: selected.length })}
        </p>
      </Section>
      {selected.length > 0 ? (
        <Section title={t("compare.sideBySide")} id="comparison">
          {/* Below 768 px each board is a block: its name on a line, the agents' values side by side under the
              agents' names (app.css, cmp-*), so no agent is off screen. */}
          <div
            role="region"
            aria-label={t("compare.regionLabel")}
            tabIndex={0}
            className="w-full overflow-x-auto rounded-lg border border-border"
          >
            <table
              className={cn(
                "cmp-table w-full caption-bottom text-sm",
                columnCount[selected.length],
              )}
            >
              <caption className="px-4 py-2 text-left text-xs text-muted-foreground">
                {t("compare.caption")}
              </caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className={cn(head, "cmp-board-head")}>
                    {t("agents.colBoard")}
                  </th>
                  {selected.map((agent) => (
                    <th
                      key={agent.slug}
                      scope="col"
                      className={cn(head, "cmp-agent-head")}
                    >
                      <a
                        href={href(agentPaths.agent(agent.slug))}
                        className={link}
                      >
                        {agent.name}
                      </a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr
                    key={row.key}
                    className="border-b border-border last:border-0"
                  >
                    <th
                      scope="row"
                      className={cn(
                        headCell,
                        "cmp-board font-medium whitespace-normal",
                      )}
                    >
                      <a href={href(row.page)} className={link}>
                        {row.edition === "latest"
                          ? row.boardTitle
                          : `${row.boardTitle} ${row.edition}`}
                      </a>
                    </th>
                    {row.cells.map((cell, index) => {
                      const best = row.best.includes(index);
                      return (
                        <td
                          key={selected[index]!.slug}
                          className={cn(
                            "cmp-cell px-3 py-2.5 align-middle tabular-nums",
                            best && "bg-amber-50 font-semibold",
                          )}
                        >
                          {cell ? (
                            <>
                              {t("compare.cell", {
                                rank: cell.rank,
                                count: cell.rowCount,
                                tied: cell.tied ? "yes" : "no",
                                label: headlineLabelText(cell, t, locale),
                                value: cell.headline,
                              })}
                              {cell.rankRange ? (
                                <span className="block text-xs font-normal text-muted-foreground">
                                  {t("agents.rankRange", {
                                    range: cell.rankRange,
                                  })}
                                </span>
                              ) : null}
                              {best ? (
                                <span className="ml-2 inline-block rounded border border-amber-400 px-1 text-xs font-semibold">
                                  {t("compare.best")}
                                </span>
                              ) : null}
                              {cell.entryName !== selected[index]!.name ? (
                                <span className="block text-xs font-normal text-muted-foreground">
                                  {t("compare.asName", {
                                    name: cell.entryName,
                                  })}
                                </span>
                              ) : null}
                            </>
                          ) : (
                            "-"
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Suspense fallback={null}>
            <CompareChart agents={selected} rows={rows} />
          </Suspense>
        </Section>
      ) : null}
    </>
  );
}
