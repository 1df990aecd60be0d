import { useLocale, useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import type {
  FrontierEdition,
  FrontierLeader,
} from "@/lib/data-api/frontier-types";
import { MISSING, signed } from "@/lib/format";
import { referenceNameIn } from "@/lib/reference-name";

// What a board page's progress table and /agi's tracking panel show of one frontier point
// (/data/frontier.json's FrontierEdition). Their texts are in the `frontier` namespace, which both pages load.

/** "{gap} behind {name} ({value})" per reference row with a gap, named in the page's language; '-' where none has one. */
export function FrontierGap({ edition }: { edition: FrontierEdition }) {
  const t = useT();
  const locale = useLocale();
  const gaps = edition.reference.filter((reference) => reference.gap !== null);
  if (gaps.length === 0) return MISSING;
  return gaps
    .map((reference) =>
      t("frontier.gapValue", {
        gap: String(reference.gap),
        name: referenceNameIn(reference.name, locale),
        value: reference.text,
      }),
    )
    .join("; ");
}

/** "{delta} since {edition}", or "{from} → {to} since {edition}" for bands (not subtracted); '-' without a previous frontier. */
export function FrontierChange({ edition }: { edition: FrontierEdition }) {
  const t = useT();
  const { change, frontier } = edition;
  if (!change || !frontier) return MISSING;
  return change.delta !== null
    ? t("frontier.changeDelta", {
        delta: signed(change.delta),
        edition: change.since,
      })
    : t("frontier.changeBands", {
        from: change.from,
        to: frontier.text,
        edition: change.since,
      });
}

/** Who published the frontier (several when they tie), each a link to the agent's page. */
export function FrontierLeaders({
  leaders,
}: {
  leaders: readonly FrontierLeader[];
}) {
  const t = useT();
  return (
    <span className="block">
      {leaders.map((leader, index) => (
        <span key={leader.name}>
          {index > 0 ? t("frontier.separator") : null}
          <Link
            to={leader.page}
            className="text-primary underline underline-offset-4"
          >
            {leader.name}
          </Link>
        </span>
      ))}
    </span>
  );
}
