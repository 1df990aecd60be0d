import { capabilityMatrix } from "@/data/capabilities";
import { professions } from "@/data/professions";

// Home's sentences about what is live, from the same data as the matrix and the tiles: a board published in
// the CMS for a new capability or profession changes them with its cell and tile.

const words = [
  "no",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const spelled = (n: number) => words[n] ?? String(n);
const capitalized = (text: string) =>
  text.charAt(0).toUpperCase() + text.slice(1);

/** "Two capabilities have live benchmarks; nine more are coming." */
export function capabilitySentence(
  matrix: readonly {
    capabilities: readonly { href?: string }[];
  }[] = capabilityMatrix,
): string {
  const cells = matrix.flatMap((column) => column.capabilities);
  const live = cells.filter((cell) => cell.href).length;
  const coming = cells.length - live;
  const livePart =
    live === 1
      ? "One capability has a live benchmark"
      : `${capitalized(spelled(live))} capabilities have live benchmarks`;
  return coming > 0
    ? `${livePart}; ${spelled(coming)} more ${coming === 1 ? "is" : "are"} coming.`
    : `${livePart}.`;
}

/** "Recruiting (HR) and Marketing are live." */
export function professionSentence(
  list: readonly { name: string; active: boolean }[] = professions,
): string {
  const live = list.filter((profession) => profession.active);
  if (live.length === 0) return "The first professions are coming soon.";
  const names = new Intl.ListFormat("en", { type: "conjunction" }).format(
    live.map((profession) => profession.name),
  );
  return `${names} ${live.length === 1 ? "is" : "are"} live.`;
}
