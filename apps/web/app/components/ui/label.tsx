import { Label as LabelPrimitive } from "radix-ui";
import type * as React from "react";

import { cn } from "@/lib/utils";

export function Label({
  className,
  weight = "medium",
  ...props
}: React.ComponentProps<typeof LabelPrimitive.Root> & {
  /** A prop, not a className override: `cn` does not merge conflicting utilities. */
  weight?: "medium" | "normal";
}) {
  return (
    <LabelPrimitive.Root
      className={cn(
        "text-sm leading-none",
        weight === "medium" ? "font-medium" : "font-normal",
        className,
      )}
      {...props}
    />
  );
}
