import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";

import { cn } from "@/lib/utils";

export function SortIcon({
  direction,
}: {
  direction: "asc" | "desc" | undefined;
}) {
  const className = "size-3.5 shrink-0";
  if (direction === "asc") return <ArrowUp aria-hidden className={className} />;
  if (direction === "desc")
    return <ArrowDown aria-hidden className={className} />;
  return (
    <ArrowUpDown
      aria-hidden
      className={cn(className, "text-muted-foreground opacity-60")}
    />
  );
}
