import * as React from 'react';

import { useForm } from '@strapi/strapi/admin';

import { ChoiceInput } from './choice-input';
import type { CustomInputProps } from './field-frame';

interface FieldItem {
  key?: unknown;
  label?: unknown;
}

/** A board's sortField or headlineField (custom field global::board-field-key): one of the board's own fields, as in the form. */
export function BoardFieldKeyInput(props: CustomInputProps) {
  // cast: Strapi's useForm types the form's values without this content type's attributes
  const fields = useForm('BoardFieldKeyInput', (state) => (state.values as Record<string, unknown>).fields);
  // cast: the board form's field rows (the leaderboard.field component), which Strapi types as unknown
  const choices = (Array.isArray(fields) ? (fields as FieldItem[]) : [])
    .filter((field) => typeof field.key === 'string' && field.key !== '')
    .map((field) => ({ value: String(field.key), label: typeof field.label === 'string' && field.label ? `${field.label} (${String(field.key)})` : String(field.key) }));
  return <ChoiceInput {...props} choices={choices} placeholder={choices.length ? 'Pick one of the fields' : 'Add the fields below first'} />;
}

export default BoardFieldKeyInput;
