import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { ToasterOnDemand } from "@/components/layout/toaster-on-demand";
import { I18nWrapper, renderInLanguage } from "@/test/render";

import { ImportDemo } from "./import-demo";

// Radix's radio group measures its items; jsdom has no ResizeObserver. Stubbed for each test and taken away after it
// (unstubGlobals in vitest.config.ts): files share a worker's globals, and a stub left behind would tell a later
// file's chart that a browser measures it (chart-figure.test.tsx waited for a width that never came).
beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

// The chosen source is the URL's fragment: each test starts without one.
beforeEach(() => {
  window.history.replaceState(null, "", "/import");
});

// First in the file: the prerender is what the page is before any render here has hydrated.
describe("ImportDemo as prerendered (before scripts, or without them)", () => {
  it("is five links to five panels, all in the page, and no tabs (nothing could keep aria-selected true)", () => {
    // In the document, as the prerendered HTML is (accessible names follow aria-labelledby ids).
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = renderToString(
      <I18nWrapper>
        <ImportDemo />
      </I18nWrapper>,
    );
    const list = within(container).getByRole("list", { name: "Data source" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "#import-csv",
      "#import-api",
      "#import-url",
      "#import-document",
      "#import-text",
    ]);
    expect(links[1]).toHaveTextContent(/^API Integration/);
    for (const link of links) {
      const panel = container.querySelector(link.getAttribute("href")!);
      expect(panel?.tagName).toBe("SECTION");
    }
    expect(within(container).queryAllByRole("tab")).toEqual([]);
    container.remove();
  });
});

describe("ImportDemo once hydrated", () => {
  it("opens on the source the URL's fragment names (chosen by a link before the scripts ran)", () => {
    window.history.replaceState(null, "", "/import#import-text");
    renderInLanguage(<ImportDemo />);
    expect(screen.getByRole("tab", { name: "Text Input" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tabpanel").querySelector("h2")).toHaveTextContent(
      "Text Input",
    );
  });

  it("keeps the chosen tab in the URL's fragment, replacing it (no history step)", async () => {
    const user = userEvent.setup();
    const before = window.history.length;
    renderInLanguage(<ImportDemo />);
    await user.click(screen.getByRole("tab", { name: "Web URL" }));
    expect(window.location.hash).toBe("#import-url");
    expect(window.history.length).toBe(before);
  });
});

describe("ImportDemo in Chinese", () => {
  it("names the sources and fields in Chinese", async () => {
    const user = userEvent.setup();
    renderInLanguage(<ImportDemo />, { locale: "zh-CN" });
    expect(screen.getByRole("tablist", { name: "数据来源" })).toBeVisible();
    expect(
      screen.getByRole("tab", { name: "CSV 文件" }),
    ).toHaveAccessibleDescription("电子表格导出的数据行");
    await user.click(screen.getByRole("tab", { name: "API 集成" }));
    expect(screen.getByLabelText("API 接口地址")).toHaveAccessibleDescription(
      "返回待导入记录的接口。",
    );
    expect(screen.getByRole("radio", { name: "Bearer 令牌" })).toBeVisible();
  });

  it("tells in Chinese that nothing was imported", async () => {
    const user = userEvent.setup();
    renderInLanguage(
      <>
        <ImportDemo />
        <ToasterOnDemand />
      </>,
      { locale: "zh-CN" },
    );
    await user.click(screen.getByRole("button", { name: "导入 CSV" }));
    // The toaster mounts on the first toast and shows it a moment later (on a loaded machine the title was
    // found while still hidden): wait for it to be shown, not only to be there.
    await waitFor(
      () => {
        expect(screen.getByText("仅为演示")).toBeVisible();
        expect(
          screen.getByText("没有导入任何内容：本页仅展示导入流程。"),
        ).toBeVisible();
      },
      { timeout: 3000 },
    );
  });
});
