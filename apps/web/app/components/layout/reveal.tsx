import type * as React from "react";

import { cn } from "@/lib/utils";

declare module "react" {
  interface CSSProperties {
    "--reveal-delay"?: string;
    "--reveal-duration"?: string;
  }
}

export const REVEAL_DURATION_MS = 300;

type RevealProps = {
  delayMs?: number;
  durationMs?: number;
  className?: string;
  children: React.ReactNode;
};

// A block that fades and slides in after a delay; the reduced-motion rule in app.css shows it at once.
export function Reveal({
  delayMs = 0,
  durationMs = REVEAL_DURATION_MS,
  className,
  children,
}: RevealProps) {
  return (
    <div
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
