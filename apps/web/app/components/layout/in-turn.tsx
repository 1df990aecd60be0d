import {
  Children,
  startTransition,
  useEffect,
  useState,
  type ReactNode,
} from "react";

/**
 * Mounts its children one after another: each is rendered once the one before it has been laid out and
 * painted (the next frame, then a task), so a long page that appears at once (Home and ScienceQA when the
 * CMS answers) is drawn in several short tasks instead of one long one. For content below the first screen:
 * until the last child is there, a screen-high space holds the footer out of view.
 */
export function InTurn({ children }: { children: ReactNode }) {
  // Counted with the empty children (null while a part's data loads), so each part keeps its turn.
  const total = Children.count(children);
  const [shown, setShown] = useState(1);
  const done = shown >= total;
  useEffect(() => {
    if (done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        startTransition(() => setShown((count) => count + 1));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done, shown]);
  return (
    <>
      {Children.map(children, (child, index) => (index < shown ? child : null))}
      {!done && <div aria-hidden="true" className="min-h-svh" />}
    </>
  );
}
