import { SCIENCE_QA } from "@evergreen/boards";

import type { Correction } from "../../app/data/changes";
import type {
  GenericBoard,
  GenericRow,
  ReferenceRow,
} from "../../app/data/schema";
import { badgeEntries, entryName } from "../../app/lib/data-api/badge-entries";
import {
  editionEntryName,
  entryKeyOf,
} from "../../app/lib/data-api/entry-names";
import { boardTitle, type BoardId } from "../../app/lib/data-api/urls";
import { editionDates, type EditionDates } from "../../app/lib/edition-dates";
import { editionFields } from "../../app/lib/edition-fields";
import { formatScore } from "../../app/lib/format";
import { headlineText } from "../../app/lib/headline";
import {
  intervalMethodOf,
  SCIENCEQA_INTERVAL,
  SCIENCEQA_QUESTIONS,
  wilsonInterval,
  type IntervalMethod,
} from "../../app/lib/interval";
import { sharedRanks } from "../../app/lib/ties";
import { readBoardFiles, type BoardFiles } from "../board-files";
import type { BoardDefinition } from "../boards-source";
import type { FieldMeta } from "./schema";
import {
  loadScienceQaSnapshot,
  SCIENCEQA_SNAPSHOT_NOTE,
} from "./scienceqa-snapshot";

// Every board edition of the data API, described from the typed data the pages render. Field keys,
// labels, units and descriptions follow the pages' columns and downloads (boards.test.ts checks
// them against the columns); values are the published ones, never converted.

type Value = string | number | null;

type Field<Row> = Omit<
  FieldMeta,
  | "labelZh"
  | "unit"
  | "unitZh"
  | "description"
  | "descriptionZh"
  | "lowerIsBetter"
  | "derivedFrom"
> & {
  /** The Chinese texts; each falls back to the English one when absent (never blank). */
  labelZh?: string;
  unit?: string;
  unitZh?: string;
  description?: string;
  descriptionZh?: string;
  lowerIsBetter?: boolean;
  derivedFrom?: string;
  subtypeOf?: string;
  value: (row: Row) => Value;
};

/** One board edition, its rows already reduced to published values. */
export type BoardEdition = {
  board: BoardId;
  edition: string;
  title: string;
  page: string;
  provenance: {
    source: readonly string[];
    retrieved: string;
    released: string | null;
    edition: string;
    editionZh: string;
    notes: string | null;
    notesZh: string | null;
    snapshot: string | null;
  };
  fields: FieldMeta[];
  headline: string;
  /** The edition's release and its entries' published evaluation dates (what its pages and the frontier say). */
  dates: EditionDates;
  /** How uncertain the board's values are, as far as it can be said (lib/interval.ts). */
  interval: {
    method: "wilson" | "band" | "none";
    level: number | null;
    questions: number | null;
    description: string;
  };
  /** Public corrections to this edition (the CMS's change records), oldest first. */
  corrections: Omit<Correction, "board" | "editionId">[];
  rows: {
    rank: number;
    tied: boolean;
    name: string;
    slug: string;
    badge: string;
    headline: string;
    values: Record<string, Value>;
    /** The published ± of some values: standard deviation over `runs` runs (never an interval). */
    spread?: Spreads;
  }[];
  /** Rows that are not ranked entries (adult humans, a baseline), each with its source; never in `rows`. */
  reference: {
    name: string;
    source: string;
    values: Record<string, Value>;
    spread?: Spreads;
  }[];
};

type Spreads = Record<string, { std: number; runs: number }>;

type Definition<Row> = {
  board: BoardId;
  edition: string;
  title: string;
  page: string;
  data: {
    source: readonly string[];
    retrieved: string;
    released?: string | null;
    edition: string;
    editionZh?: string;
    notes?: string;
    notesZh?: string;
    rows: readonly Row[];
  };
  snapshot?: string;
  interval: IntervalMethod;
  rank: (row: Row) => number;
  name: (row: Row) => string;
  fields: readonly Field<Row>[];
  spread?: (row: Row) => Spreads | undefined;
  /** Reference rows, already reduced to published values (never ranked). */
  reference?: BoardEdition["reference"];
  headline: { key: string; text: (row: Row) => string };
};

