import { useEffect, useState } from "react";

import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { Link } from "@/i18n/link";
import { useHydrated } from "@/lib/use-hydrated";

import type { StatusOutcome } from "../api/get-submission-status";
import {
  boardLinks,
  formatStatusDate,
  STATE_EXPLANATIONS,
  STATE_LABELS,
  tokenFromHash,
} from "../lib/status-view";

type View = { kind: "loading" } | { kind: "no-token" } | StatusOutcome;

/** The state of the one submission named by the private link's token (in the URL fragment). */
export function SubmissionStatus() {
  const [view, setView] = useState<View>({ kind: "loading" });
  const hydrated = useHydrated();

  useEffect(() => {
    const token = tokenFromHash(window.location.hash);
    let current = true;
    const lookup: Promise<View> = token
      ? import("../api/get-submission-status").then(({ getSubmissionStatus }) =>
          getSubmissionStatus(token),
        )
      : Promise.resolve({ kind: "no-token" });
    void lookup.then((outcome) => {
      if (current) setView(outcome);
    });
    return () => {
      current = false;
    };
  }, []);

  if (view.kind === "loading")
    return (
      <div role="status" className="text-muted-foreground">
        <noscript>
          This page needs JavaScript to look up your submission. Without it,
          e-mail {site.email} with your reference.
        </noscript>
        {/* Not in the prerendered page: without JavaScript nothing is being looked up. */}
        {hydrated && <span>Looking up your submission...</span>}
      </div>
    );

  if (view.kind !== "found")
    return (
      <div
        role="alert"
        className="max-w-2xl rounded-md border-2 border-red-700 p-4"
      >
        <h2 className="font-semibold">
          {view.kind === "expired"
            ? "This link has expired"
            : view.kind === "failed"
              ? "The submission could not be looked up"
              : "This link is not valid"}
        </h2>
        <p className="mt-2">
          {view.kind === "no-token"
            ? "This page shows a submission's state from the private link in your receipt. Open that link, and check that you copied all of it."
            : view.message}
        </p>
        <p className="mt-2">
          <Link className="text-primary underline" to={paths.submit}>
            Submit an agent or model
          </Link>
        </p>
      </div>
    );

  const { status } = view;
  const boards = boardLinks(status.benchmarks);
  return (
    <section aria-labelledby="status-title" className="max-w-2xl">
      <h2 id="status-title" className="text-2xl font-semibold">
        Submission <span className="font-mono">{status.reference}</span>
      </h2>
      <p className="mt-4 text-lg">
        State: <strong>{STATE_LABELS[status.state]}</strong>
      </p>
      <p className="mt-1 text-muted-foreground">
        {STATE_EXPLANATIONS[status.state]}
      </p>
      {status.state === "declined" && status.declineReason && (
        <p className="mt-3">
          <strong>Reason: </strong>
          {status.declineReason}
        </p>
      )}
      {boards.length > 0 && (
        <div className="mt-3">
          <p>See the results on:</p>
          <ul className="mt-1 list-disc pl-5">
            {boards.map((board) => (
              <li key={board.href}>
                <Link className="text-primary underline" to={board.href}>
                  {board.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <h3 className="mt-6 font-semibold">History</h3>
      <ol className="mt-2 grid gap-1">
        {status.history.map((entry) => (
          <li key={`${entry.state}-${entry.at}`}>
            <strong>{STATE_LABELS[entry.state]}</strong>:{" "}
            <time dateTime={entry.at}>{formatStatusDate(entry.at)}</time>
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-muted-foreground">
        Received{" "}
        <time dateTime={status.receivedAt}>
          {formatStatusDate(status.receivedAt)}
        </time>
        ; last change{" "}
        <time dateTime={status.updatedAt}>
          {formatStatusDate(status.updatedAt)}
        </time>
        .
      </p>
    </section>
  );
}
