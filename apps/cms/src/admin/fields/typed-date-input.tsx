import * as React from 'react';

import { Field } from '@strapi/design-system';
import { dayProblem, evaluationDateProblem } from '@evergreen/boards';

import { FieldFrame, type CustomInputProps } from './field-frame';

/**
 * A date typed as text and kept exactly as typed (`2026-01-10` stays `2026-01-10`), with the shared rule's message as
 * the editor types; the CMS refuses the same forms with the same words on save. Empty is no date.
 */
function TypedDateInput({ rule, placeholder, ...props }: CustomInputProps & { rule: (value: unknown) => string | null; placeholder: string }) {
  const { name, label, value, error, disabled, onChange } = props;
  const stored = typeof value === 'string' ? value : '';
  const [text, setText] = React.useState(stored);
  // A value changed from outside (a discard, a locale switch, a saved document) is shown; the editor's own typing stays.
  React.useEffect(() => setText((current) => (current.trim() === stored ? current : stored)), [stored]);
  if (!name || !onChange) return null;
  const problem = rule(text.trim());
  return (
    <FieldFrame {...props} error={error ?? (problem ? `${label ?? name}: ${problem}` : undefined)}>
      <Field.Input
        value={text}
        disabled={disabled}
        placeholder={placeholder}
        inputMode="numeric"
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          setText(event.target.value);
          onChange(name, event.target.value.trim() === '' ? null : event.target.value.trim());
        }}
      />
    </FieldFrame>
  );
}

/** A day (custom field global::day, stored as a date): 2026-01-10. */
export const DayInput = (props: CustomInputProps) => <TypedDateInput {...props} rule={dayProblem} placeholder="2026-01-10" />;

/** An entry's evaluation date (custom field global::evaluation-date): 2026-01 or 2026-01-10. */
export const EvaluationDateInput = (props: CustomInputProps) => <TypedDateInput {...props} rule={evaluationDateProblem} placeholder="2026-01 or 2026-01-10" />;
