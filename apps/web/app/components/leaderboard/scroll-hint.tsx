import { MoveRight } from "lucide-react";

/** Below 768 px the table scrolls sideways: say so, where the reader looks first. */
export function ScrollHint() {
  return (
    <p className="text-xs text-muted-foreground md:hidden">
      Swipe the table sideways for more columns{" "}
      <MoveRight aria-hidden="true" className="inline size-3.5" />
    </p>
  );
}
