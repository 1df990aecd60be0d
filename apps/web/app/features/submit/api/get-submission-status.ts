import * as z from "zod/mini";

import { http, isHttpError } from "@/lib/http";

const stateSchema = z.enum([
  "received",
  "under_review",
  "evaluating",
  "published",
  "declined",
]);

const statusSchema = z.object({
  data: z.object({
    reference: z.string(),
    state: stateSchema,
    receivedAt: z.string(),
    updatedAt: z.string(),
    history: z.array(z.object({ state: stateSchema, at: z.string() })),
    declineReason: z.optional(z.string()),
    benchmarks: z.optional(z.array(z.string())),
  }),
});

export type SubmissionState = z.infer<typeof stateSchema>;
export type SubmissionStatus = z.infer<typeof statusSchema>["data"];

export type StatusOutcome =
  | { kind: "found"; status: SubmissionStatus }
  | { kind: "invalid" | "expired"; message: string }
  | {
      kind: "failed";
      /** Whether the server answered something unreadable or could not be reached. */
      reason: "unreadable" | "unreachable";
      message: string;
    };

/** The state of the one submission this private token names. */
export async function getSubmissionStatus(
  token: string,
): Promise<StatusOutcome> {
  try {
    const response = await http.post("/api/submissions/status", {
      token,
    });
    const parsed = statusSchema.safeParse(response.data);
    if (parsed.success) return { kind: "found", status: parsed.data.data };
    return {
      kind: "failed",
      reason: "unreadable",
      message:
        "The answer from our server was not understood. Try again later.",
    };
  } catch (error) {
    const status = isHttpError(error) ? error.status : undefined;
    if (status === 410)
      return {
        kind: "expired",
        message:
          "This status link has expired. E-mail us with your reference if you need news of your submission.",
      };
    if (status === 404 || status === 400)
      return {
        kind: "invalid",
        message:
          "This status link is not valid: no submission matches it. Check that you copied the whole link.",
      };
    return {
      kind: "failed",
      reason: "unreachable",
      message:
        "We could not reach our server to look up this submission. Try again in a moment.",
    };
  }
}
