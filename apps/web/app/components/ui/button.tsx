import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type * as React from "react";

import { cn } from "@/lib/utils";

// Every property a caller may want to change is a variant, not a className override: `cn` does not
// resolve conflicting utilities (app/lib/utils.ts).
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:pointer-events-none",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        outline: "border border-border bg-background hover:bg-muted",
        ghost: "hover:bg-muted",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "h-10 px-4 py-2 text-sm whitespace-nowrap",
        sm: "h-9 px-3 text-sm whitespace-nowrap",
        xs: "h-8 px-2.5 text-sm whitespace-nowrap",
        lg: "h-11 px-6 text-base whitespace-nowrap",
        /** A large button whose label may wrap onto more lines on a narrow screen. */
        "lg-wrap": "min-h-11 px-6 py-2 text-center text-base whitespace-normal",
        icon: "size-10 text-sm whitespace-nowrap",
        "icon-sm": "size-8 text-sm whitespace-nowrap",
        "icon-xs": "size-7 text-sm whitespace-nowrap",
      },
      /** false: a disabled button looks like an enabled one (e.g. until the page has hydrated). */
      dimWhenDisabled: { true: "disabled:opacity-50", false: "" },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
      dimWhenDisabled: true,
    },
  },
);

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({
  className,
  variant,
  size,
  dimWhenDisabled,
  asChild = false,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(
        buttonVariants({ variant, size, dimWhenDisabled }),
        className,
      )}
      {...props}
    />
  );
}
