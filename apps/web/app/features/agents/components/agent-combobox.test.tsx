import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { AgentCombobox } from "./agent-combobox";

const options = [
  { value: "o3", label: "o3", hint: "OpenAI" },
  { value: "o4-mini-high", label: "o4-mini-high", hint: "OpenAI" },
  { value: "fellou", label: "Fellou", hint: "Fellou" },
];

describe("AgentCombobox", () => {
  it("filters as you type, moves with the arrow keys and picks with Enter", async () => {
    const onPick = vi.fn();
    render(
      <AgentCombobox label="Add an agent" options={options} onPick={onPick} />,
    );
    const input = screen.getByRole("combobox", { name: "Add an agent" });
    await userEvent.type(input, "o");
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "o3 · OpenAI",
      "o4-mini-high · OpenAI",
      "Fellou · Fellou",
    ]);
    await userEvent.type(input, "4");
    expect(screen.getAllByRole("option")).toHaveLength(1);
    await userEvent.clear(input);
    await userEvent.type(input, "openai");
    await userEvent.keyboard("{ArrowDown}");
    const active = screen.getByRole("option", { selected: true });
    expect(active).toHaveTextContent("o4-mini-high");
    expect(input).toHaveAttribute("aria-activedescendant", active.id);
    await userEvent.keyboard("{Enter}");
    expect(onPick).toHaveBeenCalledWith("o4-mini-high");
    expect(input).toHaveValue("");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("says when nothing matches and closes with Escape", async () => {
    render(
      <AgentCombobox label="Add an agent" options={options} onPick={vi.fn()} />,
    );
    const input = screen.getByRole("combobox", { name: "Add an agent" });
    await userEvent.type(input, "zzz");
    expect(screen.getByRole("status")).toHaveTextContent(
      "No agent matches “zzz”.",
    );
    await userEvent.clear(input);
    await userEvent.type(input, "f");
    await userEvent.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("picks an option with the mouse", async () => {
    const onPick = vi.fn();
    render(
      <AgentCombobox label="Add an agent" options={options} onPick={onPick} />,
    );
    await userEvent.click(
      screen.getByRole("combobox", { name: "Add an agent" }),
    );
    await userEvent.click(screen.getByRole("option", { name: /^Fellou/ }));
    expect(onPick).toHaveBeenCalledWith("fellou");
  });
});
