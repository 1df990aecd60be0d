import { site } from "@/config/site";
import { useT } from "@/i18n/i18n";

// Small labelled diagrams in the site's palette (issue 17: deliberate, meaningful, or none).
const label = "fill-muted-foreground text-[11px]";

function GapIllustration() {
  const t = useT();
  return (
    <svg
      viewBox="0 0 260 130"
      role="img"
      aria-label={t("home.gapDiagram")}
      className="w-full max-w-64 self-center"
    >
      <path
        d="M30 110 H250 M30 110 V15"
        className="stroke-border"
        strokeWidth="2"
      />
      <text x="250" y="125" textAnchor="end" className={label}>
        {t("home.gapTime")}
      </text>
      <path
        d="M30 80 H245"
        className="stroke-silver"
        strokeWidth="2.5"
        strokeDasharray="6 5"
      />
      <text x="245" y="74" textAnchor="end" className={label}>
        {t("home.gapStatic")}
      </text>
      <path
        d="M30 100 C100 95 160 60 245 22"
        className="fill-none stroke-primary"
        strokeWidth="3"
      />
      <text x="100" y="34" className="fill-primary text-[11px] font-semibold">
        {t("home.gapUtilityLine")}
      </text>
    </svg>
  );
}

function EvergreenIllustration() {
  const t = useT();
  const editions = [60, 120, 180, 240];
  return (
    <svg
      viewBox="0 0 260 130"
      role="img"
      aria-label={t("home.evergreenDiagram")}
      className="w-full max-w-64 self-center"
    >
      {[
        { y: 40, name: t("nav.agi"), tone: "fill-primary" },
        { y: 95, name: t("nav.profession"), tone: "fill-emerald-700" },
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
        {t("home.evergreenNewEdition")}
      </text>
    </svg>
  );
}

export function WhyWeBuiltIt() {
  const t = useT();
  return (
    <article className="flex h-full flex-col gap-6 rounded-xl border border-border p-6">
      <div>
        <h3 className="text-xl font-semibold">{t("home.whyTitle")}</h3>
        <p className="mt-2 text-muted-foreground">{t("home.whyIntro")}</p>
        <ul className="mt-3 space-y-3">
          <li>
            <strong>{t("home.gapUtility")}</strong>{" "}
            <span className="text-muted-foreground">
              {t("home.gapUtilityText")}
            </span>
          </li>
          <li>
            <strong>{t("home.gapContinuity")}</strong>{" "}
            <span className="text-muted-foreground">
              {t("home.gapContinuityText")}
            </span>
          </li>
        </ul>
      </div>
      <GapIllustration />
    </article>
  );
}

export function HowWeSolveIt() {
  const t = useT();
  return (
    <article className="flex h-full flex-col gap-6 rounded-xl border border-border p-6">
      <div>
        <h3 className="text-xl font-semibold">
          {t("home.howTitle", { product: site.product })}
        </h3>
        <ul className="mt-3 space-y-3">
          <li>
            <strong>{t("home.dualTrack")}</strong>{" "}
            <span className="text-muted-foreground">
              {t("home.dualTrackText")}
            </span>
          </li>
          <li>
            <strong>{t("home.evergreen")}</strong>{" "}
            <span className="text-muted-foreground">
              {t("home.evergreenText")}
            </span>
          </li>
        </ul>
      </div>
      <EvergreenIllustration />
    </article>
  );
}
