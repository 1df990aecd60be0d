import { cva, type VariantProps } from "class-variance-authority";
import { Tabs as TabsPrimitive } from "radix-ui";
import type * as React from "react";

import { cn } from "@/lib/utils";

export const Tabs = TabsPrimitive.Root;

// `segmented`: a row of tabs on a muted track. `cards`: each tab a bordered card; the caller lays the
// list out (grid columns, gaps). Variants rather than className overrides: `cn` does not merge.
const tabsListVariants = cva("rounded-lg text-muted-foreground", {
  variants: {
    variant: { segmented: "inline-flex bg-muted p-1", cards: "" },
  },
  defaultVariants: { variant: "segmented" },
});

const tabsTriggerVariants = cva(
  "text-sm font-medium transition-colors data-[state=active]:text-foreground",
  {
    variants: {
      variant: {
        segmented:
          "rounded-md px-4 py-1.5 data-[state=active]:bg-background data-[state=active]:shadow-sm",
        cards:
          "flex flex-col items-start gap-1 rounded-lg border border-border bg-background p-4 text-left text-foreground hover:bg-muted data-[state=active]:border-primary data-[state=active]:bg-accent",
      },
    },
    defaultVariants: { variant: "segmented" },
  },
);

export function TabsList({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.List> &
  VariantProps<typeof tabsListVariants>) {
  return (
    <TabsPrimitive.List
      className={cn(tabsListVariants({ variant }), className)}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger> &
  VariantProps<typeof tabsTriggerVariants>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

/** Spaced below its tabs (mt-4) unless the caller gives its own classes. */
export function TabsContent({
  className = "mt-4",
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={className} {...props} />;
}
