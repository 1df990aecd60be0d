import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { Link } from "@/i18n/link";
import { useHydrated } from "@/lib/use-hydrated";

import type { Receipt } from "../api/post-submission";
import { formFields } from "../lib/form-data";
import { statusLink } from "../lib/status-view";
import {
  BENCHMARK_LABELS,
  BENCHMARKS,
  fromForm,
  HONEYPOT_FIELD,
  LIMITS,
  SUBMISSION_FIELDS,
  validateSubmission,
  type SubmissionErrors,
  type SubmissionField,
} from "../lib/submission-rules";

const LABELS: Record<SubmissionField, string> = {
  agentName: "Agent or model name",
  organisation: "Organisation",
  contactName: "Contact name",
  email: "E-mail",
  accessLink: "Public access link",
  benchmarks: "Benchmarks",
  accessNotes: "How to access it (optional)",
  consent: "Consent",
};

/** The element an error links to: the field, or the first box of a group. */
const targetId = (field: SubmissionField) =>
  field === "benchmarks" ? "benchmarks-scienceqa" : field;

const newKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, "0"),
      ).join("");

/**
 * A plain HTML form that posts to the CMS, so it works with JavaScript off (the CMS answers a plain page). With
 * JavaScript, it checks the same rules first, sends JSON with one Idempotency-Key per form load, and shows the
 * receipt in place. Inputs are uncontrolled: what the person typed stays in them whatever happens.
 */
