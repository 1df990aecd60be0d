import {
  startTransition,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from "react";

import { useT } from "@/i18n/i18n";
import { useHydrated } from "@/lib/use-hydrated";

// Width used when the container cannot be measured (no ResizeObserver: jsdom in unit tests).
const FALLBACK_WIDTH = 640;

/** Measures the container's width (null until known) and tells whether it is (nearly) on screen; `enabled` when it is rendered. */
function useChartSlot(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The width comes from the observer's first report, made after the browser's own layout:
    // reading it here (getBoundingClientRect) forced a layout of the whole page right after the
    // charts' commit, a 60 ms task on /agi/aisearch with a 4x-throttled CPU.
    const resize =
      typeof ResizeObserver === "undefined"
        ? undefined
        : new ResizeObserver(([entry]) => {
            if (entry) startTransition(() => setWidth(entry.contentRect.width));
          });
    resize?.observe(element);
    if (typeof IntersectionObserver === "undefined") {
      return () => resize?.disconnect();
    }
    const view = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // A transition: the chart renders in interruptible slices, not one long task.
          startTransition(() => setInView(true));
          view.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    view.observe(element);
    return () => {
      resize?.disconnect();
      view.disconnect();
    };
  }, [enabled]);
  const measured =
    width > 0
      ? Math.round(width)
      : typeof ResizeObserver === "undefined"
        ? FALLBACK_WIDTH
        : null;
  // Without the observers (jsdom in unit tests): a fixed width, and always in view.
  return {
    ref,
    width: measured,
    inView: inView || typeof IntersectionObserver === "undefined",
  };
}

/**
 * Holds the chart's place (same height) while its code loads, so nothing below it moves. With
 * `compactHeight`, a container at least 640 px wide (ROW_CHART_COMPACT.from) reserves that height instead:
 * a container query, so the prerendered page is right before any width is measured.
 */
export function ChartPlaceholder({
  height,
  compactHeight,
}: {
  height: number;
  compactHeight?: number;
}) {
  const box = (h: number, className: string) => (
    <svg
      width="100%"
      height={h}
      aria-hidden="true"
      focusable="false"
      className={className}
      data-chart-placeholder=""
    >
      <rect width="100%" height="100%" rx="8" className="fill-muted" />
    </svg>
  );
  if (compactHeight === undefined) return box(height, "block");
  return (
    <>
      {box(height, "block @min-[640px]:hidden")}
      {box(compactHeight, "hidden @min-[640px]:block")}
    </>
  );
}

/**
 * A chart as a figure: a visible title and caption (the rules it follows), the drawing, and the same
 * figures as a table for screen readers and anyone who prefers numbers. The drawing is rendered only
 * after hydration and once near the viewport, from a lazily loaded chunk; the prerendered HTML holds the
 * caption, the table alternative and a placeholder of the drawing's exact height.
 */
export function ChartFigure({
  title,
  description,
  howToRead,
  legend,
  height,
  compactHeight,
  chart,
  alternative,
}: {
  title: string;
  /** One short caption. */
  description: ReactNode;
  /** The rest of the explanation, behind a "How to read this chart" disclosure. */
  howToRead?: ReactNode;
  legend?: ReactNode;
  /** The drawing's height in px; the placeholder reserves it. */
  height: number;
  /** The drawing's height in a container at least 640 px wide, when it has a side-label layout there. */
  compactHeight?: number;
  /** The drawing (a lazy component) at the measured width in px; null when there is nothing to plot. */
  chart: ((width: number) => ReactNode) | null;
  /** The data as a table (or text). */
  alternative: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  const hydrated = useHydrated();
  const { ref, width, inView } = useChartSlot(chart !== null);
  const placeholder = (
    <ChartPlaceholder height={height} compactHeight={compactHeight} />
  );
  return (
    // From 1024 px the caption is a column beside the drawing (the page reads shorter and the drawing
    // gets the rest of the width); the data table's disclosure sits in the caption's column level with the
    // drawing's foot, and opens below both.
    <figure
      aria-labelledby={titleId}
      className="mt-8 max-w-4xl lg:grid lg:max-w-none lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-x-8"
    >
      <figcaption className="lg:col-start-1 lg:row-start-1">
        <span id={titleId} className="block text-lg font-semibold">
          {title}
        </span>
        <span className="mt-1 block text-sm text-muted-foreground">
          {description}
        </span>
        {howToRead && (
          <details className="mt-1 text-sm text-muted-foreground">
            <summary className="w-fit cursor-pointer font-medium text-foreground">
              {t("charts.howToRead")}
            </summary>
            <span className="mt-1 block">{howToRead}</span>
          </details>
        )}
        {legend}
      </figcaption>
      {chart && (
        <div
          ref={ref}
          className="@container mt-3 w-full lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0"
        >
          {hydrated && inView && width !== null ? (
            <Suspense fallback={placeholder}>{chart(width)}</Suspense>
          ) : (
            placeholder
          )}
        </div>
      )}
      <details className="mt-3 text-sm lg:col-start-1 lg:row-start-2 lg:self-end lg:open:col-span-2 lg:open:row-start-3">
        <summary className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">
          {t("charts.showTable")}
        </summary>
        <div className="mt-3">{alternative}</div>
      </details>
    </figure>
  );
}
