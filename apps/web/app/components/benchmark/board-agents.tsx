import { useId, useState } from "react";

import { agentPaths } from "@/config/agent-paths";
import { agentSlugOf, listedAgentSlug } from "@/data/agents";
import { intervalMethodOf } from "@/lib/interval";

const MAX = 4;
const link = "text-primary underline underline-offset-4";

/**
 * Under a board's table (loaded after hydration with the badge picker): what the board's uncertainty is, each
 * entry's agent page, and ticks to open two to four of them in /compare.
 */
export function BoardAgents({
  board,
  edition,
  names,
}: {
  board: string;
  edition: string;
  names: readonly string[];
}) {
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  // The bundled boards' names all have pages (built from the same files); ScienceQA's live ranking may name a
  // model newer than the build, which has none yet.
  const entries = names.map((name) => ({
    name,
    slug:
      board === "scienceqa"
        ? listedAgentSlug(board, name)
        : agentSlugOf(board, name),
  }));
  const note =
    board === "scienceqa" ? null : intervalMethodOf(board).description;
  const ready = chosen.length >= 2;
  const title = `Agents on this board${edition === "latest" ? "" : ` (${edition})`}`;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 space-y-3 text-sm">
      <h3 id={`${id}-title`} className="text-base font-semibold">
        {title}
      </h3>
      {note ? (
        <p className="max-w-3xl text-muted-foreground">
          <span className="font-medium text-foreground">Uncertainty: </span>
          {note}
        </p>
      ) : null}
      <fieldset>
        <legend className="mb-2 text-muted-foreground">
          Each name opens its page with all its results on every board. Tick two
          to four to compare them side by side.
        </legend>
        <ul className="grid gap-x-6 gap-y-1.5 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map(({ name, slug }, index) => (
            <li key={`${name}-${index}`} className="flex items-center gap-2">
              {slug ? (
                <>
                  <input
                    type="checkbox"
                    checked={chosen.includes(slug)}
                    disabled={!chosen.includes(slug) && chosen.length >= MAX}
                    aria-label={`Compare ${name}`}
                    className="size-4 accent-primary"
                    onChange={(event) => {
                      const on = event.target.checked;
                      setChosen((previous) => [
                        ...previous.filter((other) => other !== slug),
                        ...(on ? [slug] : []),
                      ]);
                    }}
                  />
                  <a href={agentPaths.agent(slug)} className={link}>
                    {name}
                  </a>
                </>
              ) : (
                <span className="pl-6">{name} (no page yet)</span>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      <p className="flex flex-wrap items-center gap-3">
        {ready ? (
          <a
            href={agentPaths.compareOf(chosen)}
            className="inline-flex h-9 items-center rounded-md bg-primary px-3 font-medium text-primary-foreground hover:bg-primary/90"
          >
            Compare {chosen.length} agents
          </a>
        ) : null}
        <span aria-live="polite" className="text-muted-foreground">
          {chosen.length === 0
            ? ""
            : chosen.length === 1
              ? "1 ticked: tick at least one more to compare."
              : chosen.length >= MAX
                ? `${MAX} ticked (the most that fit side by side).`
                : `${chosen.length} ticked.`}
        </span>
        <a href={agentPaths.agents} className={link}>
          All agents and models
        </a>
      </p>
    </section>
  );
}