function defineBoard<Row>(definition: Definition<Row>): BoardEdition {
  const { board, edition, data, fields } = definition;
  const ranks = data.rows.map(definition.rank);
  const tied = sharedRanks(ranks);
  const entries = badgeEntries(
    board,
    edition,
    data.rows.map((row) => ({
      name: definition.name(row),
      rank: definition.rank(row),
    })),
  );
  return {
    board,
    edition,
    title: definition.title,
    page: definition.page,
    provenance: {
      source: data.source,
      retrieved: data.retrieved,
      released: data.released ?? null,
      edition: data.edition,
      editionZh: data.editionZh ?? data.edition,
      notes: data.notes ?? null,
      notesZh: data.notesZh ?? data.notes ?? null,
      snapshot: definition.snapshot ?? null,
    },
    fields: fields.map((field) => ({
      key: field.key,
      label: field.label,
      labelZh: field.labelZh ?? field.label,
      type: field.type,
      unit: field.unit ?? null,
      unitZh: field.unitZh ?? field.unit ?? null,
      description: field.description ?? null,
      descriptionZh: field.descriptionZh ?? field.description ?? null,
      lowerIsBetter: field.lowerIsBetter ?? false,
      derivedFrom: field.derivedFrom ?? null,
      ...(field.subtypeOf ? { subtypeOf: field.subtypeOf } : {}),
    })),
    headline: definition.headline.key,
    dates: editionDates(
      edition,
      data.released,
      // Every board file names an entry's evaluation date `evaluation_date`, where it publishes one.
      data.rows.map((row) =>
        typeof row === "object" && row !== null
          ? Reflect.get(row, "evaluation_date")
          : null,
      ),
    ),
    interval: { ...definition.interval },
    corrections: [],
    reference: definition.reference ?? [],
    rows: data.rows.map((row, index) => ({
      rank: ranks[index]!,
      tied: tied.has(ranks[index]!),
      name: entries[index]!.name,
      slug: entries[index]!.slug,
      badge: entries[index]!.badge,
      headline: definition.headline.text(row),
      values: Object.fromEntries(
        fields.map((field) => [field.key, field.value(row)]),
      ),
      ...(definition.spread?.(row) ? { spread: definition.spread(row) } : {}),
    })),
  };
}

/** SCIENCEQA_INTERVAL.description in Chinese (the glossary's 置信区间, 并列). */
const WILSON_ZH =
  "针对 100 道题的基准计算的 95% Wilson 得分区间，将得分视为 100 道题中答对的比例（z = 1.96）。由于没有逐题结果，这是题目抽样方差的上界：每题 5 次运行只会使其变窄。两个条目的区间重叠时即为统计意义上的并列。";

/** A bound of the score's 95% Wilson interval (100 questions), to 0.1 as the page prints it. */
function roundedBound(score: number, end: "low" | "high"): number | null {
  const interval = wilsonInterval(score, SCIENCEQA_QUESTIONS);
  return interval ? Math.round(interval[end] * 10) / 10 : null;
}

/** "75+" -> 75: the band's lower bound, exactly as printed. */
export function bandLowerBound(band: string): number | null {
  const match = /^(\d+)\+$/.exec(band);
  return match ? Number(match[1]) : null;
}

const text = (key: string, label: string, labelZh: string) =>
  ({ key, label, labelZh, type: "string" }) as const;

// The names columns in Chinese (apps/web/app/i18n/glossary.json's terms); the names in them stay as published.
const agentField = text("agent", "Agent", "智能体");
const companyField = text("company", "Company", "公司");

/**
 * A board field as its definition in the CMS describes it (label, unit, description, direction): one place
 * for what the data API, the downloads and (through the column tests) the pages say about a field.
 */
function definedField(
  definition: BoardDefinition,
  key: string,
): Omit<Field<never>, "value"> {
  const field = definition.fields.find((candidate) => candidate.key === key);
  if (!field) {
    throw new Error(
      `boards.json: board "${definition.slug}" has no field "${key}"`,
    );
  }
  return {
    key,
    label: field.label,
    labelZh: field.labelZh,
    type:
      field.kind === "score" || field.kind === "number" ? "number" : "string",
    unit: field.unit ?? undefined,
    unitZh: field.unitZh,
    description: field.description ?? undefined,
    descriptionZh: field.descriptionZh,
    lowerIsBetter: field.lowerIsBetter,
    ...(field.parent ? { subtypeOf: field.parent } : {}),
  };
}

