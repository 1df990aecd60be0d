import { afterEach, describe, expect, it, vi } from "vitest";

import { getSubmissionStatus } from "./get-submission-status";
import { postSubmission } from "./post-submission";

// What each answer of the CMS (or none) becomes on the form and the status page.

function cmsAnswers(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const json = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const offline = () => Promise.reject(new TypeError("Failed to fetch"));

afterEach(() => vi.unstubAllGlobals());

describe("postSubmission", () => {
  const receipt = {
    reference: "XB-1",
    statusToken: "t",
    receivedAt: "2026-11-26T12:00:00.000Z",
  };

  it("posts the form with its idempotency key and returns the receipt", async () => {
    const fetch = cmsAnswers(json(201, { data: receipt }));
    await expect(postSubmission({ agentName: "A" }, "key-1")).resolves.toEqual({
      kind: "received",
      receipt,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("http://127.0.0.1:1337/api/submissions");
    expect(init?.headers).toMatchObject({ "Idempotency-Key": "key-1" });
  });

  it("names the fields the CMS refused (400), and only the form's fields", async () => {
    cmsAnswers(
      json(400, {
        error: {
          message: "2 errors",
          details: { errors: { email: "Not an e-mail", id: "x" } },
        },
      }),
    );
    await expect(postSubmission({}, "k")).resolves.toEqual({
      kind: "invalid",
      errors: { email: "Not an e-mail" },
      message: "2 errors",
    });
  });

  it("says it is rate limited on 429, with the server's message", async () => {
    cmsAnswers(json(429, { error: { message: "Too many submissions" } }));
    await expect(postSubmission({}, "k")).resolves.toEqual({
      kind: "refused",
      reason: "rateLimited",
      message: "Too many submissions. Your answers are kept on this page.",
    });
  });

  it("reports a server failure, an unreadable receipt and no connection apart", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    cmsAnswers(() =>
      Promise.resolve(new Response("Bad gateway", { status: 502 })),
    );
    await expect(postSubmission({}, "k")).resolves.toMatchObject({
      kind: "refused",
      reason: "server",
      message: "The submission could not be sent. Try again in a moment.",
    });
    cmsAnswers(json(201, { data: { reference: 1 } }));
    await expect(postSubmission({}, "k")).resolves.toMatchObject({
      kind: "refused",
      reason: "unreadable",
    });
    cmsAnswers(offline);
    await expect(postSubmission({}, "k")).resolves.toMatchObject({
      kind: "refused",
      reason: "unreachable",
    });
  });
});

describe("getSubmissionStatus", () => {
  it("returns the state the token names", async () => {
    const status = {
      reference: "XB-1",
      state: "evaluating",
      receivedAt: "2026-11-26T12:00:00.000Z",
      updatedAt: "2026-11-26T13:00:00.000Z",
      history: [{ state: "received", at: "2026-11-26T12:00:00.000Z" }],
    };
    const fetch = cmsAnswers(json(200, { data: status }));
    await expect(getSubmissionStatus("tok")).resolves.toEqual({
      kind: "found",
      status,
    });
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"token":"tok"}');
  });

  it.each([
    [410, "expired"],
    [404, "invalid"],
    [400, "invalid"],
  ])("answers %i as %s", async (code, kind) => {
    cmsAnswers(json(code, { error: { message: "x" } }));
    await expect(getSubmissionStatus("tok")).resolves.toMatchObject({ kind });
  });

  it("tells an unreadable answer from no answer", async () => {
    cmsAnswers(json(200, { data: { state: "lost" } }));
    await expect(getSubmissionStatus("tok")).resolves.toMatchObject({
      kind: "failed",
      reason: "unreadable",
    });
    cmsAnswers(offline);
    await expect(getSubmissionStatus("tok")).resolves.toMatchObject({
      kind: "failed",
      reason: "unreachable",
    });
  });
});
