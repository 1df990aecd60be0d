import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { notify } from "@/lib/notify";

import { ToasterOnDemand } from "./toaster-on-demand";

describe("ToasterOnDemand", () => {
  it("mounts no toaster until the first toast, then mounts it and shows that toast", async () => {
    render(<ToasterOnDemand />);
    expect(screen.queryByRole("region", { name: /notifications/i })).toBeNull();

    notify((toast) => toast("First toast"));

    expect(await screen.findByText("First toast")).toBeInTheDocument();
    expect(
      screen.getByRole("region", { name: /notifications/i }),
    ).toBeInTheDocument();
  });
});
