import { AxiosError, AxiosHeaders, type AxiosResponse } from "axios";
import { describe, expect, it, vi } from "vitest";

import {
  cmsAssetUrl,
  createHttpClient,
  logResponseError,
  REQUEST_TIMEOUT_MS,
} from "./http";

function errorWithStatus(status: number): AxiosError {
  const response: AxiosResponse = {
    status,
    statusText: "",
    data: {},
    headers: {},
    config: { headers: new AxiosHeaders() },
  };
  return new AxiosError(
    "failed",
    "ERR_BAD_RESPONSE",
    undefined,
    undefined,
    response,
  );
}

describe("logResponseError", () => {
  it("logs 'Access forbidden' for 403 and rethrows", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const error = errorWithStatus(403);
    await expect(logResponseError(error)).rejects.toBe(error);
    expect(log).toHaveBeenCalledWith("Access forbidden");
  });

  it.each([500, 502, 503])(
    "logs 'Server error' for %i and rethrows",
    async (status) => {
      const log = vi.spyOn(console, "error").mockImplementation(() => {});
      const error = errorWithStatus(status);
      await expect(logResponseError(error)).rejects.toBe(error);
      expect(log).toHaveBeenCalledWith("Server error");
    },
  );

  it("does nothing special for 401 or a network failure, but still rethrows", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(logResponseError(errorWithStatus(401))).rejects.toBeInstanceOf(
      AxiosError,
    );
    await expect(
      logResponseError(new AxiosError("Network Error")),
    ).rejects.toBeInstanceOf(AxiosError);
    expect(log).not.toHaveBeenCalled();
  });
});

describe("createHttpClient", () => {
  it("uses the base URL, a 10 s timeout and JSON", () => {
    const client = createHttpClient("http://cms.test");
    expect(client.defaults.baseURL).toBe("http://cms.test");
    expect(client.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(client.defaults.headers.Accept).toBe("application/json");
  });

  it("runs the error logger on a failed response", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const client = createHttpClient("http://cms.test");
    client.defaults.adapter = (config) =>
      Promise.reject(
        new AxiosError("boom", "ERR_BAD_RESPONSE", config, undefined, {
          status: 503,
          statusText: "",
          data: {},
          headers: {},
          config,
        }),
      );
    await expect(client.get("/api/scienceqas")).rejects.toBeInstanceOf(
      AxiosError,
    );
    expect(log).toHaveBeenCalledWith("Server error");
  });
});

describe("cmsAssetUrl", () => {
  it("prefixes a relative media URL with the CMS base and keeps absolute ones", () => {
    expect(cmsAssetUrl("/uploads/chart.svg")).toBe(
      "http://127.0.0.1:1337/uploads/chart.svg",
    );
    expect(cmsAssetUrl("https://cdn.example/chart.svg")).toBe(
      "https://cdn.example/chart.svg",
    );
    expect(cmsAssetUrl(undefined)).toBeUndefined();
  });
});
