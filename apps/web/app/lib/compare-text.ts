// Intl.Collator's first construction in a page loads ICU's collation data: measured 37-80 ms on a
// 4x-throttled CPU (Lighthouse's mobile setting), one long task while the page loads. Names and
// facet labels made of letters, spaces, hyphens and dots — nearly all of them — are compared without
// it, in the order the collator gives them (the unit test checks every pair against it); the
// collator is made only when other text (digits, accents, other scripts) needs it.
let collator: Intl.Collator | undefined;
const plainText = /^[A-Za-z .-]*$/;

/** Compares text as a reader expects: case-insensitive, numbers inside names by value ("2" < "10"). */
export function compareText(a: string, b: string): number {
  if (plainText.test(a) && plainText.test(b)) {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  collator ??= new Intl.Collator("en", { numeric: true, sensitivity: "base" });
  return collator.compare(a, b);
}