export function SubmissionForm() {
  const [errors, setErrors] = useState<SubmissionErrors>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | undefined>();
  // One key per form load, made in the browser at the first attempt (a prerendered page would give
  // everyone the same one); a retry after an error sends the same key, so it never stores twice.
  const idempotencyKey = useRef<string | undefined>(undefined);
  const hydrated = useHydrated();
  const summary = useRef<HTMLDivElement>(null);
  const receiptHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (receipt) receiptHeading.current?.focus();
  }, [receipt]);

  const listed = SUBMISSION_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });

  async function submit(form: HTMLFormElement) {
    const fields = fromForm(formFields(new FormData(form)));
    const checked = validateSubmission(fields);
    if (!checked.ok) {
      setProblem(undefined);
      setErrors(checked.errors);
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    setErrors({});
    setProblem(undefined);
    setSending(true);
    try {
      const { postSubmission } = await import("../api/post-submission");
      const outcome = await postSubmission(
        { ...checked.value, [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? "" },
        (idempotencyKey.current ??= newKey()),
      );
      if (outcome.kind === "received") setReceipt(outcome.receipt);
      else {
        if (outcome.kind === "invalid") setErrors(outcome.errors);
        else setProblem(outcome.message);
        requestAnimationFrame(() => summary.current?.focus());
      }
    } finally {
      setSending(false);
    }
  }

  if (receipt) {
    const link = statusLink(window.location.origin, receipt.statusToken);
    return (
      <section
        aria-labelledby="receipt-title"
        className="max-w-2xl rounded-xl border border-border bg-accent p-6"
      >
        <h2
          id="receipt-title"
          ref={receiptHeading}
          tabIndex={-1}
          className="text-2xl font-semibold"
        >
          Submission received
        </h2>
        <p className="mt-3">
          Thank you. Your reference is{" "}
          <strong className="font-mono">{receipt.reference}</strong>.
        </p>
        <p className="mt-3">
          Follow your submission at this private link. Keep it: anyone with it
          can see the state of this submission.
        </p>
        <p className="mt-2 break-all">
          <a className="font-medium text-primary underline" href={link}>
            {link}
          </a>
        </p>
        <p className="mt-4">
          <Link className="text-primary underline" to={paths.home}>
            Back to the leaderboards
          </Link>
        </p>
      </section>
    );
  }

  const describedBy = (field: SubmissionField, hint: boolean) =>
    [hint ? `${field}-hint` : "", errors[field] ? `${field}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;

  const help = (field: SubmissionField, hint?: string) => (
    <>
      {hint && (
        <p id={`${field}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {errors[field] && (
        <p id={`${field}-error`} className="text-sm font-medium text-red-700">
          {errors[field]}
        </p>
      )}
    </>
  );

  const textField = (
    field:
      "agentName" | "organisation" | "contactName" | "email" | "accessLink",
    type: "text" | "email" | "url",
    hint?: string,
    autoComplete?: string,
  ) => (
    <div className="grid gap-2">
      <label htmlFor={field} className="font-medium">
        {LABELS[field]}
      </label>
      {help(field, hint)}
      <Input
        id={field}
        name={field}
        type={type}
        required
        maxLength={LIMITS[field]}
        autoComplete={autoComplete}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
      />
    </div>
  );

  return (
    <form
      method="post"
      action={`${site.cmsBaseUrl}/api/submissions`}
      // Without JavaScript the browser's own checks run first; with it, the page's (the server's rules).
      noValidate={hydrated}
      aria-describedby="submit-intro"
      className="grid max-w-2xl gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      {(listed.length > 0 || problem) && (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          aria-labelledby="error-summary-title"
          className="rounded-md border-2 border-red-700 p-4"
        >
          <h2 id="error-summary-title" className="font-semibold">
            {problem
              ? "The submission was not sent"
              : listed.length === 1
                ? "There is a problem with the submission"
                : `There are ${listed.length} problems with the submission`}
          </h2>
          {problem && <p className="mt-2">{problem}</p>}
          {listed.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {listed.map(({ field, message }) => (
                <li key={field}>
                  <a
                    className="text-red-700 underline"
                    href={`#${targetId(field)}`}
                  >
                    {LABELS[field]}: {message}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {textField("agentName", "text")}
      {textField("organisation", "text", undefined, "organization")}
      {textField("contactName", "text", undefined, "name")}
      {textField(
        "email",
        "email",
        "We write to this address about this submission only.",
        "email",
      )}
      {textField(
        "accessLink",
        "url",
        "An https:// address where we can use your agent or model.",
      )}
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.benchmarks ? "benchmarks-error" : undefined}
      >
        <legend className="font-medium">Benchmarks (at least one)</legend>
        {help("benchmarks")}
        {BENCHMARKS.map((id) => (
          <label
            key={id}
            htmlFor={`benchmarks-${id}`}
            className="flex items-center gap-2"
          >
            <input
              type="checkbox"
              id={`benchmarks-${id}`}
              name="benchmarks"
              value={id}
              className="size-4 accent-primary"
            />
            {BENCHMARK_LABELS[id]}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-2">
        <label htmlFor="accessNotes" className="font-medium">
          {LABELS.accessNotes}
        </label>
        {help(
          "accessNotes",
          "Credentials, rate limits, anything we need to know to run it.",
        )}
        <Textarea
          id="accessNotes"
          name="accessNotes"
          rows={4}
          maxLength={LIMITS.accessNotes}
          aria-invalid={errors.accessNotes ? true : undefined}
          aria-describedby={describedBy("accessNotes", true)}
        />
      </div>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.consent ? "consent-error" : undefined}
      >
        <legend className="font-medium">Consent</legend>
        {help("consent")}
        <label htmlFor="consent" className="flex items-center gap-2">
          <input
            type="checkbox"
            id="consent"
            name="consent"
            value="on"
            required
            className="size-4 accent-primary"
          />
          I agree to be contacted about this submission
        </label>
      </fieldset>
      {/* The honeypot: hidden from sight and from assistive technology; a bot fills it in. */}
      <div
        aria-hidden="true"
        className="absolute -left-[10000px] size-px overflow-hidden"
      >
        <label htmlFor={HONEYPOT_FIELD}>Leave this empty</label>
        <input
          id={HONEYPOT_FIELD}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? "Sending..." : "Submit"}
        </Button>
      </div>
    </form>
  );
}
