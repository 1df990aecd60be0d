// The one escaper of the XML the build writes: /feed.xml, /sitemap.xml and the SVG badges.

// Everything outside XML 1.0's Char production (most C0 controls, U+FFFE, U+FFFF, lone surrogates): no escape can
// carry these, a parser rejects the whole document, so they are dropped.
const FORBIDDEN = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

// Tab and line ends as references too: a parser turns literal ones into spaces in attributes and "\r" into "\n"
// in text, so only a reference brings them back as typed.
const REFERENCES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
  "\t": "&#x9;",
  "\n": "&#xA;",
  "\r": "&#xD;",
};

/** The text less the characters XML 1.0 cannot carry. */
export function xmlText(text: string): string {
  return text.replace(FORBIDDEN, "");
}

/** Text safe inside an XML element or a double- or single-quoted attribute, read back as `xmlText(text)`. */
export function escapeXml(text: string): string {
  return xmlText(text).replace(/[&<>"'\t\n\r]/g, (char) => REFERENCES[char]!);
}
