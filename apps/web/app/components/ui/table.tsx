import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "@/lib/utils";

// The table scrolls inside its own container so narrow screens never scroll the page sideways.
export function Table({
  className,
  containerClassName,
  label,
  ...props
}: React.ComponentProps<"table"> & {
  label: string;
  containerClassName?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        "relative w-full overflow-x-auto rounded-lg border border-border",
        containerClassName,
      )}
    >
      <table
        className={cn("w-full caption-bottom text-sm", className)}
        {...props}
      />
    </div>
  );
}

export function TableCaption({
  className,
  ...props
}: React.ComponentProps<"caption">) {
  return (
    <caption
      className={cn(
        "px-4 py-2 text-left text-xs text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function TableHeader({
  className,
  ...props
}: React.ComponentProps<"thead">) {
  return <thead className={cn("bg-muted", className)} {...props} />;
}

export function TableBody(props: React.ComponentProps<"tbody">) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return (
    <tr
      className={cn("border-b border-border last:border-0", className)}
      {...props}
    />
  );
}

// What a header cell may change is a variant, not a className override: `cn` does not merge.
const tableHeadVariants = cva("text-foreground", {
  variants: {
    // A row header in a compact table takes its row's height instead of the header row's 40 px.
    height: { header: "h-10", row: "" },
    align: { left: "text-left", right: "text-right" },
    valign: { middle: "align-middle", bottom: "align-bottom" },
    weight: {
      semibold: "font-semibold",
      medium: "font-medium",
      normal: "font-normal",
    },
    wrap: { false: "whitespace-nowrap", true: "whitespace-normal" },
    padding: { default: "px-3", compact: "px-2" },
  },
  defaultVariants: {
    align: "left",
    valign: "middle",
    weight: "semibold",
    wrap: false,
    padding: "default",
    height: "header",
  },
});

type TableHeadVariants = VariantProps<typeof tableHeadVariants>;

export function TableHead({
  className,
  align,
  valign,
  weight,
  wrap,
  padding,
  height,
  ...props
}: React.ComponentProps<"th"> & TableHeadVariants) {
  return (
    <th
      className={cn(
        tableHeadVariants({ align, valign, weight, wrap, padding, height }),
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({
  className,
  compact = false,
  ...props
}: React.ComponentProps<"td"> & {
  /** The leaderboards' rows: 6 px above and below instead of 10, about 37 px a row. */
  compact?: boolean;
}) {
  return (
    <td
      className={cn(
        "px-3 align-middle",
        compact ? "py-1.5" : "py-2.5",
        className,
      )}
      {...props}
    />
  );
}

/** The header row of a table whose column headers are plain text. */
export function TableColumnHeaders({
  columns,
  className,
  valign,
  wrap,
}: {
  columns: readonly string[];
  className?: string;
} & Pick<TableHeadVariants, "valign" | "wrap">) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead
            key={column}
            scope="col"
            className={className}
            valign={valign}
            wrap={wrap}
          >
            {column}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}
