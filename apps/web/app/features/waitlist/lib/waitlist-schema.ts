import * as z from "zod/mini";

export const WAITLIST_TOAST_DURATION_MS = 5000;

const trimmed = () => z.string().check(z.trim());
const required = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message));

/** The validation messages, in the page's language (the dialog gives them from the catalogs). */
export type WaitlistMessages = {
  name: string;
  email: string;
  emailInvalid: string;
  reason: string;
};

const englishMessages: WaitlistMessages = {
  name: "Please enter your name.",
  email: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  reason: "Please tell us why you are interested.",
};

/** The form's schema, with its messages in one language (English unless told). */
export const waitlistSchemaWith = (messages: WaitlistMessages) =>
  z.object({
    name: required(messages.name),
    email: z.pipe(required(messages.email), z.email(messages.emailInvalid)),
    reason: required(messages.reason),
    // Part of the form model for the future backend; not asked on screen yet.
    linkedin: trimmed(),
    currentTool: trimmed(),
  });

export const waitlistSchema = waitlistSchemaWith(englishMessages);

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
  messages: WaitlistMessages = englishMessages,
):
  | { success: true; data: WaitlistForm }
  | { success: false; errors: WaitlistErrors } {
  const result = waitlistSchemaWith(messages).safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const { fieldErrors } = z.flattenError(result.error);
  const errors: WaitlistErrors = {};
  for (const field of WAITLIST_FIELDS) {
    const message = fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return { success: false, errors };
}
