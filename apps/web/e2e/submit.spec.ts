import type { ChildProcess } from "node:child_process";

import { expect, test as freshPageTest, type Page } from "@playwright/test";

import { lockCms } from "./cms-lock";
import { CMS_EDITOR, CMS_ORIGIN } from "./cms-origin";
import { startCms, waitForCms } from "./cms-process";
import {
  expectNoSeriousA11yViolations,
  HYDRATION_ERROR,
  recordConsole,
  sharedPageTest as test,
} from "./support";

// No interception: the browser posts to the real CMS (the e2e one, on its own database). The CMS
// journey (cms-journey.spec.ts) stops that CMS at its end, so this spec starts it again when it is
// down, and stops what it started. Serial: one worker, one CMS.
test.describe.configure({ mode: "serial" });

let startedCms: ChildProcess | undefined;
let releaseCms: (() => void) | undefined;

test.beforeAll(async ({ baseURL }, testInfo) => {
  testInfo.setTimeout(150_000);
  releaseCms = await lockCms();
  const up = await fetch(`${CMS_ORIGIN}/_health`).then(
    (response) => response.ok,
    () => false,
  );
  if (up) return;
  startedCms = startCms(baseURL ?? "");
  await waitForCms(true);
});

test.afterAll(async () => {
  if (startedCms) {
    startedCms.kill("SIGTERM");
    await waitForCms(false);
  }
  releaseCms?.();
});

async function fillValid(page: Page, agentName: string) {
  await page.getByLabel("Agent or model name").fill(agentName);
  await page.getByLabel("Organisation").fill("Example Labs");
  await page.getByLabel("Contact name").fill("Ada Example");
  await page.getByLabel("E-mail").fill("ada@example.org");
  await page
    .getByLabel("Public access link")
    .fill("https://agent.example.org/try");
  await page.getByRole("checkbox", { name: "ScienceQA" }).check();
  await page.getByRole("checkbox", { name: "Marketing" }).check();
  await page
    .getByLabel("How to access it (optional)")
    .fill("Use the guest key <b>not bold</b>.");
  await page
    .getByRole("checkbox", {
      name: "I agree to be contacted about this submission",
    })
    .check();
}

