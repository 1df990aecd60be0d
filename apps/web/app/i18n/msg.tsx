import { TransNoContext } from "@lingui/react/server";
import type { ReactElement } from "react";

import { useI18n, type MessageKey, type MessageValues } from "./i18n";

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
      values={values}
      components={components}
      lingui={{ i18n }}
    />
  );
}
