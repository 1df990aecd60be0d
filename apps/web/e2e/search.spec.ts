import { expect, test, type Locator, type Page } from "@playwright/test";

import {
  expectNoSeriousA11yViolations,
  mockCms,
  openBeforeScripts,
} from "./support";

// Day labels depend on the time zone; pin it so the clock-driven tests read the same everywhere.
test.use({ timezoneId: "UTC" });

const PLACEHOLDER = "Ask your second brain anything...";
const SUGGESTIONS = [
  "Artificial Intelligence",
  "Machine Learning",
  "Neural Networks",
];

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Chats" });
// The create button and a fresh chat are both named "New Chat"; chats are the ones inside lists.
const newChatButton = (page: Page) =>
  sidebar(page).getByRole("button", { name: "New Chat", exact: true }).first();
const chat = (page: Page, title: string, within?: Locator) =>
  (within ?? sidebar(page))
    .getByRole("listitem")
    .getByRole("button", { name: title, exact: true });
const input = (page: Page) => page.getByPlaceholder(PLACEHOLDER);
const sendButton = (page: Page) => page.getByRole("button", { name: /send/i });
const conversation = (page: Page) =>
  page.getByRole("region", { name: "Conversation" });
const message = (page: Page, text: string) =>
  conversation(page).getByText(text, { exact: true });
const replyTo = (page: Page, question: string) =>
  conversation(page).getByText(
    `Here is what your second brain holds about "${question}"`,
  );

async function openSearch(page: Page) {
  await page.goto("/search");
  await expect(
    sidebar(page).getByRole("heading", { name: "Today" }),
  ).toBeVisible();
  // Hydrated once the empty input disables Send (the prerendered page keeps it enabled: issue 37).
  await expect(sendButton(page)).toBeDisabled({ timeout: 15_000 });
}

async function send(page: Page, text: string) {
  await input(page).fill(text);
  await sendButton(page).click();
}

test.beforeEach(async ({ page }) => {
  await mockCms(page);
});

test("a question typed and sent before the page's scripts have run is kept and answered once they have", async ({
  page,
}) => {
  // The page's scripts are held until the question is sent: Enter lands on the prerendered form.
  const release = await openBeforeScripts(page, "/search");
  await input(page).fill("What is RAG, again?");
  await input(page).press("Enter");
  // The browser did not reload the page: what was typed is still there.
  await expect(input(page)).toHaveValue("What is RAG, again?");
  release();
  await expect(message(page, "What is RAG, again?")).toBeVisible({
    timeout: 15_000,
  });
  await expect(replyTo(page, "What is RAG, again?")).toBeVisible();
  await expect(input(page)).toHaveValue("");
  await expect(chat(page, "What is RAG, again?")).toBeVisible();
});

