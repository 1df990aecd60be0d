// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { renderBadge, textWidth } from "./badge-svg";

function parseSvg(svg: string): Document {
  const document = new DOMParser().parseFromString(svg, "image/svg+xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

const text = {
  label: "xbench-DeepSearch 2025.10",
  message: "rank 3 · 65+",
  title: "Fellou: xbench-DeepSearch 2025.10 · rank 3 · 65+",
};

describe("renderBadge", () => {
  it("is an accessible image: role img, a <title> and an aria-label with the whole statement", () => {
    const svg = parseSvg(renderBadge(text)).documentElement;
    expect(svg.getAttribute("role")).toBe("img");
    expect(svg.getAttribute("aria-label")).toBe(text.title);
    expect(svg.querySelector("title")?.textContent).toBe(text.title);
    expect(
      Array.from(svg.querySelectorAll("text"), (node) => node.textContent),
    ).toEqual([text.label, text.message]);
  });

  it("is self-contained: no script, no external reference, no foreign object", () => {
    const svg = renderBadge(text);
    expect(svg).not.toMatch(
      /<script|href=|@import|url\((?!#)|<foreignObject|<image/i,
    );
  });

  it("escapes hostile names so they stay text, in the title and the aria-label alike", () => {
    const hostile = `A&B "quoted" 'single' </title><script>alert(1)</script> ]]> \u0000\u0007`;
    const svg = renderBadge({ ...text, title: hostile, label: hostile });
    const document = parseSvg(svg);
    expect(document.getElementsByTagName("script")).toHaveLength(0);
    expect(document.querySelector("title")?.textContent).toBe(
      `A&B "quoted" 'single' </title><script>alert(1)</script> ]]> `,
    );
    expect(document.documentElement.getAttribute("aria-label")).toBe(
      document.querySelector("title")?.textContent,
    );
    expect(svg).not.toContain("<script>");
  });

  it("grows with its text: each box is the text's width plus padding", () => {
    const short = parseSvg(renderBadge({ ...text, message: "rank 1 · 75+" }));
    const long = parseSvg(
      renderBadge({
        ...text,
        message: "rank 10 · 75+ and a much longer message",
      }),
    );
    const width = (document: Document) =>
      Number(document.documentElement.getAttribute("width"));
    expect(width(long)).toBeGreaterThan(width(short) + 100);
    const [labelBox, messageBox] = Array.from(
      short.querySelectorAll("g rect"),
      (rect) => Number(rect.getAttribute("width")),
    );
    expect(labelBox! + messageBox!).toBe(width(short));
    expect(labelBox).toBe(Math.ceil(textWidth(text.label) + 12));
  });
});

describe("textWidth", () => {
  it("measures wide letters wider than narrow ones and counts a full em for CJK", () => {
    expect(textWidth("WWW")).toBeGreaterThan(textWidth("iii") * 3);
    expect(textWidth("豆包")).toBe(22);
    expect(textWidth("")).toBe(0);
  });
});
