import {
  expect,
  test,
  type APIResponse,
  type Locator,
  type Page,
} from "@playwright/test";
import Ajv2020 from "ajv/dist/2020.js";
import { z } from "zod";

import {
  expectNoSeriousA11yViolations,
  mockCms,
  rankingFixture,
} from "./support";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const indexSchema = z.object({
  apiVersion: z.number(),
  schema: z.string(),
  boards: z.array(
    z.object({
      board: z.string(),
      editions: z.array(
        z.object({ edition: z.string(), url: z.string(), schema: z.string() }),
      ),
    }),
  ),
});

const boardSchema = z.object({
  schema: z.string(),
  rows: z.array(z.object({ slug: z.string(), badge: z.string() })),
});

function expectEmbeddable(response: APIResponse, contentType: RegExp) {
  expect(response.status(), response.url()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"], response.url()).toMatch(contentType);
  expect(headers["access-control-allow-origin"], response.url()).toBe("*");
}

test.describe("the static data API", () => {
  test("the index leads to every board file, each valid against the JSON Schema it names, served with CORS", async ({
    request,
  }) => {
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    async function fetchValid(url: string): Promise<unknown> {
      const response = await request.get(url);
      expectEmbeddable(response, /^application\/json/);
      const document: unknown = await response.json();
      const { schema } = z.object({ schema: z.string() }).parse(document);
      const schemaResponse = await request.get(schema);
      expectEmbeddable(schemaResponse, /^application\/json/);
      const validate = ajv.compile(await schemaResponse.json());
      expect(
        validate(document),
        `${url}: ${JSON.stringify(validate.errors)}`,
      ).toBe(true);
      return document;
    }

    const index = indexSchema.parse(await fetchValid("/data/index.json"));
    expect(index.apiVersion).toBe(1);
    const editions = index.boards.flatMap((board) =>
      board.editions.map((edition) => ({ board: board.board, ...edition })),
    );
    expect(editions.map((e) => `${e.board}/${e.edition}`)).toEqual([
      "deepsearch/2025.10",
      "deepsearch/2025.05",
      "recruiting/2025.06",
      "marketing/2025.06",
      "babyvision/2026.01",
      "babyvision-gen/2026.01",
      "scienceqa/latest",
    ]);
    for (const edition of editions) {
      const board = boardSchema.parse(await fetchValid(edition.url));
      expect(board.schema).toBe(edition.schema);
      expect(board.rows.length).toBeGreaterThan(0);
      for (const row of board.rows) {
        const badge = await request.get(row.badge);
        expectEmbeddable(badge, /^image\/svg\+xml/);
        expect(await badge.text()).toContain('role="img"');
      }
    }
  });

  test("a badge states board, edition, rank and headline value in its text and its title", async ({
    request,
  }) => {
    const svg = await (
      await request.get("/badge/deepsearch/2025.10/fellou.svg")
    ).text();
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(
      (match) => match[1],
    );
    expect(texts).toEqual(["xbench-DeepSearch 2025.10", "rank 3 · 35+"]);
    expect(svg).toContain(
      "<title>Fellou: xbench-DeepSearch 2025.10 · rank 3 · 35+</title>",
    );
  });
});

/** The "Embed a badge" box of one board. */
function embed(page: Page, board: string) {
  return page.getByRole("region", { name: `Embed a badge (${board})` });
}

/** Scrolls an image into view, as a reader does, and waits until it has loaded. */
async function scrollToLoad(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((node) =>
        node instanceof HTMLImageElement && node.complete
          ? node.naturalWidth
          : 0,
      ),
    )
    .toBeGreaterThan(0);
}

