import * as React from 'react';

import { SingleSelect, SingleSelectOption } from '@strapi/design-system';

import { FieldFrame, type CustomInputProps } from './field-frame';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A text value picked from a list. A stored value that is not in the list (written before the list, or through the
 * API) is shown as such, so nothing changes until the editor picks another.
 */
export function ChoiceInput({ choices, placeholder, ...props }: CustomInputProps & { choices: Choice[]; placeholder: string }) {
  const { name, value, disabled, onChange } = props;
  const current = typeof value === 'string' ? value : '';
  const options = current && !choices.some((choice) => choice.value === current) ? [...choices, { value: current, label: `${current} (not in the list)` }] : choices;
  if (!name || !onChange) return null;
  return (
    <FieldFrame {...props}>
      <SingleSelect value={current} disabled={disabled} placeholder={placeholder} onChange={(next: string | number) => onChange(name, String(next))}>
        {options.map((choice) => (
          <SingleSelectOption key={choice.value} value={choice.value}>
            {choice.label}
          </SingleSelectOption>
        ))}
      </SingleSelect>
    </FieldFrame>
  );
}
