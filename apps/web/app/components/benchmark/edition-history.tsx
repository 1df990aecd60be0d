import { lazy } from "react";

import { AfterHydration } from "@/components/after-hydration";
import { correctionsOf, type Correction } from "@/data/changes";
import { useT } from "@/i18n/i18n";
import { Msg } from "@/i18n/msg";
import type { EditionRanking } from "@/lib/data-api/movement";
import { MISSING } from "@/lib/format";

// The movement needs the alias table and its own code: loaded after hydration, like the charts, to keep
// the pages' first load small. The corrections are part of the prerendered page.
const EditionMovement = lazy(() =>
  import("./edition-movement").then((module) => ({
    default: module.EditionMovement,
  })),
);

/** A recorded value: the CMS keeps a changed field's value as `{ value }`. */
const valueText = (value: unknown): string => {
  if (value === null || value === undefined) return MISSING;
  if (typeof value !== "object") return String(value);
  return "value" in value ? valueText(value.value) : JSON.stringify(value);
};

function CorrectionItem({ change }: { change: Correction }) {
  const t = useT();
  const values = {
    entry: change.entry,
    from: valueText(change.oldValue),
    to: valueText(change.newValue),
  };
  const what =
    change.kind === "added"
      ? t("benchmark.correctionAdded", values)
      : change.kind === "removed"
        ? t("benchmark.correctionRemoved", values)
        : change.field
          ? t("benchmark.correctionFieldChanged", {
              ...values,
              field: change.field,
            })
          : t("benchmark.correctionChanged", values);
  return (
    <li>
      <Msg
        id="benchmark.correction"
        values={{ date: change.at.slice(0, 10), what, reason: change.reason }}
        components={{ 0: <time dateTime={change.at} /> }}
      />
    </li>
  );
}

/**
 * Under an edition's table: what moved since the previous edition and the corrections made to this
 * edition since it was published.
 */
export function EditionHistory({
  current,
  previous,
}: {
  current: EditionRanking;
  previous?: EditionRanking;
}) {
  const t = useT();
  const corrections = correctionsOf(current.board, current.edition);
  return (
    <div className="mt-4 space-y-3 text-sm text-muted-foreground">
      {previous ? (
        <AfterHydration>
          <EditionMovement current={current} previous={previous} />
        </AfterHydration>
      ) : null}
      {/* None: the heading and its one sentence on a line. */}
      <div
        className={
          corrections.length === 0 ? "flex flex-wrap gap-x-2" : undefined
        }
      >
        <h3 className="font-medium text-foreground">
          {t("benchmark.correctionsTo", { edition: current.edition })}
        </h3>
        {corrections.length === 0 ? (
          <p>{t("benchmark.noCorrections")}</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-6">
            {corrections.map((change) => (
              <CorrectionItem
                key={`${change.at}-${change.entry}-${change.field ?? change.kind}`}
                change={change}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
