/** Below 768 px the table scrolls sideways: say so, where the reader looks first. */
export function ScrollHint() {
  return (
    <p className="text-xs text-muted-foreground md:hidden">
      Swipe the table sideways for more columns{" "}
      <span aria-hidden="true">→</span>
    </p>
  );
}
