import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";

import { cn } from "@/lib/utils";

declare module "react" {
  interface CSSProperties {
    "--reveal-delay"?: string;
    "--reveal-duration"?: string;
  }
}

export const REVEAL_DURATION_MS = 300;

// When a group's first blocks started to animate (performance.now()): a block of the group mounted later
// (InTurn) counts its delay from then, so the group keeps one schedule.
type Timeline = { start: number | null };
const RevealTimelineContext = createContext<Timeline | null>(null);

/** The blocks inside count their delays from the group's first frame, whenever each one mounts. */
export function RevealTimeline({ children }: { children: ReactNode }) {
  const [timeline] = useState<Timeline>(() => ({ start: null }));
  // The frame that starts the first blocks' animations (they keep their delays as given); a block mounted
  // later measures its delay from there.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      timeline.start ??= performance.now();
    });
    return () => cancelAnimationFrame(frame);
  }, [timeline]);
  return (
    <RevealTimelineContext value={timeline}>{children}</RevealTimelineContext>
  );
}

type RevealProps = {
  delayMs?: number;
  durationMs?: number;
  className?: string;
  children: ReactNode;
};

// A block that fades and slides in after a delay; the reduced-motion rule in app.css shows it at once.
export function Reveal({
  delayMs = 0,
  durationMs = REVEAL_DURATION_MS,
  className,
  children,
}: RevealProps) {
  const timeline = useContext(RevealTimelineContext);
  const block = useRef<HTMLDivElement>(null);
  // At its commit, before the browser styles it (its animation starts then): a block mounted after its group
  // began waits only what is left of its delay.
  useLayoutEffect(() => {
    const start = timeline?.start;
    if (start == null || !block.current) return;
    const left = Math.max(0, delayMs - (performance.now() - start));
    block.current.style.setProperty("--reveal-delay", `${Math.round(left)}ms`);
  }, [timeline, delayMs]);
  return (
    <div
      ref={block}
      className={cn("animate-fade-slide-in", className)}
      style={{
        "--reveal-delay": `${delayMs}ms`,
        "--reveal-duration": `${durationMs}ms`,
      }}
    >
      {children}
    </div>
  );
}
