import { RankMedal } from "@/components/medal";
import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { useT, type Translate } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { Msg } from "@/i18n/msg";

import type { BenchmarkSummary, PodiumPlace } from "../lib/live-podium";

function Place({ place }: { place: PodiumPlace | undefined }) {
  const t = useT();
  if (!place) return <span className="text-muted-foreground">-</span>;
  return (
    <span className="flex flex-col">
      {place.href ? (
        // The site's Link: the agent page in the page's language (/zh/agents/… on the Chinese Home).
        <Link
          to={place.href}
          className="font-medium text-primary underline underline-offset-4"
        >
          {place.name}
        </Link>
      ) : (
        <span className="font-medium">{place.name}</span>
      )}
      <span className="text-xs text-muted-foreground tabular-nums">
        {place.score}
        {place.tiedWith > 0 && t("home.tiedWith", { count: place.tiedWith })}
      </span>
    </span>
  );
}

/**
 * The place's medal by the honest-rank rule (podiumPlaces): tied rows share it, and where the board's intervals
 * overlap there is none; an empty slot of the medal's size then keeps the names in line.
 */
function PlaceMedal({
  rank,
  place,
}: {
  rank: number;
  place: PodiumPlace | undefined;
}) {
  return place?.medal ? (
    <RankMedal rank={rank} medal={place.medal} />
  ) : (
    <span aria-hidden="true" className="size-6 shrink-0" />
  );
}

const placeHeaders = [
  { rank: 1, label: "home.place1" },
  { rank: 2, label: "home.place2" },
  { rank: 3, label: "home.place3" },
] as const;

/** The track's name in the page's language (the summary names it by its English name, an id). */
const categoryName = (t: Translate, category: BenchmarkSummary["category"]) =>
  t(category === "AGI Tracking" ? "nav.agi" : "nav.profession");

/** Below 768 px: one card per benchmark with its podium, instead of a seven-column table. */
function FirstWaveCards({ rows }: { rows: readonly BenchmarkSummary[] }) {
  const t = useT();
  return (
    <ul
      aria-label={t("home.firstWaveSummary")}
      className="grid gap-4 md:hidden"
    >
      {rows.map((row) => (
        <li
          key={row.href}
          className="rounded-lg border border-border bg-background p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{row.benchmark}</h3>
            <Badge
              variant={row.category === "AGI Tracking" ? "agi" : "profession"}
            >
              {categoryName(t, row.category)}
            </Badge>
          </div>
          <ol className="mt-3 grid gap-2">
            {placeHeaders.map(({ rank, label }) => (
              <li key={rank} className="flex items-center gap-3">
                <PlaceMedal rank={rank} place={row.places[rank - 1]} />
                <span className="sr-only">{t(label)}: </span>
                <Place place={row.places[rank - 1]} />
              </li>
            ))}
          </ol>
          <Link
            to={row.href}
            className="mt-3 inline-block font-medium text-primary hover:underline"
          >
            <Msg
              id="home.viewLeaderboard"
              values={{ benchmark: row.benchmark }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function FirstWaveTable({
  rows,
}: {
  rows: readonly BenchmarkSummary[];
}) {
  const t = useT();
  // The board's leader strip says why a place has no medal; so does Home, once, where a podium shows one.
  const uncertain = rows.some((row) =>
    row.places.some((place) => place.medal === null),
  );
  return (
    <>
      <FirstWaveCards rows={rows} />
      <FirstWaveWideTable rows={rows} />
      {uncertain ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {t("home.medalsUncertain")}
        </p>
      ) : null}
    </>
  );
}

function FirstWaveWideTable({ rows }: { rows: readonly BenchmarkSummary[] }) {
  const t = useT();
  return (
    <Table
      label={t("home.firstWaveSummary")}
      containerClassName="hidden md:block"
    >
      <TableCaption>{t("home.firstWaveCaption")}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t("home.colBenchmark")}</TableHead>
          <TableHead scope="col">{t("home.colCategory")}</TableHead>
          {placeHeaders.map(({ rank, label }) => (
            <TableHead key={rank} scope="col">
              {t(label)}
            </TableHead>
          ))}
          <TableHead scope="col">
            <span className="sr-only">{t("home.colLeaderboard")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.href}>
            <TableHead scope="row">{row.benchmark}</TableHead>
            <TableCell>
              <Badge
                variant={row.category === "AGI Tracking" ? "agi" : "profession"}
              >
                {categoryName(t, row.category)}
              </Badge>
            </TableCell>
            {placeHeaders.map(({ rank }) => (
              <TableCell key={rank}>
                <span className="flex items-start gap-2">
                  <PlaceMedal rank={rank} place={row.places[rank - 1]} />
                  <Place place={row.places[rank - 1]} />
                </span>
              </TableCell>
            ))}
            <TableCell>
              <Link
                to={row.href}
                className="font-medium text-primary hover:underline"
              >
                <Msg
                  id="home.viewBoard"
                  values={{ benchmark: row.benchmark }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
