import { expect, test as freshPageTest, type Page } from "@playwright/test";

import {
  expectHydrated,
  expectNoSeriousA11yViolations,
  mockCms,
  sharedPageTest as test,
} from "./support";

const SOURCES = [
  "CSV File",
  "API Integration",
  "Web URL",
  "Document Upload",
  "Text Input",
] as const;

const sources = (page: Page) =>
  page.getByRole("tablist", { name: "Data source" });
const source = (page: Page, name: string) =>
  sources(page).getByRole("tab", { name, exact: true });
const panel = (page: Page) => page.getByRole("tabpanel");
const demoToast = (page: Page) => page.getByText("Demo only", { exact: true });

test.beforeEach(async ({ page }) => {
  await mockCms(page);
  await page.goto("/import");
});

test("shows five source cards, says it is a demo, and starts on CSV File", async ({
  page,
}) => {
  await expect(
    page.getByRole("heading", { level: 1, name: "Import Data" }),
  ).toBeVisible();
  await expect(page.getByText("This is a demo.")).toBeVisible();
  await expect(sources(page).getByRole("tab")).toHaveText(
    SOURCES.map((name) => new RegExp(`^${name}`)),
  );
  await expect(source(page, "CSV File")).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(panel(page).getByLabel("CSV file")).toBeVisible();
});

