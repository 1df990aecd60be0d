import { Logo } from "@/components/layout/logo";
import { Reveal } from "@/components/layout/reveal";
import { Badge } from "@/components/ui/badge";
import { site } from "@/config/site";

export const HERO_TITLE_DURATION_MS = 600;

export function Hero() {
  return (
    <header className="mx-auto max-w-5xl px-4 pt-16 pb-10 text-center">
      <Reveal delayMs={300} durationMs={HERO_TITLE_DURATION_MS}>
        <div className="flex justify-center">
          <Logo className="text-2xl" />
        </div>
        <p className="mt-3 text-muted-foreground">{site.tagline}</p>
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance md:text-5xl">
          Introducing the &quot;Evergreen&quot; Benchmark for AI Agents
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          AI agents evolve almost daily, so their benchmarks should too.{" "}
          {site.product} is an evergreen, contamination-free evaluation of
          models and agents on real-world, domain-specific work, refreshed every
          month.
        </p>
      </Reveal>
    </header>
  );
}

export function LiveBadge() {
  return (
    <Badge variant="live" className="gap-1.5">
      <span
        aria-hidden
        className="size-2 rounded-full bg-white motion-safe:animate-pulse"
      />
      LIVE
    </Badge>
  );
}
