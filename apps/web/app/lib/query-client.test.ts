import { describe, expect, it, vi } from "vitest";

import {
  createQueryClient,
  QUERY_GC_TIME_MS,
  retryDelay,
} from "./query-client";

describe("retryDelay", () => {
  it("doubles from one second: min(1000 * 2^n, 30000)", () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000,
    ]);
  });

  it("caps the delay at 30 seconds", () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(10)).toBe(30_000);
  });
});

describe("createQueryClient", () => {
  it("retries 3 times and collects unused data after 5 minutes", () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.retry).toBe(3);
    expect(options?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
  });

  it("logs 'Error fetching data' when a load finally fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        queryKey: ["failing"],
        queryFn: () => Promise.reject(new Error("down")),
        retry: false,
      }),
    ).rejects.toThrow("down");
    expect(log).toHaveBeenCalledWith("Error fetching data", expect.any(Error));
  });
});
