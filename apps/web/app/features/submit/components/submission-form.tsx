import {
  fromForm,
  HONEYPOT_FIELD,
  LIMITS,
  SUBMISSION_FIELDS,
  validateSubmission,
  type SubmissionErrors,
  type SubmissionField,
} from "@evergreen/boards";
import { useEffect, useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { useLocale, useT, type MessageKey } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { Msg } from "@/i18n/msg";
import { useHydrated } from "@/lib/use-hydrated";

import type { Receipt, RefusalReason } from "../api/post-submission";
import { BENCHMARK_CHOICES, benchmarkName } from "../lib/benchmarks";
import { submissionErrorText } from "../lib/error-text";
import { formFields } from "../lib/form-data";
import { statusLink } from "../lib/status-view";

const LABELS: Record<SubmissionField, MessageKey> = {
  agentName: "submit.fieldAgentName",
  organisation: "submit.fieldOrganisation",
  contactName: "submit.fieldContactName",
  email: "submit.fieldEmail",
  accessLink: "submit.fieldAccessLink",
  benchmarks: "submit.fieldBenchmarks",
  accessNotes: "submit.fieldAccessNotes",
  consent: "submit.fieldConsent",
};

const REFUSALS: Record<RefusalReason, MessageKey> = {
  unreadable: "submit.problemUnreadable",
  unreachable: "submit.problemUnreachable",
  server: "submit.problemServer",
  rateLimited: "submit.problemRateLimited",
};

type Problem = { reason: RefusalReason; message: string };

/** The element an error links to: the field, or the first box of a group. */
const targetId = (field: SubmissionField) =>
  field === "benchmarks"
    ? `benchmarks-${BENCHMARK_CHOICES[0]?.id ?? ""}`
    : field;

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
  const [problem, setProblem] = useState<Problem | undefined>();
  const t = useT();
  const locale = useLocale();
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
    const checked = validateSubmission(fields, BENCHMARK_CHOICES);
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
        else setProblem({ reason: outcome.reason, message: outcome.message });
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
          {t("submit.receiptTitle")}
        </h2>
        <p className="mt-3">
          <Msg
            id="submit.receiptReference"
            values={{ reference: receipt.reference }}
            components={{ 0: <strong className="font-mono" /> }}
          />
        </p>
        <p className="mt-3">{t("submit.receiptFollow")}</p>
        <p className="mt-2 break-all">
          <a className="font-medium text-primary underline" href={link}>
            {link}
          </a>
        </p>
        <p className="mt-4">
          <Link className="text-primary underline" to={paths.home}>
            {t("submit.backToBoards")}
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
          {submissionErrorText(errors[field], t, locale)}
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
        {t(LABELS[field])}
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
              ? t("submit.summaryNotSent")
              : t("submit.summaryProblems", { count: listed.length })}
          </h2>
          {problem && (
            <p className="mt-2">
              {/* The server's own words are English: an English page shows them, a Chinese one its own. */}
              {locale === "en" ? problem.message : t(REFUSALS[problem.reason])}
            </p>
          )}
          {listed.length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {listed.map(({ field, message }) => (
                <li key={field}>
                  <a
                    className="text-red-700 underline"
                    href={`#${targetId(field)}`}
                  >
                    {t("submit.summaryItem", {
                      label: t(LABELS[field]),
                      message: submissionErrorText(message, t, locale),
                    })}
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
      {textField("email", "email", t("submit.hintEmail"), "email")}
      {textField("accessLink", "url", t("submit.hintAccessLink"))}
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.benchmarks ? "benchmarks-error" : undefined}
      >
        <legend className="font-medium">{t("submit.benchmarksLegend")}</legend>
        {help("benchmarks")}
        {BENCHMARK_CHOICES.map(({ id }) => (
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
            {benchmarkName(id, locale)}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-2">
        <label htmlFor="accessNotes" className="font-medium">
          {t(LABELS.accessNotes)}
        </label>
        {help("accessNotes", t("submit.hintAccessNotes"))}
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
        <legend className="font-medium">{t(LABELS.consent)}</legend>
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
          {t("submit.consentLabel")}
        </label>
      </fieldset>
      {/* The honeypot: hidden from sight and from assistive technology; a bot fills it in. */}
      <div
        aria-hidden="true"
        className="absolute -left-[10000px] size-px overflow-hidden"
      >
        <label htmlFor={HONEYPOT_FIELD}>{t("submit.honeypot")}</label>
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
          {sending ? t("submit.sending") : t("submit.send")}
        </Button>
      </div>
    </form>
  );
}
