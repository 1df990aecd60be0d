import type { ComponentPropsWithoutRef } from "react";

/** A plain link for a `<Msg>` tag: the message gives its text (`<0>compare them</0>`). */
export function MsgLink({ children, ...props }: ComponentPropsWithoutRef<"a">) {
  return <a {...props}>{children}</a>;
}
