import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "@/lib/utils";

// Variants rather than className overrides: `cn` does not merge conflicting utilities.
const inputVariants = cva(
  "flex w-full rounded-md border border-border bg-background px-3 py-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium placeholder:text-muted-foreground aria-invalid:border-red-700",
  {
    variants: {
      /** `auto`: as tall as its content (a file input's button). */
      size: { default: "h-10", auto: "" },
      /** false: a disabled input looks like an enabled one (e.g. until the page has hydrated). */
      dimWhenDisabled: {
        true: "disabled:cursor-not-allowed disabled:opacity-50",
        false: "disabled:cursor-default",
      },
    },
    defaultVariants: { size: "default", dimWhenDisabled: true },
  },
);

export function Input({
  className,
  size,
  dimWhenDisabled,
  ...props
}: Omit<React.ComponentProps<"input">, "size"> &
  VariantProps<typeof inputVariants>) {
  return (
    <input
      className={cn(inputVariants({ size, dimWhenDisabled }), className)}
      {...props}
    />
  );
}
