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

// When a group's first blocks started to animate (performance.now()'s clock): a block of the group mounted
// later (InTurn) counts its delay from then, so the group keeps one schedule.
type Timeline = ReturnType<typeof createTimeline>;

function createTimeline() {
  let start: number | null = null;
  let anchored = false;
  return {
    start: () => start,
    /** The frame that draws the first blocks: the start until an animation gives it (or where none can). */
    frameStarted: (time: number) => {
      start ??= time;
    },
    /**
     * A first block's animation: the schedule starts when it does. That is after the frame that draws the
     * content, which can take a few hundred ms on a slow phone; the frame's own start would let the blocks
     * mounted later appear that much early.
     */
    anchorTo: (animation: Animation) => {
      if (anchored) return;
      anchored = true;
      void animation.ready.then((running) => {
        if (typeof running.startTime === "number") start = running.startTime;
      });
    },
  };
}

const RevealTimelineContext = createContext<Timeline | null>(null);

/** The blocks inside count their delays from the group's first frame, whenever each one mounts. */
export function RevealTimeline({ children }: { children: ReactNode }) {
  const [timeline] = useState(createTimeline);
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      timeline.frameStarted(performance.now());
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
    const element = block.current;
    if (!timeline || !element) return;
    // Its fade (none where animations cannot be read).
    const [animation] =
      typeof element.getAnimations === "function"
        ? element.getAnimations()
        : [];
    const start = timeline.start();
    if (start == null) {
      // One of the group's first blocks (they keep their delays as given).
      if (animation) timeline.anchorTo(animation);
      return;
    }
    // What is left of its delay when it starts: now, then (its frame can be a long one) when its animation
    // really starts.
    const startAt = (time: number) => {
      // The group's start as known then (a first block's animation may have given it since).
      const left = Math.max(0, delayMs - (time - (timeline.start() ?? start)));
      element.style.setProperty("--reveal-delay", `${Math.round(left)}ms`);
    };
    startAt(performance.now());
    void animation?.ready.then((running) => {
      if (typeof running.startTime === "number") startAt(running.startTime);
    });
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
