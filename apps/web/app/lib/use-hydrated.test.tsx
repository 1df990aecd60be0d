import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { useHydrated } from "./use-hydrated";

function Probe() {
  return <p>{useHydrated() ? "hydrated" : "prerendered"}</p>;
}

describe("useHydrated", () => {
  it("is false in the prerendered HTML, then true once hydration has finished, without a mismatch", async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain("prerendered");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError });
    });
    expect(container.textContent).toBe("hydrated");
    expect(onRecoverableError).not.toHaveBeenCalled();
    container.remove();
  });

  it("is true at once for a component that mounts after the page has hydrated", () => {
    render(<Probe />).unmount(); // the page's first render and its effect
    const seen: boolean[] = [];
    function Recorder() {
      seen.push(useHydrated());
      return null;
    }
    render(
      <>
        <Recorder />
        <Probe />
      </>,
    );
    expect(seen[0]).toBe(true);
    expect(screen.getByText("hydrated")).toBeInTheDocument();
  });
});
