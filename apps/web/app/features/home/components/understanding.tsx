import { site } from "@/config/site";

function GapIllustration() {
  return (
    <svg
      viewBox="0 0 240 120"
      role="img"
      aria-label="Illustration: a static score line drifting away from rising real-world utility"
      className="w-48 self-center"
    >
      <rect width="240" height="120" rx="12" fill="#eff6ff" />
      <path
        d="M20 90 L220 90"
        stroke="#94a3b8"
        strokeWidth="3"
        strokeDasharray="6 6"
      />
      <path
        d="M20 95 C80 85 140 50 220 20"
        stroke="#1d4ed8"
        strokeWidth="4"
        fill="none"
      />
      <circle cx="220" cy="20" r="6" fill="#1d4ed8" />
    </svg>
  );
}

function EvergreenIllustration() {
  return (
    <svg
      viewBox="0 0 240 120"
      role="img"
      aria-label="Illustration: two tracks growing side by side, refreshed over time"
      className="w-48 self-center"
    >
      <rect width="240" height="120" rx="12" fill="#ecfdf5" />
      <path
        d="M30 100 L30 40 M30 70 L60 50"
        stroke="#047857"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M120 100 L120 30 M120 60 L150 40 M120 80 L95 62"
        stroke="#047857"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M210 100 L210 20 M210 50 L235 35 M210 75 L185 58"
        stroke="#047857"
        strokeWidth="4"
        strokeLinecap="round"
      />
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
