import { useMemo } from "react";
import { useSearchParams } from "react-router";

import { PageHeader, Section } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { agentPaths } from "@/config/agent-paths";
import { useLocalizedNavigate } from "@/i18n/link";
import { useHydrated } from "@/lib/use-hydrated";
import { cn } from "@/lib/utils";

import { compareRows, type CompareAgent } from "../lib/compare-rows";
import {
  compareHref,
  MAX_AGENTS,
  MIN_AGENTS,
  parseCompareAgents,
} from "../lib/compare-url";
import { AgentCombobox } from "./agent-combobox";
import { CompareChart } from "./compare-chart";

const link = "text-primary underline underline-offset-4";
const headCell = "h-11 px-3 text-left align-middle";
const head = `${headCell} font-semibold whitespace-nowrap`;

/** /compare: two to four agents side by side, the selection in the URL (?agents=a,b). */
export function CompareView({ agents }: { agents: readonly CompareAgent[] }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const navigate = useLocalizedNavigate();
  const bySlug = useMemo(
    () => new Map(agents.map((agent) => [agent.slug, agent])),
    [agents],
  );
  // The prerendered page has no query: the URL's selection is read once the page has hydrated.
  const { slugs, problems } = hydrated
    ? parseCompareAgents(params.get("agents"), new Set(bySlug.keys()))
    : { slugs: [], problems: [] };
  const selected = slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  const rows = compareRows(selected);
  const select = (next: readonly string[]) =>
    void navigate(compareHref(next), { preventScrollReset: true });

  return (
    <>
      <PageHeader
        eyebrow={
          <a href={agentPaths.agents} className={link}>
            All agents and models
          </a>
        }
        title="Compare agents"
      >
        <p>
          Two to four agents or models side by side: a row per board and
          edition, the best rank in each row marked. The address keeps the
          selection, so a comparison can be shared.
        </p>
      </PageHeader>
      <Section title="Selection" id="selection">
        <noscript>
          <p className="mb-4 max-w-3xl">
            The comparison is put together in your browser and needs JavaScript.
            Each agent&rsquo;s page has all its results without it: see{" "}
            <a href={agentPaths.agents}>all agents and models</a>.
          </p>
        </noscript>
        {problems.length > 0 ? (
          <div
            role="alert"
            className="mb-4 max-w-3xl rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
          >
            <p className="font-medium">
              Part of the address could not be used:
            </p>
            <ul className="mt-1 list-disc pl-6">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <ul aria-label="Selected agents" className="mb-4 flex flex-wrap gap-2">
          {selected.map((agent) => (
            <li
              key={agent.slug}
              className="inline-flex items-center gap-1 rounded-full border border-border py-0.5 pr-1 pl-3 text-sm"
            >
              {agent.name}
              <Button
                variant="ghost"
                size="icon-xs"
                aria-label={`Remove ${agent.name}`}
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
          label="Add an agent"
          disabled={!hydrated || selected.length >= MAX_AGENTS}
          options={agents
            .filter((agent) => !slugs.includes(agent.slug))
            .map((agent) => ({
              value: agent.slug,
              label: agent.name,
              hint: agent.company ?? undefined,
            }))}
          onPick={(slug) => select([...slugs, slug])}
        />
        <p className="mt-2 text-sm text-muted-foreground" aria-live="polite">
          {selected.length >= MAX_AGENTS
            ? `${MAX_AGENTS} agents chosen: remove one to add another.`
            : selected.length === 0
              ? `Choose ${MIN_AGENTS} to ${MAX_AGENTS} agents to compare them.`
              : selected.length < MIN_AGENTS
                ? `Add at least one more agent to compare with ${selected[0]!.name}.`
                : `${selected.length} agents compared.`}
        </p>
      </Section>
      {selected.length > 0 ? (
        <Section title="Side by side" id="comparison">
          <div
            role="region"
            aria-label="Comparison of the selected agents"
            tabIndex={0}
            className="w-full overflow-x-auto rounded-lg border border-border"
          >
            <table className="w-full caption-bottom text-sm">
              <caption className="px-4 py-2 text-left text-xs text-muted-foreground">
                Rank and headline value of each agent on each board edition.
                &lsquo;Best&rsquo; marks the best rank in a row (shared when
                tied); &lsquo;-&rsquo; means the agent is not on that board
                edition.
              </caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className={head}>
                    Board
                  </th>
                  {selected.map((agent) => (
                    <th key={agent.slug} scope="col" className={head}>
                      <a href={agentPaths.agent(agent.slug)} className={link}>
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
                        "min-w-36 font-medium whitespace-normal",
                      )}
                    >
                      <a href={row.page} className={link}>
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
                            "min-w-40 px-3 py-2.5 align-middle tabular-nums",
                            best && "bg-amber-50 font-semibold",
                          )}
                        >
                          {cell ? (
                            <>
                              Rank {cell.rank} of {cell.rowCount}
                              {cell.tied ? " (tied)" : ""} ·{" "}
                              {cell.headlineLabel} {cell.headline}
                              {best ? (
                                <span className="ml-2 inline-block rounded border border-amber-400 px-1 text-xs font-semibold">
                                  ★ Best
                                </span>
                              ) : null}
                              {cell.entryName !== selected[index]!.name ? (
                                <span className="block text-xs font-normal text-muted-foreground">
                                  as {cell.entryName}
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
          <CompareChart agents={selected} rows={rows} />
        </Section>
      ) : null}
    </>
  );
}
