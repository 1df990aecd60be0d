import { fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { renderInLanguage } from "@/test/render";

import { SubmissionForm } from "./submission-form";

describe("the submission form in Chinese", () => {
  it("labels its fields and lists the rules' errors in Chinese, linked to the fields", async () => {
    renderInLanguage(
      <MemoryRouter initialEntries={["/zh/submit"]}>
        <SubmissionForm />
      </MemoryRouter>,
      { locale: "zh-CN" },
    );
    expect(screen.getByLabelText("智能体或模型名称")).toBeInTheDocument();
    expect(screen.getByLabelText("公开访问链接")).toBeInTheDocument();
    expect(screen.getByLabelText("招聘")).toBeInTheDocument();
    expect(screen.getByLabelText("ScienceQA")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("公开访问链接"), {
      target: { value: "http://agent.example.org" },
    });
    fireEvent.click(screen.getByRole("button", { name: "提交" }));
    const summary = await screen.findByRole("alert");
    expect(
      within(summary).getByRole("heading", { name: "提交内容有 7 处问题" }),
    ).toBeInTheDocument();
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "智能体或模型名称：请填写智能体或模型名称。",
      "机构：请填写机构。",
      "联系人姓名：请填写联系人姓名。",
      "电子邮箱：请填写电子邮箱地址。",
      "公开访问链接：公开访问链接必须以 https:// 开头",
      "基准测试：请至少选择一个基准测试。",
      "同意：请同意就本次提交被联系。",
    ]);
    expect(links[0]).toHaveAttribute("href", "#agentName");
    expect(
      screen.getByLabelText("智能体或模型名称"),
    ).toHaveAccessibleDescription("请填写智能体或模型名称。");
    // No English sentence of the rules is left on the page.
    expect(document.body.textContent).not.toMatch(/Enter the|Choose at least/);
  });
});
