import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";

import { ToasterOnDemand } from "@/components/layout/toaster-on-demand";
import { renderInLanguage } from "@/test/render";

import { ImportDemo } from "./import-demo";

// Radix's radio group measures its items; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
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