/** A value of a generic board's row by its field key, as published (flags as "Yes"/"No"). */
const valueAt = (row: GenericRow | ReferenceRow, key: string): Value => {
  const value = row[key];
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return value ?? null;
};

const evaluationDate = text("evaluation_date", "Evaluation Date", "评测日期");

/** The name column's key and texts: "agent", or what the edition says its entries are ("Product": `product`). */
function nameField(data: GenericBoard) {
  if (!data.entryLabel) return agentField;
  return text(
    entryKeyOf(data.entryLabel),
    data.entryLabel,
    data.entryLabelZh ?? data.entryLabel,
  );
}

/**
 * A band field's lower bound ("35+" gives 35), a helper parsed from the published band and said to be one, so a
 * client can sort and chart the band as a number.
 */
function lowerBoundField(field: BoardDefinition["fields"][number]) {
  const labelZh = field.labelZh ?? field.label;
  return {
    key: `${field.key}_lower_bound`,
    label: `${field.label}, lower bound`,
    labelZh: `${labelZh}下限`,
    type: "number",
    unit: "%",
    description: `The number in the published band ('35+' gives 35): a helper parsed from ${field.key}, not a separate figure.`,
    descriptionZh: `已公布分档中的数字（“35+”即 35）：从${labelZh}解析出的辅助值，并非单独公布的数据。`,
    derivedFrom: field.key,
  } as const;
}

/**
 * One edition of a board, from its definition alone: the name (and mode, where entries have one), company, then
 * the board's fields in order (a band field followed by its lower bound), then the evaluation date where the
 * edition has one. A field added to the board in the CMS is a new key here after the next publish.
 */
function boardEdition(
  definition: BoardDefinition,
  edition: string,
  data: GenericBoard,
): BoardEdition {
  const all = [...data.rows, ...(data.reference ?? [])];
  const hasMode = all.some((row) => row.mode);
  const hasGroup = all.some((row) => row.group);
  const hasDate = all.some((row) => row.evaluation_date);
  const name = editionEntryName(data.rows);
  const published = editionFields(definition, all);
  const fields: Field<GenericRow>[] = [
    { ...nameField(data), value: (row) => row.agent },
    ...(hasMode
      ? [
          {
            ...text("mode", "Mode", "模式"),
            value: (row: GenericRow) => row.mode ?? null,
          },
        ]
      : []),
    { ...companyField, value: (row) => row.company },
    ...(hasGroup
      ? [
          {
            ...text("group", "Group", "分组"),
            value: (row: GenericRow) => row.group ?? null,
          },
        ]
      : []),
    ...published.flatMap((field) => [
      {
        ...definedField(definition, field.key),
        value: (row: GenericRow) => valueAt(row, field.key),
      },
      ...(field.kind === "band"
        ? [
            {
              ...lowerBoundField(field),
              value: (row: GenericRow) => {
                const band = row[field.key];
                return typeof band === "string" ? bandLowerBound(band) : null;
              },
            },
          ]
        : []),
    ]),
    ...(hasDate
      ? [
          {
            ...evaluationDate,
            value: (row: GenericRow) => row.evaluation_date ?? null,
          },
        ]
      : []),
  ];
  return defineBoard({
    board: definition.slug,
    edition,
    title: boardTitle(definition.slug, definition),
    page: `${definition.route}/${edition}`,
    data,
    interval: intervalMethodOf({
      headlineKind: definition.fields.find(
        (field) => field.key === definition.headlineField,
      )?.kind,
      taskCount: definition.taskCount,
      hasSpread: all.some((row) => Object.keys(row.spread ?? {}).length > 0),
    }),
    rank: (row) => row.rank,
    name,
    headline: {
      key: definition.headlineField,
      text: (row) => headlineText(definition, row[definition.headlineField]),
    },
    spread: (row) => row.spread,
    reference: (data.reference ?? []).map((row) => ({
      name: row.agent,
      source: row.source,
      values: Object.fromEntries([
        ...(hasMode ? [["mode", row.mode ?? null]] : []),
        ...(hasGroup ? [["group", row.group ?? null]] : []),
        ...published.map((field) => [field.key, valueAt(row, field.key)]),
      ]),
      ...(row.spread ? { spread: row.spread } : {}),
    })),
    fields,
  });
}

