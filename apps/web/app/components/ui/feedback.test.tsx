import { act, render, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Toaster } from "./toaster";
import {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from "./tooltip";

afterEach(() => {
  vi.useRealTimers();
});

describe("Toaster", () => {
  it("stacks toasts with at most 3 visible", async () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast(`Toast ${n}`);
    });
    // Toasts past the third stay in the stack but hidden, so they are counted from the DOM.
    const stacked = () => [
      ...document.querySelectorAll<HTMLElement>("[data-sonner-toast]"),
    ];
    await waitFor(() => expect(stacked()).toHaveLength(5));
    const visible = stacked().filter((item) => item.dataset.visible === "true");
    expect(visible).toHaveLength(3);
  });

  it("removes a toast after its 4 s default lifetime", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      toast("Short-lived");
    });
    expect(await screen.findByText("Short-lived")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(3_700));
    expect(screen.getByText("Short-lived")).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() =>
      expect(screen.queryByText("Short-lived")).not.toBeInTheDocument(),
    );
  });
});

describe("Tooltip", () => {
  it("opens after the 700 ms delay, not before", () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <Tooltip>
          <TooltipTrigger>Score</TooltipTrigger>
          <TooltipContent>Mean correctness over 5 runs</TooltipContent>
        </Tooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole("button", { name: "Score" });
    act(() => {
      trigger.dispatchEvent(
        new PointerEvent("pointermove", {
          bubbles: true,
          pointerType: "mouse",
        }),
      );
    });
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      "Mean correctness over 5 runs",
    );
  });
});
