import { afterEach, describe, expect, it, vi } from "vitest";

import {
  cmsAssetUrl,
  createHttpClient,
  HttpError,
  isHttpError,
  logFailedStatus,
  REQUEST_TIMEOUT_MS,
  requestUrl,
} from "./http";

/** Replaces the browser's fetch with one answering `answer`; returns the mock to read the requests. */
function answerWith(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const jsonResponse = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe("logFailedStatus", () => {
  it("logs 'Access forbidden' for 403", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    logFailedStatus(403);
    expect(log).toHaveBeenCalledWith("Access forbidden");
  });

  it.each([500, 502, 503])("logs 'Server error' for %i", (status) => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    logFailedStatus(status);
    expect(log).toHaveBeenCalledWith("Server error");
  });

  it("does nothing special for 401 or 404", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    logFailedStatus(401);
    logFailedStatus(404);
    expect(log).not.toHaveBeenCalled();
  });
});

describe("requestUrl", () => {
  it("joins the base, the path and the parameters in their order, brackets encoded, ':' and ',' kept", () => {
    expect(
      requestUrl("http://cms.test", "/api/x", {
        sort: "score:desc",
        "pagination[limit]": 10,
        "fields[0]": "a,b c",
      }),
    ).toBe(
      "http://cms.test/api/x?sort=score:desc&pagination%5Blimit%5D=10&fields%5B0%5D=a,b+c",
    );
  });

  it("adds no '?' without parameters", () => {
    expect(requestUrl("", "/data/x.json")).toBe("/data/x.json");
  });
});

describe("createHttpClient", () => {
  it("asks for JSON at the base URL with a 10 s timeout, and sends no Content-Type on a GET (no CORS preflight)", async () => {
    const fetch = answerWith(() => jsonResponse(200, { data: [] }));
    const client = createHttpClient("http://cms.test");
    await expect(
      client.get("/api/scienceqas", { params: { sort: "score:desc" } }),
    ).resolves.toEqual({ status: 200, data: { data: [] } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("http://cms.test/api/scienceqas?sort=score:desc");
    expect(init?.headers).toEqual({ Accept: "application/json" });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it("posts JSON with the caller's headers", async () => {
    const fetch = answerWith(() => jsonResponse(201, { data: { id: 1 } }));
    const client = createHttpClient("http://cms.test");
    const response = await client.post(
      "/api/submissions",
      { agent: "A" },
      { headers: { "Idempotency-Key": "k1" } },
    );
    expect(response).toEqual({ status: 201, data: { data: { id: 1 } } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("http://cms.test/api/submissions");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"agent":"A"}');
    expect(init?.headers).toEqual({
      Accept: "application/json",
      "Content-Type": "application/json",
      "Idempotency-Key": "k1",
    });
  });

  it("hands a body that is not JSON to the parsers as its text", async () => {
    answerWith(() => Promise.resolve(new Response("<html>oops</html>")));
    const response = await createHttpClient("").get("/api/x");
    expect(response.data).toBe("<html>oops</html>");
  });

  it("rejects an answer outside 2xx with its status and body, after logging a server error", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    answerWith(() =>
      jsonResponse(503, { error: { status: 503, message: "Down" } }),
    );
    const failure = await createHttpClient("http://cms.test")
      .get("/api/scienceqas")
      .catch((error: unknown) => error);
    expect(isHttpError(failure)).toBe(true);
    expect(failure).toMatchObject({
      status: 503,
      data: { error: { status: 503, message: "Down" } },
      message: "Request failed with status 503",
    });
    expect(log).toHaveBeenCalledWith("Server error");
  });

  it("rejects a 403 after logging 'Access forbidden', a 400 without a log", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    answerWith(() => jsonResponse(403, {}));
    await expect(createHttpClient("").get("/a")).rejects.toMatchObject({
      status: 403,
    });
    expect(log).toHaveBeenCalledWith("Access forbidden");
    log.mockClear();
    answerWith(() => jsonResponse(400, { error: {} }));
    await expect(createHttpClient("").get("/a")).rejects.toMatchObject({
      status: 400,
    });
    expect(log).not.toHaveBeenCalled();
  });

  it("rejects a failed network and a timeout without a status, and logs neither", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    answerWith(() => Promise.reject(new TypeError("Failed to fetch")));
    const offline = await createHttpClient("")
      .get("/a")
      .catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(HttpError);
    expect(offline).toMatchObject({
      status: undefined,
      message: "Network Error",
    });

    answerWith(() =>
      Promise.reject(new DOMException("timed out", "TimeoutError")),
    );
    await expect(createHttpClient("").get("/a")).rejects.toMatchObject({
      status: undefined,
      message: "No answer within 10 s",
    });
    expect(log).not.toHaveBeenCalled();
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