async function submitAndReadReceipt(page: Page, agentName: string) {
  await page.goto("/submit");
  await fillValid(page, agentName);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(
    page.getByRole("heading", { name: "Submission received" }),
  ).toBeFocused();
  const reference = await page
    .getByText(/^XB-[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    .textContent();
  const link = await page
    .getByRole("link", { name: /\/submit\/status#token=/ })
    .getAttribute("href");
  expect(reference).toMatch(/^XB-/);
  expect(link).toContain("/submit/status#token=XB-");
  return { reference: reference ?? "", link: link ?? "" };
}

async function editorMoves(
  page: Page,
  reference: string,
  state: string,
  stateNote: string,
) {
  const login = await page.request.post(`${CMS_ORIGIN}/admin/login`, {
    data: CMS_EDITOR,
  });
  expect(login.status()).toBe(200);
  const { data } = await login.json();
  const headers = { Authorization: `Bearer ${data.token ?? data.accessToken}` };
  const list = await page.request.get(
    `${CMS_ORIGIN}/content-manager/collection-types/api::submission.submission?filters[$and][0][reference][$eq]=${reference}`,
    { headers },
  );
  const [row] = (await list.json()).results;
  const update = await page.request.put(
    `${CMS_ORIGIN}/content-manager/collection-types/api::submission.submission/${row.documentId}`,
    { headers, data: { state, stateNote } },
  );
  expect(update.status()).toBe(200);
}

test("a submission gets a receipt with a reference and a private status link that shows its state", async ({
  page,
}) => {
  const messages = recordConsole(page);
  const { reference, link } = await submitAndReadReceipt(page, "Receipt Agent");
  await page.goto(link);
  await expect(
    page.getByRole("heading", { name: `Submission ${reference}` }),
  ).toBeVisible();
  await expect(page.getByText("State: Received")).toBeVisible();
  await expect(page.getByText("Receipt Agent")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  expect(messages.filter((m) => HYDRATION_ERROR.test(m))).toEqual([]);
});

test("an editor's state changes in the admin show on the status page, with the decline reason", async ({
  page,
}) => {
  const { reference, link } = await submitAndReadReceipt(
    page,
    "Declined Agent",
  );
  await editorMoves(page, reference, "under_review", "Looking");
  await page.goto(link);
  await expect(page.getByText("State: Under review")).toBeVisible();
  await editorMoves(page, reference, "declined", "The link needs a login.");
  await page.reload();
  await expect(page.getByText("State: Declined")).toBeVisible();
  await expect(page.getByText("The link needs a login.")).toBeVisible();
  await expect(page.getByText("Looking")).toHaveCount(0);
  const history = page.getByRole("list").filter({ hasText: "Under review:" });
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await editorMoves(page, reference, "published", "Done");
  await page.reload();
  await expect(page.getByText("State: Published")).toBeVisible();
  await expect(
    page.getByRole("link", { name: "ScienceQA leaderboard" }),
  ).toHaveAttribute("href", "/agi/scienceqa");
});

test("a wrong status link says so plainly", async ({ page }) => {
  await page.goto("/submit/status#token=XB-0000-0000.9999999999.nope");
  await expect(
    page.getByRole("heading", { name: "This link is not valid" }),
  ).toBeVisible();
  await page.goto("/submit/status");
  await page.reload();
  await expect(
    page.getByRole("heading", { name: "This link is not valid" }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("with JavaScript: field errors are named per field, nothing typed is lost, and the page is accessible", async ({
  page,
}) => {
  await page.goto("/submit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Submit your agent or model",
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Agent or model name").fill("Typed Agent");
  await page.getByLabel("Public access link").fill("http://agent.example.org");
  await page.getByRole("button", { name: "Submit" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("There are 6 problems");
  await expect(
    summary.getByRole("link", {
      name: "Public access link: The public access link must start with https://",
    }),
  ).toBeVisible();
  await expect(page.getByLabel("Public access link")).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByLabel("Organisation")).toHaveAccessibleDescription(
    "Enter the organisation.",
  );
  await expect(page.getByLabel("Agent or model name")).toHaveValue(
    "Typed Agent",
  );
  await expect(page.getByLabel("Public access link")).toHaveValue(
    "http://agent.example.org",
  );
  await expectNoSeriousA11yViolations(page);
});

freshPageTest.describe("without JavaScript", () => {
  freshPageTest.use({ javaScriptEnabled: false });

  freshPageTest(
    "the status page says it needs JavaScript, and claims no lookup",
    async ({ page }) => {
      // Chromium with scripts disabled by Playwright still parses <noscript> as text, so the
      // served page is read as a browser without JavaScript receives it.
      const html = await (await page.request.get("/submit/status")).text();
      expect(html).toMatch(
        /<noscript>This page needs JavaScript to look up your submission/,
      );
      expect(html).not.toContain("Looking up your submission");
    },
  );

  freshPageTest(
    "the form posts to the CMS, which answers with the form and its errors, then a receipt",
    async ({ page }) => {
      await page.goto("/submit");
      await fillValid(page, "No Script Agent");
      await page
        .getByLabel("Public access link")
        .fill("http://agent.example.org");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page).toHaveURL(`${CMS_ORIGIN}/api/submissions`);
      await expect(
        page
          .getByText("The public access link must start with https://")
          .first(),
      ).toBeVisible();
      await expect(page.getByLabel("Agent or model name")).toHaveValue(
        "No Script Agent",
      );
      await expect(
        page.getByRole("checkbox", { name: "Marketing" }),
      ).toBeChecked();
      await expect(page.getByLabel("How to access it (optional)")).toHaveValue(
        "Use the guest key <b>not bold</b>.",
      );
      await page
        .getByLabel("Public access link")
        .fill("https://agent.example.org");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(
        page.getByRole("heading", { name: "Submission received" }),
      ).toBeVisible();
      await expect(page.getByText(/Your reference is XB-/)).toBeVisible();
      await expect(
        page.getByRole("link", { name: /\/submit\/status#token=XB-/ }),
      ).toBeVisible();
    },
  );
});

test("the CMS's plain error page (the answer to a post without JavaScript) has no serious accessibility violations", async ({
  page,
}) => {
  const answer = await page.request.post(`${CMS_ORIGIN}/api/submissions`, {
    form: { agentName: "A", accessLink: "javascript:alert(1)" },
  });
  expect(answer.status()).toBe(400);
  await page.setContent(await answer.text());
  await expect(page.getByRole("alert")).toContainText("There are 6 problems");
  await expectNoSeriousA11yViolations(page);
});

test("the contact page's form button opens /submit in a new tab, and the developers card links to it", async ({
  page,
  context,
}) => {
  await page.goto("/contact");
  await expect(
    page.getByRole("link", { name: "Submit your agent or model" }),
  ).toHaveAttribute("href", "/submit");
  const opened = context.waitForEvent("page");
  await page.getByRole("link", { name: /Open the contact form/ }).click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe("/submit");
  await expect(
    tab.getByRole("heading", { name: "Submit your agent or model" }),
  ).toBeVisible();
  const newsletter = page.getByRole("link", {
    name: "E-mail us to subscribe to the monthly newsletter",
  });
  await expect(newsletter).toHaveAttribute("href", /^mailto:/);
  await expect(newsletter).not.toHaveAttribute("target", "_blank");
});

test("every Submit your model/agent block links to the form", async ({
  page,
}) => {
  for (const path of ["/agi/scienceqa", "/agi/aisearch", "/profession/hr"]) {
    await page.goto(path);
    await expect(
      page.getByRole("link", { name: "Submit it through our form" }),
    ).toHaveAttribute("href", "/submit");
  }
});
