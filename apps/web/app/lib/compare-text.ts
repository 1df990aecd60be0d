// Intl.Collator's first construction in a page loads ICU's collation data: measured 37-80 ms on a
// 4x-throttled CPU (Lighthouse's mobile setting), one long task while the page loads (88 ms on
// /profession/hr, whose company facet holds "Google (DeepMind)"). Text made of ASCII letters, digits and
// punctuation (nearly every name and facet label) is compared without it, in the order the collator gives:
// punctuation in CLDR's root order, then numbers by value, then letters without case (the unit test checks
// thousands of pairs against the collator). Other text (accents, other scripts, a number with a leading
// zero) makes the collator.
let collator: Intl.Collator | undefined;

/** ASCII punctuation and the space in the collator's order (CLDR root, "non-ignorable"). */
const PUNCTUATION = " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$";
const plainText = /^[A-Za-z0-9 _\-,;:!?.'"()[\]{}@*/\\&#%`^+<=>|~$]*$/;
/** A number with a leading zero ("07"): the collator's rule for those is left to the collator. */
const leadingZero = /(?:^|\D)0\d/;

const DIGITS = 100;
const LETTERS = 200;
const isDigit = (code: number) => code >= 48 && code <= 57;

/** Where a character sorts among the fast path's characters (digits are one group: numbers compare by value). */
function weight(code: number): number {
  if (isDigit(code)) return DIGITS;
  if (code >= 65 && code <= 90) return LETTERS + code + 32;
  if (code >= 97 && code <= 122) return LETTERS + code;
  return PUNCTUATION.indexOf(String.fromCharCode(code));
}

function comparePlain(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(j);
    if (isDigit(x) && isDigit(y)) {
      // Two numbers without leading zeros: the longer is larger, else the first differing digit decides.
      let endA = i;
      while (endA < a.length && isDigit(a.charCodeAt(endA))) endA += 1;
      let endB = j;
      while (endB < b.length && isDigit(b.charCodeAt(endB))) endB += 1;
      if (endA - i !== endB - j) return endA - i - (endB - j);
      for (; i < endA; i += 1, j += 1) {
        const digit = a.charCodeAt(i) - b.charCodeAt(j);
        if (digit !== 0) return digit;
      }
      continue;
    }
    const difference = weight(x) - weight(y);
    if (difference !== 0) return difference;
    i += 1;
    j += 1;
  }
  // One is a prefix of the other: the shorter first.
  return a.length - i - (b.length - j);
}

const onFastPath = (text: string) =>
  plainText.test(text) && !leadingZero.test(text);

/** Compares text as a reader expects: case-insensitive, numbers inside names by value ("2" < "10"). */
export function compareText(a: string, b: string): number {
  if (onFastPath(a) && onFastPath(b)) return Math.sign(comparePlain(a, b));
  collator ??= new Intl.Collator("en", { numeric: true, sensitivity: "base" });
  return collator.compare(a, b);
}
