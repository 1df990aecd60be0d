import { BadgeEmbed, type BadgeEmbedProps } from "./badge-embed";
import { BoardAgents } from "./board-agents";

type NamedRow = { name: string; rank: number };

/** What a bundled board shows below its table after hydration: its agents (and compare ticks), then the badge picker. */
export function BoardExtras(props: BadgeEmbedProps<NamedRow>) {
  return (
    <>
      <BoardAgents
        board={props.board}
        edition={props.edition}
        names={props.rows.map(props.name)}
      />
      <BadgeEmbed {...props} />
    </>
  );
}
