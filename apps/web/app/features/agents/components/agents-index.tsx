import { PageHeader, Section } from "@/components/page-header";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableColumnHeaders,
  TableHead,
  TableRow,
} from "@/components/ui/table";
import { agentPaths } from "@/config/agent-paths";
import { useLocale, useT } from "@/i18n/i18n";
import { Msg } from "@/i18n/msg";
import { companyNameIn } from "@/lib/company-name";
import { formatText } from "@/lib/format";

import { headlineLabelText } from "../lib/result-text";
import type { AgentSummary } from "../lib/types";
import { useSiteHref } from "../lib/use-href";
import { MsgLink } from "./msg-link";

const link = "text-primary underline underline-offset-4";

const columns = [
  "agents.colAgent",
  "agents.colCompany",
  "agents.colAppears",
] as const;

/** Every agent and model on any board, with where it appears. */
export function AgentsIndex({ agents }: { agents: readonly AgentSummary[] }) {
  const t = useT();
  const locale = useLocale();
  const href = useSiteHref();
  return (
    <>
      <PageHeader title={t("agents.listTitle")}>
        <p>
          <Msg
            id="agents.indexIntro"
            components={{
              0: <MsgLink href={href(agentPaths.compare)} className={link} />,
            }}
          />
        </p>
      </PageHeader>
      <Section
        title={t("agents.indexCount", { count: agents.length })}
        id="list"
      >
        {/* Below 768 px each agent is a card (app.css, agents-*): its name and company, then each board with
            its rank and score on a line of its own. */}
        <Table label={t("agents.listTitle")} className="agents-table">
          <TableCaption>{t("agents.indexCaption")}</TableCaption>
          <TableColumnHeaders columns={columns.map((column) => t(column))} />
          <TableBody>
            {agents.map((agent) => (
              <TableRow key={agent.slug} className="agents-card">
                <TableHead scope="row" weight="medium" className="agents-name">
                  <a href={href(agentPaths.agent(agent.slug))} className={link}>
                    {agent.name}
                  </a>
                </TableHead>
                <TableCell className="agents-company">
                  {companyNameIn(formatText(agent.company), locale)}
                </TableCell>
                <TableCell className="agents-appears whitespace-normal">
                  <ul className="space-y-0.5">
                    {agent.boards.map((board) => (
                      <li key={`${board.title}-${board.edition}`}>
                        {t("agents.boardResult", {
                          board:
                            board.edition === "latest"
                              ? board.title
                              : `${board.title} ${board.edition}`,
                          rank: board.rank,
                          tied: board.tied ? "yes" : "no",
                          label: headlineLabelText(board, t, locale),
                          value: board.headline,
                        })}
                      </li>
                    ))}
                  </ul>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </>
  );
}
