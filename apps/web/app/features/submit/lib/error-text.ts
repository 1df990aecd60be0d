import type { MessageKey, Translate } from "@/i18n/i18n";
import type { Locale } from "@/i18n/locales";

import { BENCHMARK_CHOICES, benchmarkName } from "./benchmarks";

// The submission rules (shared with the CMS, which answers in English) write their errors in English. The
// page writes them in its language: each of the rules' sentences is recognised and said again from the
// catalogs; anything else is shown as it came.

/** The rules' names of their text fields ("Enter the {label}."), and the catalog's. */
const RULE_LABELS: Record<string, MessageKey> = {
  "agent or model name": "submit.ruleAgentName",
  organisation: "submit.ruleOrganisation",
  "contact name": "submit.ruleContactName",
  "e-mail address": "submit.ruleEmail",
  "public access link": "submit.ruleAccessLink",
  "access instructions": "submit.ruleAccessNotes",
};

const FIXED: Record<string, MessageKey> = {
  "Enter the public access link as a full address starting with https://":
    "submit.errorLinkFormat",
  "The public access link must start with https://": "submit.errorLinkHttps",
  "Remove the user name or password from the link.":
    "submit.errorLinkCredentials",
  "Enter an e-mail address like name@example.org": "submit.errorEmail",
  "Choose at least one benchmark.": "submit.errorBenchmarksNone",
  "Agree to be contacted about this submission.": "submit.errorConsent",
  "The submission must be a JSON object of its fields.":
    "submit.errorNotObject",
};

const PATTERNS: { pattern: RegExp; key: MessageKey }[] = [
  { pattern: /^Enter the (.+)\.$/, key: "submit.errorRequired" },
  { pattern: /^The (.+) must be text\.$/, key: "submit.errorNotText" },
  {
    pattern:
      /^The (.+) contains characters that cannot be stored; retype it\.$/,
    key: "submit.errorCharacters",
  },
];

const TOO_LONG =
  /^Keep the (.+) to (\d+) characters or fewer \(it has (\d+)\)\.$/;

/** One of the rules' errors in the page's language. */
export function submissionErrorText(
  message: string,
  t: Translate,
  locale: Locale,
): string {
  const fixed = FIXED[message];
  if (fixed) return t(fixed);
  if (message.startsWith("Choose benchmarks from: "))
    return t("submit.errorBenchmarksUnknown", {
      list: BENCHMARK_CHOICES.map(({ id }) => benchmarkName(id, locale)).join(
        t("submit.listSeparator"),
      ),
    });
  const long = TOO_LONG.exec(message);
  const longLabel = long ? RULE_LABELS[long[1]!] : undefined;
  if (long && longLabel)
    return t("submit.errorTooLong", {
      label: t(longLabel),
      max: long[2],
      length: long[3],
    });
  for (const { pattern, key } of PATTERNS) {
    const match = pattern.exec(message);
    const label = match ? RULE_LABELS[match[1]!] : undefined;
    if (label) return t(key, { label: t(label) });
  }
  return message;
}
