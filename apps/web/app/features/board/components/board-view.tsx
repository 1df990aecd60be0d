import { BoardGroups, type Group } from "@/components/benchmark/board-groups";
import { EditionDatesLine } from "@/components/benchmark/edition-dates-line";
import { EditionHistory } from "@/components/benchmark/edition-history";
import { EvaluationCard, Notes } from "@/components/benchmark/evaluation-card";
import { LazyBadgeEmbed } from "@/components/benchmark/lazy-badge-embed";
import { LeaderStrip, type Leader } from "@/components/benchmark/leader-strip";
import {
  SubmitContact,
  UseThisDataParts,
} from "@/components/benchmark/resources";
import { ExternalLink } from "@/components/external-link";
import { LeaderboardTable } from "@/components/leaderboard/leaderboard-table";
import { PageHeader, Section } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { agentHref } from "@/data/agent-links";
import { rankingOf, type GenericEdition } from "@/data/board-edition";
import type { BoardDefinition } from "@/data/board-registry";
import type { BoardTasks, GenericBoard } from "@/data/schema";
import { contentText } from "@/i18n/content-text";
import { useLocale, useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { localizedPath, type Locale } from "@/i18n/locales";
import { Msg } from "@/i18n/msg";
import { editionEntryName } from "@/lib/data-api/entry-names";
import type { FrontierBoard } from "@/lib/data-api/frontier-types";
import { boardTitle } from "@/lib/data-api/urls";
import { modeIn } from "@/lib/entry-mode";
import { MISSING } from "@/lib/format";
import { headlineText } from "@/lib/headline";
import { leaderPlaces, type LeaderPlace } from "@/lib/leader-places";
import { referenceNameIn } from "@/lib/reference-name";

import {
  numberedTexts,
  tableLabelOf,
  useBoardText,
  type BoardText,
} from "../lib/board-texts";
import { BoardTaskTable } from "../sections/task-table";
import {
  isPrerendered,
  namesSection,
  SectionsUnderTable,
  sectionsUnderTable,
} from "./board-sections";
import {
  agentNamesOf,
  editionColumns,
  groupName,
  type TableRow,
} from "./edition-columns";
import { ProgressOverTime } from "./progress-over-time";

// Every board's page: everything on it comes from the board's definition (fields, order, tie rule, summary, the
// sections it names), its editions and its own texts in the catalogs (board-texts.ts). `edition` given: that
// edition's permanent page, titled with it; otherwise the newest.

const trackBadge = {
  agi: { variant: "agi", label: "board.trackAgi" },
  profession: { variant: "profession", label: "board.trackProfession" },
} as const;

function EditionLinks({
  board,
  editions,
  shown,
}: {
  board: BoardDefinition;
  editions: readonly string[];
  shown: string;
}) {
  const t = useT();
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

/** The edition's top three places (lib/leader-places.ts), each entry linked to its agent page in the page's language. */
function editionLeaders(
  edition: GenericEdition,
  locale: Locale,
): LeaderPlace<Leader>[] {
  const { board } = edition;
  const agentNames = agentNamesOf(board.slug);
  const entryName = editionEntryName(edition.rows);
  return leaderPlaces<Leader>(
    edition.rows.map((row) => {
      const value = row[board.headlineField];
      return {
        rank: row.rank,
        // The tie value as the table's rank column reads it: a number, or a published band.
        value:
          typeof value === "number" || typeof value === "string" ? value : null,
        entry: {
          label: row.agent,
          href: localizedPath(
            agentHref(board.slug, agentNames, entryName(row)),
            locale,
          ),
          value: headlineText(board, value),
        },
      };
    }),
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

function EditionTable({
  edition,
  text,
}: {
  edition: GenericEdition;
  text: BoardText;
}) {
  const t = useT();
  const locale = useLocale();
  const { board } = edition;
  const title = boardTitle(board.slug, board);
  const { rows, name, columns, nameHeader, hasGroup, hasMode } = editionColumns(
    edition,
    t,
    locale,
  );
  return (
    <LeaderboardTable
      label={tableLabelOf(text, t, board, edition.edition)}
      caption={
        text("caption", { edition: edition.edition }) ??
        t("board.caption", {
          title: board.title,
          edition: edition.edition,
        })
      }
      rows={rows}
      rowKey={(row) =>
        `${row.rank === null ? "reference" : "entry"}:${row.entry.agent}:${row.entry.mode ?? ""}`
      }
      rank={(row) => row.rank}
      name={name}
      columns={columns}
      search={{
        label: edition.entryLabel
          ? t("leaderboard.filterEntryOrCompany", {
              entry: nameHeader.toLocaleLowerCase(locale),
            })
          : t("leaderboard.filterAgentOrCompany"),
        // A reference row is found by the name it shows too (成年人 on a Chinese page).
        fields: (row) => [
          row.entry.agent,
          row.rank === null ? referenceNameIn(row.entry.agent, locale) : null,
          row.entry.company,
          row.entry.mode,
          row.entry.mode ? modeIn(row.entry.mode, locale) : null,
        ],
      }}
      facets={[
        {
          key: "company",
          label: t("leaderboard.company"),
          allLabel: t("leaderboard.allCompanies"),
          value: (row) => row.entry.company ?? null,
        },
        ...(hasGroup
          ? [
              {
                key: "group" as const,
                label: t("leaderboard.group"),
                allLabel: t("leaderboard.allGroups"),
                value: (row: TableRow) => row.entry.group ?? null,
                optionLabel: (group: string) => groupName(group, t),
              },
            ]
          : []),
        ...(hasMode
          ? [
              {
                key: "mode" as const,
                label: t("leaderboard.mode"),
                allLabel: t("leaderboard.allModes"),
                value: (row: TableRow) => row.entry.mode ?? null,
              },
            ]
          : []),
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

/**
 * What the table's figures can claim, said once under it (issue 37): the board's uncertainty (a band's width, no
 * interval for averages without per-task scores, or what ± is) and where each reference row comes from.
 */
function TableNotes({ edition }: { edition: GenericEdition }) {
  const t = useT();
  const locale = useLocale();
  const runs = spreadRuns(edition);
  const references = edition.reference ?? [];
  const { board } = edition;
  const headlineKind = board.fields.find(
    (field) => field.key === board.headlineField,
  )?.kind;
  // Averages of scores with no spread and no per-task scores: no interval can be said (the profession boards).
  const noInterval = runs.length === 0 && headlineKind === "score";
  // A band's uncertainty is its width (DeepSearch).
  const band = headlineKind === "band";
  if (runs.length === 0 && references.length === 0 && !noInterval && !band)
    return null;
  return (
    <div className="mt-4 space-y-1 text-sm text-muted-foreground">
      {band ? <p>{t("benchmark.bandUncertainty")}</p> : null}
      {noInterval ? <p>{t("benchmark.noInterval")}</p> : null}
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
            name: referenceNameIn(reference.agent, locale),
            source: reference.source,
          })}
        </p>
      ))}
    </div>
  );
}

/** The edition's provenance: its id, release date, task count, sources and notes. */
function AboutEdition({ edition }: { edition: GenericEdition }) {
  const t = useT();
  const locale = useLocale();
  const { board } = edition;
  const notes = contentText(locale, edition.notes, edition.notesZh);
  return (
    <Section title={t("board.aboutEdition")} id="about-edition" level={3}>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <dt className="font-medium">{t("board.edition")}</dt>
        <dd>{edition.edition}</dd>
        <dt className="font-medium">{t("board.released")}</dt>
        <dd>{edition.released ?? MISSING}</dd>
        {board.taskCount ? (
          <>
            <dt className="font-medium">{t("board.tasks")}</dt>
            <dd>{board.taskCount}</dd>
          </>
        ) : null}
        <dt className="font-medium">{t("board.sources")}</dt>
        <dd className="min-w-0">
          {/* Source addresses are long words: they wrap anywhere rather than widen the page at 375 px. */}
          <ul className="[overflow-wrap:anywhere]">
            {edition.source.map((source) => (
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
        // The edition's provenance notes are long: a native disclosure (works without JavaScript) keeps the
        // page short. They quote addresses: long words wrap rather than widen the page at 375 px.
        <details className="mt-4 max-w-3xl">
          <summary className="cursor-pointer font-medium">
            {t("board.editionNotes")}
          </summary>
          <p className="mt-2 [overflow-wrap:anywhere] text-muted-foreground">
            {notes}
          </p>
        </details>
      ) : null}
    </Section>
  );
}

/**
 * The Method group: the board's notes and evaluation card (the section "evaluation-card", with the task table
 * inside it where named), then the edition's provenance.
 */
function MethodParts({
  edition,
  text,
  tasks,
}: {
  edition: GenericEdition;
  text: BoardText;
  tasks: BoardTasks | undefined;
}) {
  const { board } = edition;
  const notes = namesSection(board, "evaluation-card")
    ? numberedTexts(text, "note")
    : [];
  const facts = numberedTexts(text, "fact").map((term, index) => ({
    term,
    detail: text(`fact${index + 1}Detail`) ?? MISSING,
  }));
  const taskTable =
    tasks && namesSection(board, "task-table") ? (
      <BoardTaskTable board={board} tasks={tasks} />
    ) : null;
  const card = namesSection(board, "evaluation-card") ? (
    <EvaluationCard facts={facts} className="" level={3}>
      {taskTable}
    </EvaluationCard>
  ) : null;
  return (
    <div className="space-y-8">
      {notes.length > 0 ? (
        // Side by side from 1024 px: the group reads in about half the height of a single column.
        <div className="grid gap-8 lg:grid-cols-2 lg:gap-10">
          <Notes items={notes} className="" level={3} />
          {card}
        </div>
      ) : (
        card
      )}
      <AboutEdition edition={edition} />
    </div>
  );
}

/** An edition's file as a board's page is given it: its id and its data. */
export type EditionFile = { edition: string; data: GenericBoard };

/**
 * A board's page from what it is given: the board's definition, the ids of its editions (newest first), the files
 * of the edition shown and of the one before it (the route's loader gives them, so the page's JavaScript carries
 * no board data), and its tasks. In the order a reader asks (issue 37): what the board is and when it was
 * measured, who leads, the table; then Charts, Method, Data & cite.
 */
export function BoardView({
  board,
  edition,
  editions,
  editionFiles,
  tasks,
  frontier,
}: {
  board: BoardDefinition;
  /** The edition of an edition's permanent page; the newest on the board's own page. */
  edition?: string;
  editions: readonly string[];
  editionFiles: readonly EditionFile[];
  /** The board's tasks (the section "task-table"). */
  tasks?: BoardTasks;
  /** The board's best published value per edition by date (its route's loader; none in a draft's preview). */
  frontier?: FrontierBoard;
}) {
  const t = useT();
  const text = useBoardText(board.slug);
  const editionAt = (id: string | undefined): GenericEdition | undefined => {
    const file = editionFiles.find((candidate) => candidate.edition === id);
    return file ? { ...file.data, board, edition: file.edition } : undefined;
  };
  const shown = editionAt(edition ?? editions[0]);
  const previousId = shown
    ? editions[editions.indexOf(shown.edition) + 1]
    : undefined;
  const previous = editionAt(previousId);
  const track = trackBadge[board.track === "profession" ? "profession" : "agi"];
  const title = boardTitle(board.slug, board);
  // The board's CMS texts in the page's language (English where the CMS has no Chinese one).
  const locale = useLocale();
  const summary =
    text("intro") ?? contentText(locale, board.summary, board.summaryZh);
  const tieRule = contentText(locale, board.tieRule, board.tieRuleZh);
  // How this edition was measured, said under its table.
  const editionSummary = contentText(
    locale,
    shown?.summary ?? null,
    shown?.summaryZh,
  );
  const paper = text("paper");
  const dataset = text("dataset");
  const useThisData = namesSection(board, "use-this-data");
  // Charts draw after hydration (their code is not in the page's first JavaScript): before it, and with
  // JavaScript off, the group and its link are not there rather than an empty heading, unless a section of
  // tables in the prerendered HTML (subtypes, where models fail) is in it.
  const chartSections = shown
    ? sectionsUnderTable({ edition: shown, previous })
    : [];
  // Progress over time: a table in the prerendered HTML, first in the Charts group.
  const progress =
    frontier && frontier.editions.length > 0 ? (
      <ProgressOverTime frontier={frontier} />
    ) : null;
  const charts = chartSections.length > 0 || progress !== null;
  const groups: Group[] = shown
    ? [
        ...(charts
          ? [
              {
                id: "charts",
                title: t("benchmark.charts"),
                afterHydration:
                  progress === null && !chartSections.some(isPrerendered),
                content: (
                  <>
                    {progress}
                    <SectionsUnderTable edition={shown} previous={previous} />
                  </>
                ),
              },
            ]
          : []),
        {
          id: "method",
          title: t("benchmark.method"),
          content: <MethodParts edition={shown} text={text} tasks={tasks} />,
        },
        {
          id: "data",
          title: t("benchmark.dataCite"),
          content: (
            <>
              <UseThisDataParts
                datasetName={useThisData ? dataset : undefined}
                openSource={useThisData && dataset !== undefined}
                citation={useThisData}
              />
              <LazyBadgeEmbed
                board={board.slug}
                title={title}
                edition={shown.edition}
                rows={shown.rows}
                name={editionEntryName(shown.rows)}
                pagePath={
                  edition && edition !== editions[0]
                    ? `${board.route}/${edition}`
                    : undefined
                }
              />
            </>
          ),
        },
      ]
    : [];
  return (
    <>
      <PageHeader
        eyebrow={
          <Badge variant={track.variant}>
            {text("eyebrow") ??
              `${t(track.label)} · ${contentText(locale, board.title, board.titleZh)}`}
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
      {shown ? (
        <LeaderStrip
          places={editionLeaders(shown, locale)}
          tieStatement={tieRule}
        />
      ) : null}
      <Section title={t("benchmark.leaderboard")} id="leaderboard">
        {shown ? (
          <>
            <EditionLinks
              board={board}
              editions={editions}
              shown={shown.edition}
            />
            <EditionTable edition={shown} text={text} />
            {/* How this edition was measured: the table's first note (the table itself follows the leader strip). */}
            {editionSummary || paper ? (
              <p className="mt-4 max-w-3xl text-muted-foreground">
                {editionSummary}
                {/* Chinese sentences follow each other without a space. */}
                {editionSummary && paper && locale === "en" ? " " : ""}
                {paper ? (
                  <Msg
                    id="board.readPaper"
                    components={{
                      0: <ExternalLink href={paper}>{null}</ExternalLink>,
                    }}
                  />
                ) : null}
              </p>
            ) : null}
            <TableNotes edition={shown} />
            <EditionHistory
              current={rankingOf(shown)}
              previous={previous ? rankingOf(previous) : undefined}
            />
          </>
        ) : (
          <p>{t("board.noEdition")}</p>
        )}
      </Section>
      <BoardGroups groups={groups} />
      <SubmitContact title={t("benchmark.submitTitle")}>
        {text("submitText") ??
          t("board.submitText", { board: board.title.toLowerCase() })}
      </SubmitContact>
    </>
  );
}