test.describe("once hydrated", () => {
  test.beforeEach(async ({ page }) => {
    // The page is prerendered: a click before hydration is lost.
    await expectHydrated(page);
  });

  test("exactly one source is active at a time and shows its own panel", async ({
    page,
  }) => {
    for (const name of SOURCES) {
      await source(page, name).click();
      await expect(source(page, name)).toHaveAttribute("aria-selected", "true");
      await expect(
        sources(page).locator('[role="tab"][aria-selected="true"]'),
      ).toHaveCount(1);
      await expect(panel(page)).toHaveCount(1);
      await expect(
        panel(page).getByRole("heading", { name, exact: true }),
      ).toBeVisible();
    }
  });

  test("the source cards are operable with the arrow, Home and End keys", async ({
    page,
  }) => {
    await source(page, "CSV File").focus();
    await page.keyboard.press("ArrowRight");
    await expect(source(page, "API Integration")).toBeFocused();
    await expect(source(page, "API Integration")).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(panel(page).getByLabel("API endpoint URL")).toBeVisible();

    await page.keyboard.press("End");
    await expect(source(page, "Text Input")).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Home");
    await expect(source(page, "CSV File")).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("CSV File offers a file picker and the import is demo only", async ({
    page,
  }) => {
    await panel(page)
      .getByLabel("CSV file")
      .setInputFiles({
        name: "reading-list.csv",
        mimeType: "text/csv",
        buffer: Buffer.from("title,url\nA,https://example.com\n"),
      });
    await expect(
      panel(page).getByText("Selected: reading-list.csv"),
    ).toBeVisible();
    await panel(page).getByRole("button", { name: "Import CSV" }).click();
    await expect(demoToast(page)).toBeVisible();
  });

  test("API Integration asks for an endpoint URL and one of four auth methods", async ({
    page,
  }) => {
    await source(page, "API Integration").click();
    const endpoint = panel(page).getByRole("textbox", {
      name: "API endpoint URL",
    });
    await endpoint.fill("https://api.example.com/v1/notes");

    const auth = panel(page).getByRole("radiogroup", {
      name: "Authentication method",
    });
    await expect(auth.getByRole("radio")).toHaveCount(4);
    for (const method of [
      "API Key",
      "OAuth 2.0",
      "Bearer Token",
      "No Authentication",
    ]) {
      await expect(auth.getByRole("radio", { name: method })).toBeVisible();
    }
    await expect(auth.getByRole("radio", { name: "API Key" })).toBeChecked();
    await auth.getByRole("radio", { name: "API Key" }).focus();
    // Radix checks a radio when an arrow key is held as focus arrives; a press is too quick.
    await page.keyboard.down("ArrowDown");
    await expect(auth.getByRole("radio", { name: "OAuth 2.0" })).toBeFocused();
    await expect(auth.getByRole("radio", { name: "OAuth 2.0" })).toBeChecked();
    await page.keyboard.up("ArrowDown");
    await auth.getByRole("radio", { name: "No Authentication" }).click();
    await expect(
      auth.getByRole("radio", { name: "No Authentication" }),
    ).toBeChecked();
    await expect(
      auth.getByRole("radio", { name: "OAuth 2.0" }),
    ).not.toBeChecked();

    await panel(page).getByRole("button", { name: "Connect API" }).click();
    await expect(demoToast(page)).toBeVisible();
  });

  test('Web URL asks for a website URL with an "Extract main text content" checkbox', async ({
    page,
  }) => {
    await source(page, "Web URL").click();
    await panel(page)
      .getByRole("textbox", { name: "Website URL" })
      .fill("https://example.com/article");
    const extract = panel(page).getByRole("checkbox", {
      name: "Extract main text content",
    });
    await expect(extract).toBeChecked();
    await extract.click();
    await expect(extract).not.toBeChecked();
    await panel(page).getByText("Extract main text content").click();
    await expect(extract).toBeChecked();

    await panel(page).getByRole("button", { name: "Import page" }).click();
    await expect(demoToast(page)).toBeVisible();
  });

  test("Document Upload lists PDF, DOCX, TXT and MD", async ({ page }) => {
    await source(page, "Document Upload").click();
    await expect(
      panel(page)
        .getByRole("list", { name: "Supported formats" })
        .getByRole("listitem"),
    ).toHaveText(["PDF", "DOCX", "TXT", "MD"]);
    await expect(panel(page).getByLabel("Document")).toHaveAttribute(
      "accept",
      ".pdf,.docx,.txt,.md",
    );
    await panel(page).getByRole("button", { name: "Upload document" }).click();
    await expect(demoToast(page)).toBeVisible();
  });

  test('Text Input has title and content fields and a demo-only "Save to Brain"', async ({
    page,
  }) => {
    await source(page, "Text Input").click();
    await panel(page).getByRole("textbox", { name: "Title" }).fill("Notes");
    await panel(page)
      .getByRole("textbox", { name: "Content" })
      .fill("Transformers use attention.");
    await panel(page).getByRole("button", { name: "Save to Brain" }).click();
    await expect(demoToast(page)).toBeVisible();
    await expect(
      page.getByText("Nothing was imported", { exact: false }),
    ).toBeVisible();
  });

  test("has no serious accessibility violations on any panel", async ({
    page,
  }) => {
    for (const name of SOURCES) {
      await source(page, name).click();
      await expect(
        panel(page).getByRole("heading", { name, exact: true }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });
});

// Issue 37 item 9: without JavaScript the source cards are links to their panels (no tab roles: nothing could
// keep aria-selected true), and CSS shows the panel the link names; the choice survives the scripts arriving.
freshPageTest.describe("without JavaScript", () => {
  freshPageTest.use({ javaScriptEnabled: false });

  freshPageTest("a source card switches the panel shown", async ({ page }) => {
    const list = page.getByRole("list", { name: "Data source" });
    await expect(list.getByRole("link")).toHaveCount(SOURCES.length);
    await expect(page.getByRole("tab")).toHaveCount(0);
    const shown = page.getByRole("region").filter({ visible: true });
    await expect(shown).toHaveCount(1);
    await expect(
      shown.getByRole("heading", { name: "CSV File", exact: true }),
    ).toBeVisible();
    for (const name of SOURCES.slice(1)) {
      await list.getByRole("link", { name: new RegExp(`^${name}`) }).click();
      await expect(shown).toHaveCount(1);
      await expect(
        shown.getByRole("heading", { name, exact: true }),
      ).toBeVisible();
    }
  });
});

test("a source chosen by its link before the scripts ran stays chosen once they have", async ({
  page,
}) => {
  await page.goto("/import#import-document");
  await expect(source(page, "Document Upload")).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(
    panel(page).getByRole("heading", { name: "Document Upload", exact: true }),
  ).toBeVisible();
});
