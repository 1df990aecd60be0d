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
import { formatText } from "@/lib/format";

import type { AgentSummary } from "../lib/types";

const link = "text-primary underline underline-offset-4";

/** Every agent and model on any board, with where it appears. */
export function AgentsIndex({ agents }: { agents: readonly AgentSummary[] }) {
  return (
    <>
      <PageHeader title="Agents and models">
        <p>
          Every agent and model on any of our boards, with where it appears.
          Each has one page with all its results side by side; pick two to four
          to{" "}
          <a href={agentPaths.compare} className={link}>
            compare them
          </a>
          .
        </p>
      </PageHeader>
      <Section title={`${agents.length} agents and models`} id="list">
        <Table label="Agents and models">
          <TableCaption>
            Each agent with its company and the boards it is on (with its rank
            there).
          </TableCaption>
          <TableHeader>
            <TableRow>
              {["Agent or model", "Company", "Appears on"].map((column) => (
                <TableHead key={column} scope="col">
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {agents.map((agent) => (
              <TableRow key={agent.slug}>
                <TableHead scope="row" weight="medium">
                  <a href={agentPaths.agent(agent.slug)} className={link}>
                    {agent.name}
                  </a>
                </TableHead>
                <TableCell>{formatText(agent.company)}</TableCell>
                <TableCell className="whitespace-normal">
                  {agent.boards
                    .map(
                      (board) =>
                        `${board.edition === "latest" ? board.title : `${board.title} ${board.edition}`} (rank ${board.rank})`,
                    )
                    .join(", ")}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </>
  );
}
