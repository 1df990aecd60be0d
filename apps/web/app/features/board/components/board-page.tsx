import { EditionDatesLine } from "@/components/benchmark/edition-dates-line";
import { EditionHistory } from "@/components/benchmark/edition-history";
import { LazyBadgeEmbed } from "@/components/benchmark/lazy-badge-embed";
import { SubmitContact } from "@/components/benchmark/resources";
import { ExternalLink } from "@/components/external-link";
import { AgentCell } from "@/components/leaderboard/agent-cell";
import { fieldColumn } from "@/components/leaderboard/field-column";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import agentSlugs from "@/data/agent-slugs.json";
import { editionsOf, type BoardDefinition } from "@/data/board-registry";
import {
  genericEdition,
  rankingOf,
  type GenericEdition,
} from "@/data/generic-boards";
import type { GenericRow, ReferenceRow } from "@/data/schema";
import { contentText } from "@/i18n/content-text";
import { useLocale, useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { boardTitle } from "@/lib/data-api/urls";
import { MISSING } from "@/lib/format";
import { placeReferenceRows } from "@/lib/reference-rows";

// The page of a board published in the CMS without a page of its own: everything on it comes from the
// board's definition (fields, order, tie rule, summary) and its editions. `edition` given: that edition's
// permanent page, titled with it; otherwise the newest.

const trackBadge = {
  agi: { variant: "agi", label: "board.trackAgi" },
  profession: { variant: "profession", label: "board.trackProfession" },
} as const;

function EditionLinks({
  board,
  shown,
}: {
  board: BoardDefinition;
  shown: string;
}) {
  const t = useT();
  const editions = editionsOf(board);
  return (
    <nav aria-label={t("board.editionsLabel")} className="mb-4 text-sm">
      <span className="mr-2 text-muted-foreground">
        {t("board.editionsIntro")}
      </span>
      <ul className="inline-flex flex-wrap gap-2">
        {editions.map((edition, index) => (
          <li key={edition}>
            <Link
              to={`${board.route}/${edition}`}
              aria-current={edition === shown ? "page" : undefined}
              className="rounded-md border border-border px-2 py-0.5 font-medium aria-[current=page]:border-primary aria-[current=page]:text-primary"
            >
              {edition}
              {index === 0 ? ` ${t("board.latest")}` : ""}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The board's listed names -> agent pages (agent-slugs.json, written from the identity table). */
function agentNamesOf(board: string): Readonly<Record<string, string>> {
  const names = Object.entries(agentSlugs).find(([key]) => key === board)?.[1];
  return names && !Array.isArray(names) ? names : {};
}

/** A row of the table: a ranked entry, or a reference row (rank null: not ranked). */
type TableRow = { rank: number | null; entry: GenericRow | ReferenceRow };

/** The table's rows in the board's order, each reference row at its score's position. */
function tableRows(edition: GenericEdition): TableRow[] {
  const { board } = edition;
  return placeReferenceRows<TableRow>(
    [...edition.rows]
      .sort((a, b) => a.rank - b.rank)
      .map((entry) => ({ rank: entry.rank, entry })),
    (edition.reference ?? []).map((entry) => ({ rank: null, entry })),
    (row) => row.entry[board.sortField],
    board.sortDirection,
  );
}

/** The run counts of the board's spreads: one number when every ± is over as many runs. */
function spreadRuns(edition: GenericEdition): number[] {
  const runs = new Set<number>();
  for (const entry of [...edition.rows, ...(edition.reference ?? [])])
    for (const spread of Object.values(entry.spread ?? {}))
      runs.add(spread.runs);
  return [...runs];
}

function EditionTable({ edition }: { edition: GenericEdition }) {
  const t = useT();
  const locale = useLocale();
  const { board } = edition;
  const title = boardTitle(board.slug, board);
  const [headline, ...others] = [
    ...board.fields.filter((field) => field.key === board.headlineField),
    ...board.fields.filter((field) => field.key !== board.headlineField),
  ];
  const rows = tableRows(edition);
  const name = (row: TableRow) => row.entry.agent;
  const agentNames = agentNamesOf(board.slug);
  // A field's column carries spreads only when some row publishes one for it (its downloads gain _std and _runs).
  const spreadOf = (key: string) =>
    rows.some((row) => row.entry.spread?.[key])
      ? (row: TableRow) => row.entry.spread?.[key]
      : undefined;
  return (
    <LeaderboardTable
      label={t("board.tableLabel", {
        title: board.title,
        edition: edition.edition,
      })}
      caption={t("board.caption", {
        title: board.title,
        edition: edition.edition,
      })}
      rows={rows}
      rowKey={(row) =>
        `${row.rank === null ? "reference" : "entry"}:${name(row)}:${row.entry.mode ?? ""}`
      }
      rank={(row) => row.rank}
      name={{
        id: "agent",
        header: t("leaderboard.agent"),
        value: name,
        cell: (row) => (
          <>
            {row.rank === null ? (
              row.entry.agent
            ) : (
              <AgentCell
                board={board.slug}
                names={agentNames}
                name={row.entry.agent}
              />
            )}
            {row.entry.mode ? (
              <span className="block text-xs font-normal text-muted-foreground">
                {row.entry.mode}
              </span>
            ) : null}
          </>
        ),
        sort: "text",
      }}
      columns={[
        {
          id: "company",
          header: t("leaderboard.company"),
          value: (row) => row.entry.company ?? null,
          sort: "text",
        },
        ...(headline
          ? [
              fieldColumn<TableRow>(
                headline,
                (row) => row.entry[headline.key],
                {
                  primary: true,
                  name,
                  t,
                  locale,
                  spread: spreadOf(headline.key),
                },
              ),
            ]
          : []),
        ...others.map((field) =>
          fieldColumn<TableRow>(field, (row) => row.entry[field.key], {
            name,
            t,
            locale,
            spread: spreadOf(field.key),
          }),
        ),
      ]}
      search={{
        label: t("leaderboard.filterAgentOrCompany"),
        fields: (row) => [row.entry.agent, row.entry.company, row.entry.mode],
      }}
      facets={[
        {
          key: "company",
          label: t("leaderboard.company"),
          allLabel: t("leaderboard.allCompanies"),
          value: (row) => row.entry.company ?? null,
        },
      ]}
      info={{
        board: title,
        edition: edition.edition,
        slug: `${board.slug}-${edition.edition}`,
        sources: edition.source,
        retrieved: edition.retrieved,
      }}
    />
  );
}

/** What the table's ± means (std over the runs, never a confidence interval) and where each reference row comes from. */
function TableNotes({ edition }: { edition: GenericEdition }) {
  const t = useT();
  const runs = spreadRuns(edition);
  const references = edition.reference ?? [];
  if (runs.length === 0 && references.length === 0) return null;
  return (
    <div className="mt-4 space-y-1 text-sm text-muted-foreground">
      {runs.length > 0 ? (
        <p>
          {runs.length === 1
            ? t("board.spreadNote", { runs: runs[0]! })
            : t("board.spreadNoteRuns")}
        </p>
      ) : null}
      {references.map((reference) => (
        <p key={reference.agent}>
          {t("board.referenceNote", {
            name: reference.agent,
            source: reference.source,
          })}
        </p>
      ))}
    </div>
  );
}

export function BoardPage({
  board,
  edition,
}: {
  board: BoardDefinition;
  edition?: string;
}) {
  const t = useT();
  const editions = editionsOf(board);
  const shown = genericEdition(board, edition ?? editions[0]);
  const previousId = shown
    ? editions[editions.indexOf(shown.edition) + 1]
    : undefined;
  const previous = genericEdition(board, previousId);
  const track = trackBadge[board.track === "profession" ? "profession" : "agi"];
  const title = boardTitle(board.slug, board);
  // The board's CMS texts in the page's language (English where the CMS has no Chinese one).
  const locale = useLocale();
  const summary = contentText(locale, board.summary, board.summaryZh);
  const tieRule = contentText(locale, board.tieRule, board.tieRuleZh);
  const notes = contentText(locale, shown?.notes, shown?.notesZh);
  // What a reader should know first about this edition (how it was measured), shown with its table.
  const editionSummary = contentText(
    locale,
    shown?.summary ?? null,
    shown?.summaryZh,
  );
  return (
    <>
      <PageHeader
        eyebrow={
          <Badge variant={track.variant}>
            {t(track.label)} · {contentText(locale, board.title, board.titleZh)}
          </Badge>
        }
        title={edition ? `${title} ${edition}` : title}
      >
        {summary ? <p>{summary}</p> : null}
        {shown ? (
          <EditionDatesLine
            edition={shown}
            newest={shown.edition === editions[0]}
          />
        ) : null}
      </PageHeader>
      <Section title={t("benchmark.leaderboard")} id="leaderboard">
        {shown ? (
          <>
            <EditionLinks board={board} shown={shown.edition} />
            {editionSummary ? (
              <p className="mb-4 max-w-3xl text-muted-foreground">
                {editionSummary}
              </p>
            ) : null}
            <EditionTable edition={shown} />
            <TableNotes edition={shown} />
            {tieRule ? (
              <p className="mt-4 text-sm text-muted-foreground">{tieRule}</p>
            ) : null}
            <EditionHistory
              current={rankingOf(shown)}
              previous={previous ? rankingOf(previous) : undefined}
            />
            <LazyBadgeEmbed
              board={board.slug}
              edition={shown.edition}
              rows={shown.rows}
              name={(row) => row.agent}
            />
          </>
        ) : (
          <p>{t("board.noEdition")}</p>
        )}
      </Section>
      {shown ? (
        <Section title={t("board.aboutEdition")} id="about-edition">
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium">{t("board.edition")}</dt>
            <dd>{shown.edition}</dd>
            <dt className="font-medium">{t("board.released")}</dt>
            <dd>{shown.released ?? MISSING}</dd>
            {board.taskCount ? (
              <>
                <dt className="font-medium">{t("board.tasks")}</dt>
                <dd>{board.taskCount}</dd>
              </>
            ) : null}
            <dt className="font-medium">{t("board.sources")}</dt>
            <dd className="min-w-0">
              {/* A source is often a long URL: it wraps instead of widening a phone's page. */}
              <ul className="[overflow-wrap:anywhere]">
                {shown.source.map((source) => (
                  <li key={source}>
                    {/^https?:\/\//.test(source) ? (
                      <ExternalLink href={source}>{source}</ExternalLink>
                    ) : (
                      source
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
          {notes ? (
            <p className="mt-4 max-w-3xl text-muted-foreground">{notes}</p>
          ) : null}
        </Section>
      ) : null}
      <SubmitContact title={t("benchmark.submitTitle")}>
        {t("board.submitText", { board: board.title.toLowerCase() })}
      </SubmitContact>
    </>
  );
}
