import measureText from "anafanafo";

import { escapeXml, xmlText } from "./xml-text";

// The embeddable badge: a self-contained SVG (no fonts, images or scripts to fetch), two boxes
// like the shields.io badges READMEs already carry. Widths come from Verdana's 11 px advance
// widths; `textLength` then fits the glyphs of whatever font the reader has to that width.

const FONT_SIZE = 11;
const HEIGHT = 20;
const PADDING = 6;
const LABEL_FILL = "#555";
const MESSAGE_FILL = "#1d4ed8"; // white text on it: contrast 6.7:1

/**
 * Width in px of a line of text in Verdana 11 px: the advance-width tables shields.io measures its badges
 * with (anafanafo); characters outside them (e.g. CJK) take a full em.
 */
export function textWidth(text: string): number {
  return Math.round(measureText(text, { font: "11px Verdana" }) * 10) / 10;
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
  // Measured on what the SVG will carry, not on characters the escaper drops.
  const labelText = textWidth(xmlText(label));
  const messageText = textWidth(xmlText(message));
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