test.describe("with the real clock", () => {
  test.beforeEach(async ({ page }) => {
    await openSearch(page);
  });

  test("says it is a demo and shows the empty state of a first chat", async ({
    page,
  }) => {
    await expect(
      page.getByRole("heading", { level: 1, name: "Universal Search" }),
    ).toBeVisible();
    await expect(page.getByText("This is a demo.")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Search Your Second Brain" }),
    ).toBeVisible();
    await expect(chat(page, "New Chat")).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test('a new chat is titled "New Chat", has no messages and becomes active', async ({
    page,
  }) => {
    await send(page, "First question");
    await expect(message(page, "First question")).toBeVisible();

    await newChatButton(page).click();
    const fresh = chat(page, "New Chat");
    await expect(fresh).toHaveAttribute("aria-current", "true");
    await expect(
      page.getByRole("heading", { name: "Search Your Second Brain" }),
    ).toBeVisible();
    await expect(conversation(page).getByRole("listitem")).toHaveCount(0);
    await expect(chat(page, "First question")).not.toHaveAttribute(
      "aria-current",
    );
  });

  test("the first message of 25 characters or fewer becomes the chat title", async ({
    page,
  }) => {
    await send(page, "Exactly twenty-five chars");
    await expect(chat(page, "Exactly twenty-five chars")).toBeVisible();
    await send(page, "A second message does not retitle");
    await expect(chat(page, "Exactly twenty-five chars")).toBeVisible();
  });

  test("a first message longer than 25 characters is cut to 22 plus ...", async ({
    page,
  }) => {
    await send(page, "What is a neural network, really?");
    await expect(chat(page, "What is a neural netwo...")).toBeVisible();
    await expect(
      message(page, "What is a neural network, really?"),
    ).toBeVisible();
  });

  test("send is disabled and Enter ignored while the input is empty after trimming", async ({
    page,
  }) => {
    await expect(sendButton(page)).toBeDisabled();
    await input(page).fill("   ");
    await expect(sendButton(page)).toBeDisabled();
    await input(page).press("Enter");
    await expect(conversation(page).getByRole("listitem")).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "Search Your Second Brain" }),
    ).toBeVisible();

    await input(page).fill("  Hello  ");
    await expect(sendButton(page)).toBeEnabled();
    await input(page).press("Enter");
    await expect(message(page, "Hello")).toBeVisible();
    await expect(input(page)).toHaveValue("");
    await expect(sendButton(page)).toBeDisabled();
  });

  test("suggested results follow each assistant reply", async ({ page }) => {
    await send(page, "Alpha");
    await expect(replyTo(page, "Alpha")).toBeVisible();
    await send(page, "Beta");
    await expect(replyTo(page, "Beta")).toBeVisible();

    const suggestions = conversation(page).getByRole("heading", {
      name: "Suggested results",
    });
    await expect(suggestions).toHaveCount(2);
    for (const title of SUGGESTIONS) {
      await expect(conversation(page).getByText(title)).toHaveCount(2);
    }
  });

  test("deleting the active chat selects the first remaining chat", async ({
    page,
  }) => {
    await send(page, "Oldest");
    await newChatButton(page).click();
    await send(page, "Middle");
    await newChatButton(page).click();
    await send(page, "Newest");

    await chat(page, "Middle").click();
    await expect(chat(page, "Middle")).toHaveAttribute("aria-current", "true");
    await sidebar(page)
      .getByRole("button", { name: /delete chat middle/i })
      .click();

    await expect(chat(page, "Middle")).toHaveCount(0);
    await expect(chat(page, "Newest")).toHaveAttribute("aria-current", "true");
    await expect(message(page, "Newest")).toBeVisible();
  });

  test("deleting a chat that is not active keeps the active one", async ({
    page,
  }) => {
    await send(page, "Keep me");
    await newChatButton(page).click();
    await sidebar(page)
      .getByRole("button", { name: /delete chat keep me/i })
      .click();
    await expect(chat(page, "New Chat")).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(chat(page, "Keep me")).toHaveCount(0);
  });

  test("deleting the last chat creates a fresh one", async ({ page }) => {
    await send(page, "Only chat");
    await sidebar(page)
      .getByRole("button", { name: /delete chat only chat/i })
      .click();

    await expect(chat(page, "Only chat")).toHaveCount(0);
    await expect(chat(page, "New Chat")).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(
      sidebar(page).getByRole("button", { name: /delete chat/i }),
    ).toHaveCount(1);
    await expect(
      page.getByRole("heading", { name: "Search Your Second Brain" }),
    ).toBeVisible();
  });

  test("renaming commits on submit", async ({ page }) => {
    await sidebar(page)
      .getByRole("button", { name: /rename chat new chat/i })
      .click();
    const title = sidebar(page).getByRole("textbox");
    await expect(title).toBeFocused();
    await title.fill("Reading list");
    await title.press("Enter");

    await expect(
      sidebar(page).getByRole("button", { name: /rename chat reading list/i }),
    ).toBeFocused();
    await expect(chat(page, "Reading list")).toBeVisible();
  });

  test("renaming commits on blur", async ({ page }) => {
    await sidebar(page)
      .getByRole("button", { name: /rename chat new chat/i })
      .click();
    await sidebar(page).getByRole("textbox").fill("Papers");
    await input(page).click();

    await expect(chat(page, "Papers")).toBeVisible();
    await expect(sidebar(page).getByRole("textbox")).toHaveCount(0);
  });

  test('renaming to an empty title gives "Untitled Chat"', async ({ page }) => {
    await sidebar(page)
      .getByRole("button", { name: /rename chat new chat/i })
      .click();
    await sidebar(page).getByRole("textbox").fill("   ");
    await sidebar(page).getByRole("textbox").press("Enter");

    await expect(chat(page, "Untitled Chat")).toBeVisible();
  });

  test("Toggle sidebar hides and shows the sidebar", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Toggle sidebar" });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await expect(sidebar(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(sidebar(page)).toBeVisible();
    await expect(chat(page, "New Chat")).toBeVisible();
  });

  test("chats are not kept after a reload", async ({ page }) => {
    await send(page, "Forget me");
    await expect(chat(page, "Forget me")).toBeVisible();
    await openSearch(page);
    await expect(chat(page, "Forget me")).toHaveCount(0);
  });

  test("has no serious accessibility violations, empty or with a conversation", async ({
    page,
  }) => {
    await expectNoSeriousA11yViolations(page);
    await send(page, "Accessibility check");
    await expect(replyTo(page, "Accessibility check")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("with a controlled clock", () => {
  const start = new Date("2025-11-03T10:00:00Z");

  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: start });
    await openSearch(page);
  });

  test("the assistant reply arrives 800 ms after the user message, not before", async ({
    page,
  }) => {
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await send(page, "Lower bound");
    await expect(message(page, "Lower bound")).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Searching" }),
    ).toBeVisible();

    await page.clock.runFor(799);
    // The clock is paused, so real time passing here cannot bring the reply early.
    await page.waitForTimeout(200);
    await expect(replyTo(page, "Lower bound")).toHaveCount(0);

    await page.clock.runFor(1);
    await expect(replyTo(page, "Lower bound")).toBeVisible();
    await expect(
      conversation(page).getByRole("heading", { name: "Suggested results" }),
    ).toBeVisible();
  });

  test('groups chats under "Today", "Yesterday" and a short month-day', async ({
    page,
  }) => {
    const group = (name: string) =>
      sidebar(page).getByRole("list", { name, exact: true });

    await send(page, "From Monday");
    await expect(chat(page, "From Monday", group("Today"))).toBeVisible();

    await page.clock.fastForward("24:00:00");
    await expect(chat(page, "From Monday", group("Yesterday"))).toBeVisible();
    await newChatButton(page).click();
    await send(page, "From Tuesday");

    await page.clock.fastForward("24:00:00");
    await newChatButton(page).click();

    await expect(chat(page, "New Chat", group("Today"))).toBeVisible();
    await expect(chat(page, "From Tuesday", group("Yesterday"))).toBeVisible();
    await expect(chat(page, "From Monday", group("Nov 3"))).toBeVisible();
    await expect(sidebar(page).getByRole("heading")).toHaveText([
      "Today",
      "Yesterday",
      "Nov 3",
    ]);
  });
});
