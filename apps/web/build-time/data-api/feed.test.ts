// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { editionMovement } from "../../app/lib/data-api/movement";
import { dataApiBoards } from "./boards";
import { buildFeed } from "./feed";

const boards = dataApiBoards();
const edition = (board: string, id: string) =>
  boards.find((entry) => entry.board === board && entry.edition === id)!;
const parse = (xml: string) =>
  new DOMParser().parseFromString(xml, "application/xml");
const ATOM = "http://www.w3.org/2005/Atom";

describe("edition movement", () => {
  it("matches DeepSearch 2025.05 and 2025.10 only through the reviewed aliases, and counts moves by hand", () => {
    const movement = editionMovement(
      edition("deepsearch", "2025.05"),
      edition("deepsearch", "2025.10"),
    );
    // o3 (Search) 1 -> ChatGPT-5-Pro 1; Grok-3 (DeeperSearch) 3 -> SuperGrok Expert 2; Doubao (Deep Think) 3 -> 3.
    expect(movement.inBoth).toEqual([
      {
        name: "ChatGPT-5-Pro",
        previousName: "o3 (Search)",
        rank: [1, 1],
        move: "same",
        headline: ["65+", "75+"],
      },
      {
        name: "SuperGrok Expert",
        previousName: "Grok-3 (DeeperSearch)",
        rank: [3, 2],
        move: "up",
        headline: ["50+", "40+"],
      },
      {
        name: "Doubao Deep Research",
        previousName: "Doubao (Deep Think)",
        rank: [3, 3],
        move: "same",
        headline: ["50+", "35+"],
      },
    ]);
    expect(movement.added).toHaveLength(8);
    expect(movement.gone).toEqual([
      "o4-mini-high (Search)",
      "Gemini 2.5 Pro (preview) (Deep Research)",
    ]);
  });

  it("without aliases, renamed products count as new and gone", () => {
    const movement = editionMovement(
      edition("deepsearch", "2025.05"),
      edition("deepsearch", "2025.10"),
      [],
    );
    expect(movement.inBoth).toEqual([]);
    expect(movement.added).toHaveLength(11);
    expect(movement.gone).toHaveLength(5);
  });
});

describe("/feed.xml", () => {
  const xml = buildFeed(boards, {
    product: "xbench",
    email: "team@xbench.org",
  });
  const doc = parse(xml);

  it("is well-formed Atom 1.0 with the elements RFC 4287 requires", () => {
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const feed = doc.documentElement;
    expect(feed.localName).toBe("feed");
    expect(feed.namespaceURI).toBe(ATOM);
    const child = (name: string, parent: Element = feed) =>
      [...parent.children].filter((element) => element.localName === name);
    for (const name of ["id", "title", "updated", "author"])
      expect(child(name), name).toHaveLength(1);
    expect(child("link").map((link) => link.getAttribute("rel"))).toEqual([
      "self",
      "alternate",
    ]);
    for (const entry of child("entry")) {
      for (const name of ["id", "title", "updated", "summary"])
        expect(child(name, entry), name).toHaveLength(1);
      expect(child("id", entry)[0]!.textContent).toMatch(
        /^tag:xbench\.org,2025:edition\//,
      );
      expect(child("updated", entry)[0]!.textContent).toMatch(
        /^\d{4}-\d{2}-\d{2}T00:00:00Z$/,
      );
    }
  });

  it("has one entry per published edition, newest first, each linking to its page", () => {
    const entries = [...doc.getElementsByTagNameNS(ATOM, "entry")];
    expect(
      entries.map((entry) => entry.querySelector("title")!.textContent),
    ).toEqual(
      [
        "xbench-BabyVision 2026.01",
        "xbench-BabyVision-Gen 2026.01",
        "xbench-DeepSearch 2025.10",
        "xbench-Profession-Marketing 2025.06",
        "xbench-Profession-Recruiting 2025.06",
        "xbench-DeepSearch 2025.05",
      ].map((title) => expect.stringContaining(title.split(" ")[1]!)),
    );
    const links = entries.map((entry) =>
      entry.querySelector("link")!.getAttribute("href"),
    );
    expect(links).toEqual([
      "/agi/babyvision/2026.01",
      "/agi/babyvision-gen/2026.01",
      "/agi/aisearch/2025.10",
      "/profession/marketing/2025.06",
      "/profession/hr/2025.06",
      "/agi/aisearch/2025.05",
    ]);
    expect(entries[0]!.querySelector("published")!.textContent).toBe(
      "2026-01-10T00:00:00Z",
    );
    expect(entries[2]!.querySelector("published")!.textContent).toBe(
      "2025-10-24T00:00:00Z",
    );
  });

  it("says what moved against the edition before", () => {
    const summaries = [...doc.getElementsByTagNameNS(ATOM, "summary")].map(
      (s) => s.textContent,
    );
    // Reference rows (BabyVision's adult humans) are not entries: 16 ranked models.
    expect(summaries[0]).toBe(
      "16 entries. Ranked first: Gemini3-Pro-Preview (49.7). The first edition of this board on the site.",
    );
    expect(summaries[2]).toBe(
      "11 entries. Ranked first: ChatGPT-5-Pro (75+). Against 2025.05: 3 in both (1 up, 2 unchanged; 3 rescored), 8 new, 2 no longer listed.",
    );
    expect(summaries[5]).toContain(
      "The first edition of this board on the site.",
    );
  });

  it("makes links absolute when the site's address is configured, and escapes text", () => {
    const absolute = parse(
      buildFeed(boards, {
        product: "x&y",
        email: "a@b.org",
        siteUrl: "https://bench.example/",
      }),
    );
    expect(absolute.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(absolute.querySelector("feed > title")!.textContent).toBe(
      "x&y leaderboard editions",
    );
    expect(absolute.querySelector("entry > link")!.getAttribute("href")).toBe(
      "https://bench.example/agi/babyvision/2026.01",
    );
  });

  it("stays well-formed when an entry name holds a control character (issue 33)", () => {
    const [first, ...rest] = boards;
    const rows = first!.rows.map((row) => ({
      ...row,
      name: `Bad\u0008${row.name}`,
    }));
    const xml = buildFeed([{ ...first!, rows }, ...rest], {
      product: "xbench",
      email: "team@xbench.org",
    });
    expect(parse(xml).getElementsByTagName("parsererror")).toHaveLength(0);
  });
});
