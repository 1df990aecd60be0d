import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { HYDRATED_ATTRIBUTE, HydrationMarker } from "./hydration-marker";

const marked = () => document.documentElement.getAttribute(HYDRATED_ATTRIBUTE);

describe("HydrationMarker", () => {
  afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

  it("marks <html> once React has hydrated the prerendered markup, not before", async () => {
    const container = document.createElement("div");
    container.innerHTML = `<p>page</p>${renderToString(<HydrationMarker />)}`;
    document.body.append(container);
    // The prerendered document carries no mark: the page looks the same and hydration sees what was written.
    expect(container.innerHTML).toBe("<p>page</p>");
    expect(marked()).toBeNull();

    await act(async () => {
      hydrateRoot(
        container,
        <>
          <p>page</p>
          <HydrationMarker />
        </>,
      );
    });
    expect(marked()).toBe("");
    container.remove();
  });
});
