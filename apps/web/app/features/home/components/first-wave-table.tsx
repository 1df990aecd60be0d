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
import { Link } from "@/i18n/link";

import type { BenchmarkSummary, PodiumPlace } from "../lib/podium";

function Place({ place }: { place: PodiumPlace | undefined }) {
  if (!place) return <span className="text-muted-foreground">-</span>;
  return (
    <span className="flex flex-col">
      {place.href ? (
        <a
          href={place.href}
          className="font-medium text-primary underline underline-offset-4"
        >
          {place.name}
        </a>
      ) : (
        <span className="font-medium">{place.name}</span>
      )}
      <span className="text-xs text-muted-foreground tabular-nums">
        {place.score}
        {place.tiedWith > 0 && ` · tied with ${place.tiedWith} more`}
      </span>
    </span>
  );
}

const placeHeaders = [
  { rank: 1, label: "1st" },
  { rank: 2, label: "2nd" },
  { rank: 3, label: "3rd" },
] as const;

/** Below 768 px: one card per benchmark with its podium, instead of a seven-column table. */
function FirstWaveCards({ rows }: { rows: readonly BenchmarkSummary[] }) {
  return (
    <ul aria-label="First Wave summary" className="grid gap-4 md:hidden">
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
              {row.category}
            </Badge>
          </div>
          <ol className="mt-3 grid gap-2">
            {placeHeaders.map(({ rank, label }) => (
              <li key={rank} className="flex items-center gap-3">
                <RankMedal rank={rank} />
                <span className="sr-only">{label}: </span>
                <Place place={row.places[rank - 1]} />
              </li>
            ))}
          </ol>
          <Link
            to={row.href}
            className="mt-3 inline-block font-medium text-primary hover:underline"
          >
            View leaderboard
            <span className="sr-only"> of {row.benchmark}</span>
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
  return (
    <>
      <FirstWaveCards rows={rows} />
      <FirstWaveWideTable rows={rows} />
    </>
  );
}

function FirstWaveWideTable({ rows }: { rows: readonly BenchmarkSummary[] }) {
  return (
    <Table label="First Wave summary" containerClassName="hidden md:block">
      <TableCaption>
        Top three of each live benchmark, with their scores.
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Benchmark</TableHead>
          <TableHead scope="col">Category</TableHead>
          {placeHeaders.map(({ rank, label }) => (
            <TableHead key={rank} scope="col">
              <span className="inline-flex items-center gap-1">
                <RankMedal rank={rank} />
                {label}
              </span>
            </TableHead>
          ))}
          <TableHead scope="col">
            <span className="sr-only">Leaderboard</span>
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
                {row.category}
              </Badge>
            </TableCell>
            {placeHeaders.map(({ rank }) => (
              <TableCell key={rank}>
                <Place place={row.places[rank - 1]} />
              </TableCell>
            ))}
            <TableCell>
              <Link
                to={row.href}
                className="font-medium text-primary hover:underline"
              >
                View
                <span className="sr-only">
                  {" "}
                  the {row.benchmark} leaderboard
                </span>
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
