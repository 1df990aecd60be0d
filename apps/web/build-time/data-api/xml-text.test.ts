// @vitest-environment jsdom
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { renderBadge } from "./badge-svg";
import { dataApiBoards } from "./boards";
import { buildFeed } from "./feed";
import { buildSitemap } from "./sitemap";
import { escapeXml } from "./xml-text";

// The oracle, written from XML 1.0's Char production rather than taken from the escaper under test.
const XML_CHAR_RANGES = [
  [0x9, 0xa],
  [0xd, 0xd],
  [0x20, 0xd7ff],
  [0xe000, 0xfffd],
  [0x10000, 0x10ffff],
] as const;
const minusForbidden = (text: string) =>
  [...text]
    .filter((char) => {
      const code = char.codePointAt(0)!;
      return XML_CHAR_RANGES.some(([low, high]) => code >= low && code <= high);
    })
    .join("");

// Any code point (lone surrogates included), with markup, line ends and controls drawn often.
const anyText = fc.string({
  unit: fc
    .oneof(
      { arbitrary: fc.integer({ min: 0, max: 0x10ffff }), weight: 3 },
      { arbitrary: fc.integer({ min: 0, max: 0x7f }), weight: 3 },
      { arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }), weight: 1 },
      { arbitrary: fc.constantFrom(0xfffe, 0xffff, 0x85, 0x2028), weight: 1 },
    )
    .map((code) => String.fromCodePoint(code)),
  maxLength: 40,
});
const markup = fc.constantFrom("&", "<", ">", '"', "'", "]]>", "\r\n", "\t");
const hostileText = fc
  .array(fc.oneof(anyText, markup), { maxLength: 6 })
  .map((parts) => parts.join(""));

function parseXml(xml: string, type: DOMParserSupportedType) {
  const document = new DOMParser().parseFromString(xml, type);
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

describe("XML output keeps any text as text, minus what XML 1.0 forbids", () => {
  const edition = dataApiBoards().find((board) => board.rows.length > 0)!;

  it("/feed.xml: an edition title, an entry name and the product name", () => {
    fc.assert(
      fc.property(
        hostileText,
        hostileText,
        hostileText,
        (title, name, product) => {
          const row = { ...edition.rows[0]!, rank: 1, name };
          const xml = buildFeed([{ ...edition, title, rows: [row] }], {
            product,
            email: "team@example.org",
          });
          const document = parseXml(xml, "application/xml");
          const text = (selector: string) =>
            document.querySelector(selector)!.textContent;
          expect(text("feed > title")).toBe(
            `${minusForbidden(product)} leaderboard editions`,
          );
          expect(text("entry > title")).toBe(
            `${minusForbidden(title)} ${edition.edition}`,
          );
          expect(
            document.querySelector("entry > category")!.getAttribute("label"),
          ).toBe(minusForbidden(title));
          expect(text("entry > summary")).toBe(
            `1 entry. Ranked first: ${minusForbidden(name)} (${row.headline}). The first edition of this board on the site.`,
          );
        },
      ),
    );
  });

  it("/sitemap.xml: a page path, in the <loc> text and the hreflang attributes", () => {
    fc.assert(
      fc.property(hostileText, (path) => {
        const document = parseXml(
          buildSitemap([`/p/${path}`]),
          "application/xml",
        );
        const expected = `/p/${minusForbidden(path)}`;
        expect(
          [...document.getElementsByTagName("loc")].map(
            (loc) => loc.textContent,
          ),
        ).toEqual([expected, `/zh${expected}`]);
        const alternates = document.getElementsByTagName("xhtml:link");
        expect(alternates[alternates.length - 1]!.getAttribute("href")).toBe(
          expected,
        );
      }),
    );
  });

  it("badges: the label, the message, the title and the aria-label", () => {
    fc.assert(
      fc.property(
        hostileText,
        hostileText,
        hostileText,
        (label, message, title) => {
          const svg = parseXml(
            renderBadge({ label, message, title }),
            "image/svg+xml",
          ).documentElement;
          expect(svg.getAttribute("aria-label")).toBe(minusForbidden(title));
          expect(svg.querySelector("title")!.textContent).toBe(
            minusForbidden(title),
          );
          expect(
            Array.from(
              svg.querySelectorAll("text"),
              (node) => node.textContent,
            ),
          ).toEqual([minusForbidden(label), minusForbidden(message)]);
        },
      ),
    );
  });
});

describe("escapeXml", () => {
  it("escapes the five XML specials, and tab and line ends as references", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;",
    );
    expect(escapeXml("a\tb\r\nc")).toBe("a&#x9;b&#xD;&#xA;c");
  });

  it("drops characters XML cannot carry, lone surrogates included, and keeps astral ones", () => {
    expect(escapeXml("a\u0001b\u0008\ud800c\uffff")).toBe("abc");
    expect(escapeXml("emoji 🚀 stays")).toBe("emoji 🚀 stays");
  });
});
