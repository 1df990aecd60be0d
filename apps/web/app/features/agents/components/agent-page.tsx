import { SubtypeBreakdownTable } from "@/components/benchmark/subtype-breakdown-table";
import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { agentPaths } from "@/config/agent-paths";
import { useLocale, useT } from "@/i18n/i18n";
import { Msg } from "@/i18n/msg";
import { companyNameIn } from "@/lib/company-name";
import { formatText } from "@/lib/format";

import { compareHref } from "../lib/compare-url";
import { boardEditionText } from "../lib/result-text";
import { UNREVIEWED_REASON, type AgentProfile } from "../lib/types";
import { useSiteHref } from "../lib/use-href";
import { AgentResultsTable } from "./agent-results-table";
import { MsgLink } from "./msg-link";

const link = "text-primary underline underline-offset-4";

/** One agent's page: all its results, why they are one page, and where the figures are. */
export function AgentPage({ agent }: { agent: AgentProfile }) {
  const t = useT();
  const locale = useLocale();
  const href = useSiteHref();
  const separator = t("agents.listSeparator");
  const boards = new Set(agent.results.map((result) => result.boardTitle));
  return (
    <>
      <PageHeader
        eyebrow={
          <a href={href(agentPaths.agents)} className={link}>
            {t("agents.allLink")}
          </a>
        }
        title={agent.name}
      >
        <p>
          {t("agents.onBoards", {
            company: companyNameIn(formatText(agent.company), locale),
            count: boards.size,
            boards: [...boards].join(separator),
          })}
          {agent.identity === "joined" ? null : (
            <>
              {" "}
              <Badge variant="muted">{t("agents.ownPage")}</Badge>
            </>
          )}
        </p>
      </PageHeader>
      <Section title={t("agents.resultsTitle")} id="results">
        <AgentResultsTable name={agent.name} results={agent.results} />
        <p className="mt-4">
          <a href={href(compareHref([agent.slug]))} className={link}>
            {t("agents.compareWith", { name: agent.name })}
          </a>
        </p>
      </Section>
      {agent.results.some((result) => result.breakdown) ? (
        <Section title={t("subtypes.breakdownTitle")} id="subtypes">
          {agent.results.map((result) =>
            result.breakdown ? (
              <details
                key={`${result.board}-${result.edition}-${result.entryName}`}
                className="mb-3 rounded-lg border border-border px-3 py-2"
              >
                <summary className="cursor-pointer font-medium">
                  {boardEditionText(result)}
                </summary>
                <SubtypeBreakdownTable
                  breakdown={result.breakdown}
                  label={t("subtypes.tableLabel", {
                    name: `${result.entryName}, ${boardEditionText(result)}`,
                  })}
                />
              </details>
            ) : null,
          )}
        </Section>
      ) : null}
      <Section title={t("agents.identityTitle")} id="identity">
        <p className="max-w-3xl text-muted-foreground">
          {agent.reason === UNREVIEWED_REASON
            ? t("agents.unreviewedReason")
            : agent.reason}
        </p>
        <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
          {t("agents.namesOnBoards", {
            names: [
              ...new Set(agent.results.map((result) => result.entryName)),
            ].join(separator),
          })}
        </p>
      </Section>
      <Section title={t("agents.linksTitle")} id="links">
        <ul className="list-disc space-y-1 pl-6">
          {agent.results.map((result) => (
            <li key={`${result.board}-${result.edition}-${result.entryName}`}>
              <Msg
                id="agents.sourceLinks"
                values={{ board: boardEditionText(result) }}
                components={{
                  0: <MsgLink href={href(result.page)} className={link} />,
                  1: <MsgLink href={result.data} className={link} />,
                  2: <MsgLink href={result.badge} className={link} />,
                }}
              />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
