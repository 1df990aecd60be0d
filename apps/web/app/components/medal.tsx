import { useT, type MessageKey } from "@/i18n/i18n";
import { medalForRank, type Medal } from "@/lib/format";

const medalPlace: Record<Medal, number> = { gold: 1, silver: 2, bronze: 3 };

const medalStyle: Record<
  Medal,
  { label: MessageKey; fill: string; ring: string }
> = {
  gold: { label: "medal.gold", fill: "#f5c542", ring: "#b45309" },
  silver: {
    label: "medal.silver",
    fill: "#d7dde4",
    ring: "#64748b",
  },
  bronze: {
    label: "medal.bronze",
    fill: "#e3a774",
    ring: "#9a3412",
  },
};

/**
 * A medal image: by default the one of ranks 1-3; a leaderboard passes the medal its honest-rank rule gives
 * (lib/honest-ranks.ts), or none. The digit is the place the medal stands for.
 */
export function RankMedal({
  rank,
  medal = medalForRank(rank),
}: {
  rank: number;
  medal?: Medal | null;
}) {
  const t = useT();
  if (!medal) return null;
  const { fill, ring } = medalStyle[medal];
  const label = t(medalStyle[medal].label);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 24 24"
      className="size-6 shrink-0"
    >
      <title>{label}</title>
      <path d="M7 1h4l2 7H9zM13 1h4l-2 7h-4z" fill={ring} opacity="0.7" />
      <circle
        cx="12"
        cy="15"
        r="7.5"
        fill={fill}
        stroke={ring}
        strokeWidth="1.5"
      />
      <text
        x="12"
        y="15"
        dy="0.35em"
        textAnchor="middle"
        fontSize="9"
        fontWeight="700"
        fill={ring}
      >
        {medalPlace[medal]}
      </text>
    </svg>
  );
}

/**
 * Rank cell content: the medal the honest-rank rule gives, and the published number, with ties spelled out for
 * everyone. The first row of a shared place also carries the group's size ("=3 · 7 tied"); the rows after it
 * show their rank quietly. A rank range ("ranks 1–9") follows when the ties say more than the number does.
 */
export function RankLabel({
  rank,
  medal,
  range,
  tied = false,
  groupSize,
}: {
  rank: number;
  medal: Medal | undefined;
  /** The ranks the row could hold ("1–9"), when they differ from what the published rank says. */
  range?: string;
  tied?: boolean;
  /** Given on the row that starts a group of tied rows: how many rows share the rank. */
  groupSize?: number;
}) {
  const t = useT();
  const label = (
    <span className="inline-flex items-center gap-2 font-semibold tabular-nums">
      <RankMedal rank={rank} medal={medal ?? null} />
      <span className="flex flex-col leading-tight">
        <span
          className={
            tied && groupSize === undefined
              ? "font-normal text-muted-foreground"
              : undefined
          }
        >
          {tied ? "=" : ""}
          {rank}
          {tied && (
            <span className="sr-only"> {t("leaderboard.tiedNote")}</span>
          )}
        </span>
        {groupSize !== undefined && (
          // Drawn by CSS: screen readers already hear "(tied)" on every row of the group.
          <span
            data-group={t("leaderboard.groupTied", { count: groupSize })}
            className="lb-group"
          />
        )}
      </span>
    </span>
  );
  if (range === undefined) return label;
  // On a line of its own under the medal and number: the pinned rank column is 80 px wide.
  return (
    <span className="inline-flex flex-col gap-0.5">
      {label}
      <span className="lb-range">{t("leaderboard.rankRange", { range })}</span>
    </span>
  );
}
