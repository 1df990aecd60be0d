import type { SubmissionErrors } from "@evergreen/boards";
import * as z from "zod/mini";

import { http, isHttpError } from "@/lib/http";

const receiptSchema = z.object({
  data: z.object({
    reference: z.string(),
    statusToken: z.string(),
    receivedAt: z.string(),
  }),
});

const errorSchema = z.object({
  error: z.object({
    message: z.string(),
    details: z.optional(
      z.object({ errors: z.optional(z.record(z.string(), z.string())) }),
    ),
  }),
});

export type Receipt = z.infer<typeof receiptSchema>["data"];

export type SubmitOutcome =
  | { kind: "received"; receipt: Receipt }
  | { kind: "invalid"; errors: SubmissionErrors; message: string }
  | {
      kind: "refused";
      /** Why, for the page to say in its language; `message` is the English (the server's own when it gave one). */
      reason: RefusalReason;
      message: string;
    };

export type RefusalReason =
  "unreadable" | "unreachable" | "server" | "rateLimited";

const FIELDS = new Set([
  "agentName",
  "organisation",
  "contactName",
  "email",
  "accessLink",
  "benchmarks",
  "accessNotes",
  "consent",
]);

function fieldErrors(errors: Record<string, string>): SubmissionErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => FIELDS.has(field)),
  );
}

/** Sends one submission; the same idempotency key (one per form load) never stores it twice. */
export async function postSubmission(
  body: Record<string, unknown>,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  try {
    const response = await http.post("/api/submissions", body, {
      headers: { "Idempotency-Key": idempotencyKey },
    });
    const parsed = receiptSchema.safeParse(response.data);
    if (!parsed.success)
      return {
        kind: "refused",
        reason: "unreadable",
        message:
          "The answer from our server was not understood. Your submission may have been received: please e-mail us before trying again.",
      };
    return { kind: "received", receipt: parsed.data.data };
  } catch (error) {
    if (!isHttpError(error) || error.status === undefined) {
      return {
        kind: "refused",
        reason: "unreachable",
        message:
          "We could not reach our server. Check your connection and submit again: nothing you typed is lost.",
      };
    }
    const parsed = errorSchema.safeParse(error.data);
    const message = parsed.success
      ? parsed.data.error.message
      : "The submission could not be sent. Try again in a moment.";
    const errors = parsed.success
      ? fieldErrors(parsed.data.error.details?.errors ?? {})
      : {};
    if (error.status === 400 && Object.keys(errors).length > 0)
      return { kind: "invalid", errors, message };
    if (error.status === 429)
      return {
        kind: "refused",
        reason: "rateLimited",
        message: `${message}. Your answers are kept on this page.`,
      };
    return { kind: "refused", reason: "server", message };
  }
}
