import { useEffect, useState } from "react";

import { paths } from "@/config/paths";
import { site } from "@/config/site";
import { useLocale, useT, type MessageKey } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { Msg } from "@/i18n/msg";
import { useHydrated } from "@/lib/use-hydrated";

import type { StatusOutcome } from "../api/get-submission-status";
import { LOOKUP_TEXT } from "../lib/lookup-text";
import {
  boardLinks,
  boardLinkText,
  formatStatusDate,
  STATE_EXPLANATION_KEYS,
  STATE_LABEL_KEYS,
  tokenFromHash,
} from "../lib/status-view";

type View = { kind: "loading" } | { kind: "no-token" } | StatusOutcome;

/** What the page says when the submission is not shown, in its language. */
function problemKey(view: Exclude<View, { kind: "loading" | "found" }>) {
  const keys: { title: MessageKey; text: MessageKey } =
    view.kind === "expired"
      ? { title: "submit.statusExpiredTitle", text: "submit.statusExpired" }
      : view.kind === "failed"
        ? {
            title: "submit.statusFailedTitle",
            text:
              view.reason === "unreadable"
                ? "submit.statusUnreadable"
                : "submit.statusUnreachable",
          }
        : {
            title: "submit.statusInvalidTitle",
            text:
              view.kind === "no-token"
                ? "submit.statusNoToken"
                : "submit.statusInvalid",
          };
  return keys;
}

/** The state of the one submission named by the private link's token (in the URL fragment). */
export function SubmissionStatus() {
  const [view, setView] = useState<View>({ kind: "loading" });
  const hydrated = useHydrated();
  const t = useT();
  const locale = useLocale();
  const date = (iso: string) => formatStatusDate(iso, locale);

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
        <noscript>{t("submit.statusNoscript", { email: site.email })}</noscript>
        {/* Not in the prerendered page: without JavaScript nothing is being looked up. */}
        {hydrated && <span>{LOOKUP_TEXT[locale]}</span>}
      </div>
    );

  if (view.kind !== "found") {
    const keys = problemKey(view);
    return (
      <div
        role="alert"
        className="max-w-2xl rounded-md border-2 border-red-700 p-4"
      >
        <h2 className="font-semibold">{t(keys.title)}</h2>
        <p className="mt-2">{t(keys.text)}</p>
        <p className="mt-2">
          <Link className="text-primary underline" to={paths.submit}>
            {t("submit.statusSubmitLink")}
          </Link>
        </p>
      </div>
    );
  }

  const { status } = view;
  const boards = boardLinks(status.benchmarks, locale);
  return (
    <section aria-labelledby="status-title" className="max-w-2xl">
      <h2 id="status-title" className="text-2xl font-semibold">
        <Msg
          id="submit.statusHeading"
          values={{ reference: status.reference }}
          components={{ 0: <span className="font-mono" /> }}
        />
      </h2>
      <p className="mt-4 text-lg">
        <Msg
          id="submit.statusState"
          values={{ state: t(STATE_LABEL_KEYS[status.state]) }}
          components={{ 0: <strong /> }}
        />
      </p>
      <p className="mt-1 text-muted-foreground">
        {t(STATE_EXPLANATION_KEYS[status.state])}
      </p>
      {status.state === "declined" && status.declineReason && (
        <p className="mt-3">
          <strong>{t("submit.reason")}</strong>
          {status.declineReason}
        </p>
      )}
      {boards.length > 0 && (
        <div className="mt-3">
          <p>{t("submit.seeResults")}</p>
          <ul className="mt-1 list-disc pl-5">
            {boards.map((board) => (
              <li key={board.href}>
                <Link className="text-primary underline" to={board.href}>
                  {boardLinkText(board.name, t)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <h3 className="mt-6 font-semibold">{t("submit.history")}</h3>
      <ol className="mt-2 grid gap-1">
        {status.history.map((entry) => (
          <li key={`${entry.state}-${entry.at}`}>
            <Msg
              id="submit.historyEntry"
              values={{
                state: t(STATE_LABEL_KEYS[entry.state]),
                date: date(entry.at),
              }}
              components={{ 0: <strong />, 1: <time dateTime={entry.at} /> }}
            />
          </li>
        ))}
      </ol>
      <p className="mt-4 text-sm text-muted-foreground">
        <Msg
          id="submit.receivedAndChanged"
          values={{
            received: date(status.receivedAt),
            updated: date(status.updatedAt),
          }}
          components={{
            0: <time dateTime={status.receivedAt} />,
            1: <time dateTime={status.updatedAt} />,
          }}
        />
      </p>
    </section>
  );
}
