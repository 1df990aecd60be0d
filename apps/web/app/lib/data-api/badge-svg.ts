// The embeddable badge: a self-contained SVG (no fonts, images or scripts to fetch), two boxes
// like the shields.io badges READMEs already carry. Widths come from Verdana's 11 px advance
// widths; `textLength` then fits the glyphs of whatever font the reader has to that width.

const FONT_SIZE = 11;
const HEIGHT = 20;
const PADDING = 6;
const LABEL_FILL = "#555";
const MESSAGE_FILL = "#1d4ed8"; // white text on it: contrast 6.7:1

// Advance widths (px) of Verdana at 11 px for printable ASCII, from ' ' (32) to '~' (126).
const ASCII_WIDTHS = [
  3.9, 4.3, 5.1, 9, 7, 12.3, 8, 3, 5, 5, 7, 9, 4, 5, 4, 5, 7, 7, 7, 7, 7, 7, 7,
  7, 7, 7, 5, 5, 9, 9, 9, 6, 11, 7.5, 7.5, 7.7, 8.5, 7, 6.3, 8.5, 8.3, 4.6, 5,
  7.6, 6.1, 9.3, 8.2, 8.7, 6.6, 8.7, 7.7, 7.5, 6.8, 8.1, 7.5, 10.9, 7.5, 6.8,
  7.5, 5, 5, 5, 9, 7, 7, 6.6, 6.9, 5.7, 6.9, 6.6, 3.9, 6.9, 7, 3, 3.8, 6.5, 3,
  10.7, 7, 6.7, 6.9, 6.9, 4.7, 5.7, 4.3, 7, 6.5, 9, 6.5, 6.5, 5.9, 7, 5, 7, 9,
];
const WIDE = 11; // anything else, e.g. CJK, takes a full em

/** Estimated width in px of a line of text in Verdana 11 px. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    width +=
      code >= 32 && code <= 126
        ? ASCII_WIDTHS[code - 32]!
        : code === 0xb7
          ? 4
          : WIDE;
  }
  return Math.round(width * 10) / 10;
}

/** Whether XML 1.0 can carry a character at all (it cannot carry most controls or lone surrogates). */
function xmlChar(code: number): boolean {
  if (code < 0x20) return code === 0x9 || code === 0xa || code === 0xd;
  return (
    !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff
  );
}

/** Text safe inside an XML element or a double- or single-quoted attribute. */
export function escapeXml(text: string): string {
  let safe = "";
  for (const char of text) {
    safe += xmlChar(char.codePointAt(0)!) ? char : "\ufffd";
  }
  return safe
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export type BadgeText = {
  /** Left box, e.g. "xbench-DeepSearch 2025.10". */
  label: string;
  /** Right box, e.g. "rank 3 · 65+". */
  message: string;
  /** The accessible name: the whole statement, naming the entry. */
  title: string;
};

export function renderBadge({ label, message, title }: BadgeText): string {
  const labelText = textWidth(label);
  const messageText = textWidth(message);
  const labelWidth = Math.ceil(labelText + 2 * PADDING);
  const messageWidth = Math.ceil(messageText + 2 * PADDING);
  const width = labelWidth + messageWidth;
  const name = escapeXml(title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<clipPath id="r"><rect width="${width}" height="${HEIGHT}" rx="3"/></clipPath>`,
    `<g clip-path="url(#r)">`,
    `<rect width="${labelWidth}" height="${HEIGHT}" fill="${LABEL_FILL}"/>`,
    `<rect x="${labelWidth}" width="${messageWidth}" height="${HEIGHT}" fill="${MESSAGE_FILL}"/>`,
    `</g>`,
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" font-size="${FONT_SIZE}">`,
    `<text x="${labelWidth / 2}" y="14" textLength="${labelText}" lengthAdjust="spacingAndGlyphs">${escapeXml(label)}</text>`,
    `<text x="${labelWidth + messageWidth / 2}" y="14" textLength="${messageText}" lengthAdjust="spacingAndGlyphs">${escapeXml(message)}</text>`,
    `</g>`,
    `</svg>`,
    "",
  ].join("\n");
}
