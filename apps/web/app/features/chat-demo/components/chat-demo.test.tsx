import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { ChatDemo } from "./chat-demo";

describe("ChatDemo in Chinese", () => {
  it("starts with a Chinese empty state, a new chat of today and Chinese controls", () => {
    renderInLanguage(<ChatDemo />, { locale: "zh-CN" });
    expect(
      screen.getByRole("heading", { name: "搜索你的第二大脑" }),
    ).toBeInTheDocument();
    const chats = screen.getByRole("navigation", { name: "对话列表" });
    expect(within(chats).getByRole("heading", { name: "今天" })).toBeVisible();
    expect(
      within(chats).getByRole("button", { name: "重命名对话 新对话" }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("消息")).toHaveAttribute(
      "placeholder",
      "向你的第二大脑提任何问题……",
    );
    expect(
      screen.getByRole("button", { name: "显示或隐藏侧边栏" }),
    ).toBeInTheDocument();
  });

  it("answers in Chinese and shows Chinese example results", async () => {
    const user = userEvent.setup();
    renderInLanguage(<ChatDemo />, { locale: "zh-CN" });
    await user.type(screen.getByLabelText("消息"), "什么是神经网络？");
    await user.click(screen.getByRole("button", { name: "发送" }));

    expect(await screen.findByRole("status")).toHaveTextContent(
      "正在搜索你的第二大脑……",
    );
    expect(
      await screen.findByText(
        "以下是你的第二大脑中关于“什么是神经网络？”的内容。这是一个演示，因此这条回答在你的浏览器中生成，下方结果仅为示例。",
        undefined,
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(screen.getByText("推荐结果")).toBeVisible();
    expect(screen.getByText("神经网络")).toBeVisible();
    // The chat is titled with the question, as in English.
    expect(
      screen.getByRole("button", { name: "删除对话 什么是神经网络？" }),
    ).toBeInTheDocument();
  });
});

describe("ChatDemo in English", () => {
  it("answers with the English reply", async () => {
    const user = userEvent.setup();
    renderInLanguage(<ChatDemo />);
    expect(
      screen.getByRole("button", { name: "Rename chat New Chat" }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Message"), "What is RAG?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(
      await screen.findByText(
        'Here is what your second brain holds about "What is RAG?". This is a demo, so this answer is generated in your browser and the results below are examples.',
        undefined,
        { timeout: 3000 },
      ),
    ).toBeVisible();
  });
});
