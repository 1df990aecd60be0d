import * as React from 'react';

import { Field } from '@strapi/design-system';

/** What the edit view passes a custom field's input (Strapi types the registry's Input as a component without props). */
export interface CustomInputProps {
  name?: string;
  label?: string;
  hint?: React.ReactNode;
  value?: unknown;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  onChange?: (name: string, value: unknown) => void;
}

/** One field of the edit view: its label, the input, the help line and the message (the rule's or the CMS's). */
export function FieldFrame({ name, label, hint, error, required, children }: CustomInputProps & { children: React.ReactNode }) {
  return (
    <Field.Root name={name} id={name} error={error} hint={hint} required={required}>
      <Field.Label>{label}</Field.Label>
      {children}
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}
