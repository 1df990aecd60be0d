import * as React from 'react';

import { Box, Field, Flex, Grid, SingleSelect, SingleSelectOption, Textarea, Typography } from '@strapi/design-system';
import { isPlainObject, KIND_EXAMPLES, KIND_EXPECTS, typedValue, valueProblem, valueText } from '@evergreen/boards';

import { useBoardFields, type BoardField } from './use-board-fields';

type Values = Record<string, unknown>;

// All optional: Strapi's custom field registry types an Input as a component without props; the edit view passes these.
interface Props {
  name?: string;
  label?: string;
  hint?: React.ReactNode;
  value?: unknown;
  error?: string;
  disabled?: boolean;
  onChange?: (name: string, value: unknown) => void;
}

const asValues = (value: unknown): Values => {
  if (isPlainObject(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (isPlainObject(parsed)) return parsed;
    } catch {
      // not JSON: shown as no values; the server says what is wrong with it on save
    }
  }
  return {};
};

/** One input for one board field, typed by its kind, with the shared rule's message as the editor types. */
function FieldInput({ field, name, text, disabled, onText }: { field: BoardField; name: string; text: string; disabled?: boolean; onText: (text: string) => void }) {
  const label = field.label || field.key;
  const problem = valueProblem(field.kind, typedValue(field.kind, text));
  const error = problem ? `${label}: ${problem}` : undefined;
  const hint = [field.unit, field.description, KIND_EXPECTS[field.kind]].filter(Boolean).join(' · ');
  const id = `${name}.${field.key}`;

  return (
    <Field.Root name={id} id={id} error={error} hint={hint} required={Boolean(field.required)}>
      <Field.Label>{field.unit && field.unit.length <= 12 ? `${label} (${field.unit})` : label}</Field.Label>
      {field.kind === 'flag' ? (
        <SingleSelect value={text} disabled={disabled} onChange={(next: string | number) => onText(String(next))} placeholder="not published">
          <SingleSelectOption value="">not published</SingleSelectOption>
          <SingleSelectOption value="true">yes</SingleSelectOption>
          <SingleSelectOption value="false">no</SingleSelectOption>
        </SingleSelect>
      ) : field.kind === 'text' ? (
        <Textarea value={text} disabled={disabled} onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => onText(event.target.value)} />
      ) : (
        <Field.Input
          value={text}
          disabled={disabled}
          placeholder={KIND_EXAMPLES[field.kind]}
          inputMode={field.kind === 'score' || field.kind === 'number' ? 'decimal' : undefined}
          type={field.kind === 'link' ? 'url' : 'text'}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onText(event.target.value)}
        />
      )}
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * An edition entry's values (custom field global::board-values): one input per field of the edition's board instead
 * of a JSON box. Values are stored as the object the site reads ({"accuracy": "75+"}); an empty input leaves its
 * value out; a value the rules refuse is kept as typed and shown with the rule's message, and the save is refused by
 * the CMS with the same message (src/lib/edition-rules.ts), so nothing the editor typed is lost.
 */
export function BoardValuesInput({ name, label, value, error, disabled, onChange }: Props) {
  const board = useBoardFields();
  const values = asValues(value);
  // What the editor typed, per field key, as typed ("49,7" stays "49,7" while the form holds the same text).
  const [texts, setTexts] = React.useState<Record<string, string>>({});
  const kinds = board.state === 'ready' ? new Map(board.fields.map((field) => [field.key, field.kind])) : new Map<string, BoardField['kind']>();
  const typed = (key: string, text: string) => {
    const kind = kinds.get(key);
    return kind ? typedValue(kind, text) : text;
  };
  const withTyped = (base: Values, entries: [string, string][]) => {
    const retyped = new Set(entries.map(([key]) => key));
    const next: Values = Object.fromEntries(Object.entries(base).filter(([key]) => !retyped.has(key)));
    for (const [key, text] of entries) {
      const parsed = typed(key, text);
      if (parsed !== undefined) next[key] = parsed;
    }
    return next;
  };

  // The stored values changed from outside. After a refused save (the CMS's message is on this field) the edit view
  // reloads the saved document: the editor's typing is put back, so nothing is lost. Otherwise (a discard, a save, a
  // locale switch) the inputs show the stored values.
  const latest = React.useRef({ texts, error, onChange });
  latest.current = { texts, error, onChange };
  React.useEffect(() => {
    const { texts: current, error: refusal, onChange: change } = latest.current;
    const stale = Object.entries(current).filter(([key, text]) => !sameValue(typed(key, text), asValues(value)[key]));
    if (stale.length === 0 || !name || !change) return;
    if (refusal) change(name, withTyped(asValues(value), stale));
    else setTexts((all) => Object.fromEntries(Object.entries(all).filter(([key]) => !stale.some(([gone]) => gone === key))));
  }, [value]);

  if (!name || !onChange) return null;
  const setText = (key: string, text: string) => {
    setTexts((all) => ({ ...all, [key]: text }));
    onChange(name, withTyped(asValues(value), [[key, text]]));
  };
  const unknownKeys = board.state === 'ready' ? Object.keys(values).filter((key) => !board.fields.some((field) => field.key === key)) : [];

  return (
    <Box width="100%">
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Typography variant="pi" fontWeight="bold">
          {label ?? 'Values'}
        </Typography>
        {board.state === 'loading' && <Typography variant="pi">Reading the board's fields…</Typography>}
        {board.state === 'no-board' && (
          <Typography variant="pi" textColor="neutral600">
            Pick the edition's board first: each of its fields becomes an input here.
          </Typography>
        )}
        {board.state === 'error' && (
          <Typography variant="pi" textColor="danger600">
            The board's fields could not be read ({board.message}); reload the page.
          </Typography>
        )}
        {board.state === 'ready' && (
          <Grid.Root gap={4}>
            {board.fields.map((field) => (
              <Grid.Item key={field.key} col={6} s={12} direction="column" alignItems="stretch">
                <FieldInput field={field} name={name} text={texts[field.key] ?? valueText(values[field.key])} disabled={disabled} onText={(text) => setText(field.key, text)} />
              </Grid.Item>
            ))}
          </Grid.Root>
        )}
        {unknownKeys.length > 0 && (
          <Typography variant="pi" textColor="danger600">
            {`Not fields of the ${board.state === 'ready' ? board.slug : ''} board, kept until you remove them in the board or here: ${unknownKeys
              .map((key) => `${key} = ${JSON.stringify(values[key])}`)
              .join(', ')}`}
          </Typography>
        )}
        {error && (
          <Typography variant="pi" textColor="danger600" role="alert">
            {error}
          </Typography>
        )}
      </Flex>
    </Box>
  );
}

export default BoardValuesInput;
