import { PageHeader, Section } from "@/components/page-header";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { agentPaths } from "@/config/agent-paths";
import { useT } from "@/i18n/i18n";
import { Msg } from "@/i18n/msg";
import { formatText } from "@/lib/format";

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
        <Table label={t("agents.listTitle")}>
          <TableCaption>{t("agents.indexCaption")}</TableCaption>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column} scope="col">
                  {t(column)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {agents.map((agent) => (
              <TableRow key={agent.slug}>
                <TableHead scope="row" weight="medium">
                  <a href={href(agentPaths.agent(agent.slug))} className={link}>
                    {agent.name}
                  </a>
                </TableHead>
                <TableCell>{formatText(agent.company)}</TableCell>
                <TableCell className="whitespace-normal">
                  {agent.boards
                    .map((board) =>
                      t("agents.boardRank", {
                        board:
                          board.edition === "latest"
                            ? board.title
                            : `${board.title} ${board.edition}`,
                        rank: board.rank,
                      }),
                    )
                    .join(t("agents.listSeparator"))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </>
  );
}
