import { site } from "@/config/site";

// Small labelled diagrams in the site's palette (issue 17: deliberate, meaningful, or none).
const label = "fill-muted-foreground text-[11px]";

function GapIllustration() {
  return (
    <svg
      viewBox="0 0 260 130"
      role="img"
      aria-label="Diagram: a static benchmark score stays flat while real-world utility keeps rising"
      className="w-full max-w-64 self-center"
    >
      <path
        d="M30 110 H250 M30 110 V15"
        className="stroke-border"
        strokeWidth="2"
      />
      <text x="250" y="125" textAnchor="end" className={label}>
        time
      </text>
      <path
        d="M30 80 H245"
        className="stroke-silver"
        strokeWidth="2.5"
        strokeDasharray="6 5"
      />
      <text x="245" y="74" textAnchor="end" className={label}>
        static test score
      </text>
      <path
        d="M30 100 C100 95 160 60 245 22"
        className="fill-none stroke-primary"
        strokeWidth="3"
      />
      <text x="100" y="34" className="fill-primary text-[11px] font-semibold">
        real-world utility
      </text>
    </svg>
  );
}

function EvergreenIllustration() {
  const editions = [60, 120, 180, 240];
  return (
    <svg
      viewBox="0 0 260 130"
      role="img"
      aria-label="Diagram: two tracks, AGI Tracking and Profession Aligned, each refreshed with a new edition over time"
      className="w-full max-w-64 self-center"
    >
      {[
        { y: 40, name: "AGI Tracking", tone: "fill-primary" },
        { y: 95, name: "Profession Aligned", tone: "fill-emerald-700" },
      ].map((track) => (
        <g key={track.name}>
          <text x="10" y={track.y - 12} className={label}>
            {track.name}
          </text>
          <path
            d={`M10 ${track.y} H250`}
            className="stroke-border"
            strokeWidth="3"
          />
          {editions.map((x) => (
            <circle key={x} cx={x} cy={track.y} r="6" className={track.tone} />
          ))}
        </g>
      ))}
      <text x="250" y="126" textAnchor="end" className={label}>
        a new edition every refresh
      </text>
    </svg>
  );
}

export function WhyWeBuiltIt() {
  return (
    <article className="flex h-full flex-col gap-6 rounded-xl border border-border p-6">
      <div>
        <h3 className="text-xl font-semibold">Why We Built It</h3>
        <p className="mt-2 text-muted-foreground">
          Today&rsquo;s benchmarks leave two gaps:
        </p>
        <ul className="mt-3 space-y-3">
          <li>
            <strong>Disconnect from utility.</strong>{" "}
            <span className="text-muted-foreground">
              Scores on exam-style questions say little about whether an agent
              does useful work in a real profession.
            </span>
          </li>
          <li>
            <strong>Lack of continuity.</strong>{" "}
            <span className="text-muted-foreground">
              Static test sets saturate and leak into training data, so results
              cannot be compared over time.
            </span>
          </li>
        </ul>
      </div>
      <GapIllustration />
    </article>
  );
}

export function HowWeSolveIt() {
  return (
    <article className="flex h-full flex-col gap-6 rounded-xl border border-border p-6">
      <div>
        <h3 className="text-xl font-semibold">
          How {site.product} Solves This
        </h3>
        <ul className="mt-3 space-y-3">
          <li>
            <strong>Dual-track framework.</strong>{" "}
            <span className="text-muted-foreground">
              AGI Tracking measures core capabilities; Profession Aligned
              measures business value on real workflows, co-designed with domain
              experts.
            </span>
          </li>
          <li>
            <strong>Built to stay evergreen.</strong>{" "}
            <span className="text-muted-foreground">
              Leaderboards refresh monthly and datasets at least quarterly, with
              part of the data kept private to stay contamination-free;
              longitudinal metrics, including progress towards technology-market
              fit, are planned.
            </span>
          </li>
        </ul>
      </div>
      <EvergreenIllustration />
    </article>
  );
}
