import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";

import { ToasterOnDemand } from "@/components/layout/toaster-on-demand";
import type { Locale } from "@/i18n/locales";
import { renderInLanguage } from "@/test/render";

import { WaitlistDialog } from "./waitlist-dialog";

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open waitlist
      </button>
      <WaitlistDialog open={open} onOpenChange={setOpen} />
      <ToasterOnDemand />
    </>
  );
}

function setup(locale: Locale = "en") {
  const user = userEvent.setup();
  const success = vi.spyOn(toast, "success").mockReturnValue(1);
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  renderInLanguage(<Harness />, { locale });
  return { user, success, log };
}

const submit = () => screen.getByRole("button", { name: "Join Waitlist" });

describe("WaitlistDialog", () => {
  it("shows its title, description and the three fields", () => {
    setup();
    const dialog = screen.getByRole("dialog", { name: "Join Our Waitlist" });
    expect(dialog).toHaveAccessibleDescription(
      "Help us understand your needs better and get early access.",
    );
    expect(screen.getByLabelText("Name")).toBeRequired();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Email")).toBeRequired();
    expect(screen.getByLabelText("Why are you interested?")).toBeRequired();
  });

  it("shows an error under each empty field and keeps the dialog open", async () => {
    const { user, success, log } = setup();
    await user.click(submit());

    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription(
      "Please enter your name.",
    );
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter your email address.",
    );
    expect(
      screen.getByLabelText("Why are you interested?"),
    ).toHaveAccessibleDescription("Please tell us why you are interested.");
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it("rejects an invalid email address", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.type(screen.getByLabelText("Email"), "ada-at-example");
    await user.type(screen.getByLabelText("Why are you interested?"), "Notes");
    await user.click(submit());

    expect(screen.getByLabelText("Email")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(
      screen.getByText("Please enter a valid email address."),
    ).toBeVisible();
    expect(screen.getByLabelText("Name")).not.toHaveAttribute("aria-invalid");
  });

  it("clears a field's error when it is edited", async () => {
    const { user } = setup();
    await user.click(submit());
    await user.type(screen.getByLabelText("Name"), "A");
    expect(screen.queryByText("Please enter your name.")).toBeNull();
    expect(screen.getByText("Please enter your email address.")).toBeVisible();
  });

  it("logs the data, shows a 5000 ms success toast and closes on a valid submit", async () => {
    const { user, success, log } = setup();
    await user.type(screen.getByLabelText("Name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(
      screen.getByLabelText("Why are you interested?"),
      "Search my notes",
    );
    await user.click(submit());

    expect(log).toHaveBeenCalledWith("Waitlist submission", {
      name: "Ada Lovelace",
      email: "ada@example.com",
      reason: "Search my notes",
      linkedin: "",
      currentTool: "",
    });
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(success).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ duration: 5000 }),
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens again with an empty form", async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText("Name"), "Ada");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open waitlist" }));
    expect(screen.getByLabelText("Name")).toHaveValue("");
  });
});

describe("WaitlistDialog in Chinese", () => {
  it("shows its title, fields and validation errors in Chinese", async () => {
    const { user, success } = setup("zh-CN");
    expect(
      screen.getByRole("dialog", { name: "加入候补名单" }),
    ).toHaveAccessibleDescription("帮助我们更好地了解你的需求，并抢先体验。");
    await user.type(screen.getByLabelText("邮箱"), "ada-at-example");
    await user.click(screen.getByRole("button", { name: "加入候补名单" }));

    expect(screen.getByLabelText("姓名")).toHaveAccessibleDescription(
      "请输入你的姓名。",
    );
    expect(screen.getByLabelText("邮箱")).toHaveAccessibleDescription(
      "请输入有效的邮箱地址。",
    );
    expect(
      screen.getByLabelText("你为什么感兴趣？"),
    ).toHaveAccessibleDescription("请告诉我们你感兴趣的原因。");
    expect(success).not.toHaveBeenCalled();
  });

  it("says thank you in Chinese", async () => {
    const { user, success } = setup("zh-CN");
    await user.type(screen.getByLabelText("姓名"), "李雷");
    await user.type(screen.getByLabelText("邮箱"), "lei@example.com");
    await user.type(screen.getByLabelText("你为什么感兴趣？"), "整理笔记");
    await user.click(screen.getByRole("button", { name: "加入候补名单" }));

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        "你已加入候补名单！",
        expect.objectContaining({
          description: "谢谢！开放抢先体验时我们会联系你。",
          duration: 5000,
        }),
      ),
    );
  });
});
