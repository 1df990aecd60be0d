import { SCIENCE_QA } from "@evergreen/boards";
import { useId, useState } from "react";

import { agentPaths } from "@/config/agent-paths";
import { agentIdentityOf, agentSlugOf, listedAgentSlug } from "@/data/agents";
import { useT } from "@/i18n/i18n";

const MAX = 4;

const link = "text-primary underline underline-offset-4";

/**
 * Under a board's table (loaded after hydration with the badge picker): each entry's agent page, and ticks to open
 * two to four of them in /compare. The board's uncertainty is said once, with its table (issue 37).
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
  const t = useT();
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  // The bundled boards' names all have pages (built from the same files); ScienceQA's live ranking may name a
  // model newer than the build, which has none yet.
  // Each agent by its one display name from the identity table (the name its page, /agents and /compare use);
  // the table above keeps the name the board published.
  const entries = names.map((published) => {
    const slug =
      board === SCIENCE_QA.slug
        ? listedAgentSlug(board, published)
        : agentSlugOf(board, published);
    return {
      name: (slug && agentIdentityOf(slug)?.name) ?? published,
      slug,
    };
  });
  const ready = chosen.length >= 2;
  const title =
    edition === "latest"
      ? t("benchmark.agentsOnBoard")
      : t("benchmark.agentsOnBoardEdition", { edition });
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="@container mt-6 space-y-3 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h3>
        <a href={agentPaths.agents} className={link}>
          {t("benchmark.allAgents")}
        </a>
      </div>
      <fieldset>
        <legend className="mb-2 text-muted-foreground">
          {t("benchmark.agentsLegend")}
        </legend>
        {/* Columns by the panel's own width: a third of the page on DeepSearch, the whole width on ScienceQA. */}
        <ul className="grid gap-x-6 gap-y-1.5 @xs:grid-cols-2 @2xl:grid-cols-3">
          {entries.map(({ name, slug }, index) => (
            <li key={`${name}-${index}`} className="flex items-center gap-2">
              {slug ? (
                <>
                  <input
                    type="checkbox"
                    checked={chosen.includes(slug)}
                    disabled={!chosen.includes(slug) && chosen.length >= MAX}
                    aria-label={t("benchmark.compareName", { name })}
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
                <span className="pl-6">{t("benchmark.noPage", { name })}</span>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
      {/* Empty (no height) until two names are ticked; the live region is there from the start. */}
      <p className="flex flex-wrap items-center gap-3">
        {ready ? (
          <a
            href={agentPaths.compareOf(chosen)}
            className="inline-flex h-9 items-center rounded-md bg-primary px-3 font-medium text-primary-foreground hover:bg-primary/90"
          >
            {t("benchmark.compareCount", { count: chosen.length })}
          </a>
        ) : null}
        <span aria-live="polite" className="text-muted-foreground">
          {chosen.length === 0
            ? ""
            : chosen.length === 1
              ? t("benchmark.tickedOne")
              : chosen.length >= MAX
                ? t("benchmark.tickedMax", { count: MAX })
                : t("benchmark.ticked", { count: chosen.length })}
        </span>
      </p>
    </section>
  );
}
