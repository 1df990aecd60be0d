import * as z from "zod/mini";

export const WAITLIST_TOAST_DURATION_MS = 5000;

const trimmed = () => z.string().check(z.trim());
const required = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message));

export const waitlistSchema = z.object({
  name: required("Please enter your name."),
  email: z.pipe(
    required("Please enter your email address."),
    z.email("Please enter a valid email address."),
  ),
  reason: required("Please tell us why you are interested."),
  // Part of the form model for the future backend; not asked on screen yet.
  linkedin: trimmed(),
  currentTool: trimmed(),
});

export type WaitlistForm = z.infer<typeof waitlistSchema>;
export type WaitlistField = keyof WaitlistForm;
export type WaitlistErrors = Partial<Record<WaitlistField, string>>;

const WAITLIST_FIELDS = [
  "name",
  "email",
  "reason",
  "linkedin",
  "currentTool",
] as const satisfies readonly WaitlistField[];

export const emptyWaitlistForm: WaitlistForm = {
  name: "",
  email: "",
  reason: "",
  linkedin: "",
  currentTool: "",
};

/** The parsed form, or the first error message of each invalid field. */
export function validateWaitlist(
  values: WaitlistForm,
):
  | { success: true; data: WaitlistForm }
  | { success: false; errors: WaitlistErrors } {
  const result = waitlistSchema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const { fieldErrors } = z.flattenError(result.error);
  const errors: WaitlistErrors = {};
  for (const field of WAITLIST_FIELDS) {
    const message = fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return { success: false, errors };
}
