import { agentHref } from "@/data/agent-links";

/** A board entry's name as a link to its agent page (all its results on every board). */
export function AgentCell({
  board,
  names,
  name,
  label = name,
}: {
  board: string;
  /** The board's name -> page map (agent-slugs.json). */
  names: Readonly<Record<string, string>>;
  /** The entry's name as the board's badges and the identity table know it. */
  name: string;
  /** What the cell shows, when not the name (DeepSearch 2025.05 shows the mode in its own column). */
  label?: string;
}) {
  return (
    <a
      href={agentHref(board, names, name)}
      className="text-primary underline-offset-4 hover:underline"
    >
      {label}
    </a>
  );
}
