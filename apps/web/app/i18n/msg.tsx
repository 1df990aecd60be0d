import { TransNoContext } from "@lingui/react/server";
import { Fragment, type ReactElement } from "react";

import { useI18n, type MessageKey, type MessageValues } from "./i18n";

/**
 * Lingui puts string values into the message before it reads the message's `<0>…</0>` tags, so a value's own
 * `<b>…</b>` would become markup. As elements they stay placeholders, filled in after the tags are read, and
 * show exactly as typed (a CMS reason, an entry name). Numbers stay numbers for plural; a select on a string
 * is for `useT()`, which returns text that React escapes.
 */
function asPlaceholders(values: MessageValues): MessageValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === "string" ? <Fragment>{value}</Fragment> : value,
    ]),
  );
}

/**
 * A message with markup inside: `<Msg id="home.paper" components={{ 0: <a href={…} /> }} />` for
 * "Read the <0>paper</0>". Plain messages use `useT()`.
 */
export function Msg({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  const i18n = useI18n();
  return (
    <TransNoContext
      id={id}
      values={values && asPlaceholders(values)}
      components={components}
      lingui={{ i18n }}
    />
  );
}