/**
 * Every board edition of the data API: every board's editions as `boardsDir` holds them (the
 * committed snapshot, or a CMS build's folder), newest first per board, then the ScienceQA snapshot.
 */
export function dataApiBoards(boardsDir?: string): BoardEdition[] {
  const files = readBoardFiles(boardsDir);
  return withCorrections(boardsOf(files), files.changes);
}

function withCorrections(
  boards: BoardEdition[],
  changes: BoardFiles["changes"],
): BoardEdition[] {
  return boards.map((edition) => ({
    ...edition,
    corrections: changes
      .filter(
        (change) =>
          change.board === edition.board &&
          change.editionId === edition.edition,
      )
      .map((change) => ({
        entry: change.entry,
        field: change.field,
        kind: change.kind,
        oldValue: change.oldValue,
        newValue: change.newValue,
        reason: change.reason,
        at: change.at,
      })),
  }));
}

function boardsOf(files: BoardFiles): BoardEdition[] {
  const scienceQa = loadScienceQaSnapshot();
  return [
    ...files.boards.flatMap(({ definition, editions }) =>
      editions.map(({ edition, data }) =>
        boardEdition(definition, edition, data),
      ),
    ),
    defineBoard({
      board: SCIENCE_QA.slug,
      edition: "latest",
      title: boardTitle(SCIENCE_QA.slug),
      page: SCIENCE_QA.route,
      data: scienceQa,
      snapshot: SCIENCEQA_SNAPSHOT_NOTE,
      interval: SCIENCEQA_INTERVAL,
      rank: (row) => row.rank,
      name: entryName.model,
      headline: { key: "score", text: (row) => formatScore(row.average_score) },
      fields: [
        { ...text("model", "Model", "模型"), value: (row) => row.model },
        { ...companyField, value: (row) => row.company },
        {
          key: "score",
          label: "Score",
          labelZh: "得分",
          type: "number",
          unit: "%",
          description: "Average score over 5 runs (0-100).",
          descriptionZh: "5 次运行的平均得分（0-100）。",
          value: (row) => row.average_score,
        },
        {
          key: "interval_low",
          label: "95% interval, low",
          labelZh: "95% 置信区间下限",
          type: "number",
          unit: "%",
          description: SCIENCEQA_INTERVAL.description,
          descriptionZh: WILSON_ZH,
          derivedFrom: "score",
          value: (row) => roundedBound(row.average_score, "low"),
        },
        {
          key: "interval_high",
          label: "95% interval, high",
          labelZh: "95% 置信区间上限",
          type: "number",
          unit: "%",
          description: SCIENCEQA_INTERVAL.description,
          descriptionZh: WILSON_ZH,
          derivedFrom: "score",
          value: (row) => roundedBound(row.average_score, "high"),
        },
        {
          key: "bon",
          label: "BoN (N=5)",
          labelZh: "BoN（N=5）",
          type: "number",
          unit: "%",
          description: "Best-of-5 score (0-100).",
          descriptionZh: "5 次运行中的最佳得分（0-100）。",
          value: (row) => row.bon_n5_score,
        },
        {
          key: "price_input",
          label: "API price, input",
          labelZh: "API 价格（输入）",
          type: "number",
          unit: "USD per 1M tokens",
          unitZh: "美元/百万 token",
          lowerIsBetter: true,
          value: (row) => row.api_price_input,
        },
        {
          key: "price_output",
          label: "API price, output",
          labelZh: "API 价格（输出）",
          type: "number",
          unit: "USD per 1M tokens",
          unitZh: "美元/百万 token",
          lowerIsBetter: true,
          value: (row) => row.api_price_output,
        },
        {
          key: "time_cost",
          label: "Time cost (s)",
          labelZh: "耗时（秒）",
          type: "number",
          unit: "seconds per question",
          unitZh: "秒/题",
          lowerIsBetter: true,
          value: (row) => row.time_cost_s_per_question,
        },
        { ...evaluationDate, value: (row) => row.evaluation_date },
      ],
    }),
  ];
}