/** Presses "Copy badge Markdown", waits for its toast and returns what the clipboard holds. */
async function copyBadgeMarkdown(page: Page, box: Locator): Promise<string> {
  await box.getByRole("button", { name: "Copy badge Markdown" }).click();
  await expect(
    page.getByText("Badge Markdown copied to the clipboard"),
  ).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe("Embed a badge", () => {
  test("previews a badge that loads as an image and copies its Markdown with absolute URLs", async ({
    page,
    baseURL,
  }) => {
    await mockCms(page);
    await page.goto("/profession/hr");
    const box = embed(page, "xbench-Profession-Recruiting 2025.06");
    await box.getByLabel("Entry").selectOption({ label: "Perplexity-Search" });
    const image = box.getByRole("img", {
      name: "Perplexity-Search on xbench-Profession-Recruiting 2025.06",
    });
    await expect(image).toHaveAttribute(
      "src",
      "/badge/recruiting/2025.06/perplexity-search.svg",
    );
    // The preview loads as a reader comes near it (next test).
    await scrollToLoad(image);

    const copied = await copyBadgeMarkdown(page, box);
    expect(copied).toBe(
      `[![Perplexity-Search on xbench-Profession-Recruiting 2025.06](${baseURL}/badge/recruiting/2025.06/perplexity-search.svg)](${baseURL}/profession/hr)`,
    );
  });

  test("the badge preview loads only when a reader comes near it, not with the page", async ({
    page,
  }) => {
    // On a phone the preview is about 4,000 px down the page, beyond the distance at which Chromium starts a
    // lazy image. Loaded with the page, its SVG document was built on the main thread right after hydration.
    await page.setViewportSize({ width: 375, height: 812 });
    const badgeRequests: string[] = [];
    page.on("request", (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith("/badge/")) badgeRequests.push(pathname);
    });
    await mockCms(page);
    await page.goto("/profession/hr", { waitUntil: "networkidle" });
    const image = embed(page, "xbench-Profession-Recruiting 2025.06").getByRole(
      "img",
      { name: /on xbench-Profession-Recruiting 2025\.06$/ },
    );
    await expect(image).toBeAttached();
    // An image loaded with the page starts its request as soon as it is in the document; give it two frames.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(resolve)),
        ),
    );
    expect(badgeRequests).toEqual([]);

    await scrollToLoad(image);
    expect(badgeRequests).toHaveLength(1);
  });

  test("DeepSearch offers a badge per edition; the 2025.05 Markdown links to that edition's page", async ({
    page,
    baseURL,
  }) => {
    await mockCms(page);
    await page.goto("/agi/aisearch");
    await expect(
      embed(page, "xbench-DeepSearch 2025.10")
        .getByLabel("Entry")
        .getByRole("option"),
    ).toHaveCount(11);
    // Issue 17: the picker sits with the data, after the notes and the Evaluation Card ("Data & cite": issue 37).
    await expect(
      page
        .getByRole("region", { name: "Data & cite" })
        .getByRole("region", { name: /Embed a badge/ }),
    ).toHaveCount(1);
    // Each edition is its own page (they were tabs of one page: issue 34).
    await page
      .getByRole("navigation", { name: "Editions" })
      .getByRole("link", { name: "2025.05" })
      .click();
    const box = embed(page, "xbench-DeepSearch 2025.05");
    await expect(box.getByLabel("Entry").getByRole("option")).toHaveText([
      "o3 (Search)",
      "o4-mini-high (Search)",
      "Doubao (Deep Think)",
      "Grok-3 (DeeperSearch)",
      "Gemini 2.5 Pro (preview) (Deep Research)",
    ]);
    const copied = await copyBadgeMarkdown(page, box);
    expect(copied).toBe(
      `[![o3 (Search) on xbench-DeepSearch 2025.05](${baseURL}/badge/deepsearch/2025.05/o3-search.svg)](${baseURL}/agi/aisearch/2025.05)`,
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("the preview's load moves neither the copy button nor what is below it: a press spanning the load copies", async ({
    page,
  }) => {
    // Issue 38: the lazy preview stood beside the button and, once loaded, moved it onto the next line, and the
    // citation below with it; Playwright's press landed on the button and its release beside it, and nothing was copied.
    await mockCms(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/badge/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/agi/aisearch/2025.05");
    const box = embed(page, "xbench-DeepSearch 2025.05");
    const copy = box.getByRole("button", { name: "Copy badge Markdown" });
    const citation = page.getByRole("button", {
      name: "Copy citation (BibTeX)",
    });
    await copy.scrollIntoViewIfNeeded();
    const places = async () => [
      await copy.boundingBox(),
      await citation.boundingBox(),
    ];
    const before = await places();
    // Pressed while the preview is on its way, released once it has loaded.
    await copy.hover();
    await page.mouse.down();
    release();
    await scrollToLoad(box.getByRole("img"));
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(resolve)),
        ),
    );
    expect(await places()).toEqual(before);
    await page.mouse.up();
    await expect(
      page.getByText("Badge Markdown copied to the clipboard"),
    ).toBeVisible();
  });

  test("ScienceQA offers only entries of the published snapshot and says so", async ({
    page,
  }) => {
    const [first, ...rest] = rankingFixture.data;
    await mockCms(page, {
      ranking: {
        status: 200,
        body: {
          ...rankingFixture,
          data: [
            {
              ...first!,
              model: { ...first!.model, name: "A model added later" },
            },
            ...rest,
          ],
        },
      },
    });
    await page.goto("/agi/scienceqa");
    const box = embed(page, "xbench-ScienceQA latest");
    const options = box.getByLabel("Entry").getByRole("option");
    await expect(options).toHaveCount(9);
    await expect(options.first()).toHaveText("Gemini 2.5 Pro");
    // Issue 17: said in a visitor's words, no build or CMS wording.
    await expect(box).toContainText("as of the site's last update");
    await expectNoSeriousA11yViolations(page);
  });

  for (const [path, board] of [
    ["/profession/hr", "xbench-Profession-Recruiting 2025.06"],
    ["/profession/marketing", "xbench-Profession-Marketing 2025.06"],
  ]) {
    test(`${path} links its board's data API files and stays accessible`, async ({
      page,
    }) => {
      await mockCms(page);
      await page.goto(path!);
      const box = embed(page, board!);
      const json = box.getByRole("link", { name: "this board as JSON" });
      const response = await page.request.get(
        (await json.getAttribute("href"))!,
      );
      expect(response.status()).toBe(200);
      await expect(
        box.getByRole("link", { name: "all boards" }),
      ).toHaveAttribute("href", "/data/index.json");
      await expectNoSeriousA11yViolations(page);
    });
  }
});
