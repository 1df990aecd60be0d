import * as React from 'react';

import { Box, Button, Field, Flex, Modal, SingleSelect, SingleSelectOption, Table, Tbody, Td, Textarea, Th, Thead, Tr, Typography } from '@strapi/design-system';
import {
  ENTRY_COLUMNS,
  matchColumns,
  readTable,
  rowProblemText,
  tableEntries,
  targetDescription,
  type ColumnTarget,
  type EntryColumn,
  type EntryLike,
} from '@evergreen/boards';

import type { BoardField } from '../board-values/use-board-fields';

const targetId = (target: ColumnTarget) => (target.to === 'entry' ? `entry:${target.name}` : target.to === 'value' ? `value:${target.key}` : 'ignore');
const targetOf = (id: string): ColumnTarget =>
  // cast: the select's ids are written below from ENTRY_COLUMNS' own keys, so the rest of the id is one of them
  id.startsWith('entry:') ? { to: 'entry', name: id.slice(6) as EntryColumn } : id.startsWith('value:') ? { to: 'value', key: id.slice(6) } : { to: 'ignore' };
const cellText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

interface Props {
  fields: BoardField[];
  existing: EntryLike[];
  creating: boolean;
  refusal: string | null;
  onCreate: (entries: EntryLike[]) => void;
}

/**
 * The rows pasted (or read from a CSV file), the header's mapping to the board's fields, and a preview of the entries
 * with every problem named by row and field. "Create" is offered only when no row has a problem.
 */
export function PasteTableDialog({ fields, existing, creating, refusal, onCreate }: Props) {
  const [text, setText] = React.useState('');
  const [chosen, setChosen] = React.useState<Record<number, string>>({});
  const table = text.trim() ? readTable(text) : null;
  const header = table?.ok ? table.header : [];
  const matched = matchColumns(header, fields);
  const targets = header.map((_name, index) => (chosen[index] !== undefined ? targetOf(chosen[index]) : matched[index]!));
  const read = table?.ok ? tableEntries(table.rows, targets, fields, existing) : null;
  const shown = targets.map((target, index) => ({ target, index })).filter(({ target }) => target.to !== 'ignore');
  // cast: Object.keys types the keys of the fixed ENTRY_COLUMNS object as plain strings
  const options: ColumnTarget[] = [{ to: 'ignore' }, ...(Object.keys(ENTRY_COLUMNS) as EntryColumn[]).map((name) => ({ to: 'entry', name }) as const), ...fields.map((field) => ({ to: 'value', key: field.key }) as const)];

  const readFile = (file: File | undefined) => {
    if (!file) return;
    file.text().then((content) => {
      setChosen({});
      setText(content);
    });
  };

  return (
    <>
      <Modal.Body>
        <Flex direction="column" alignItems="stretch" gap={4}>
          <Field.Root name="pasted-rows" hint="Copy the rows from a spreadsheet or a paper's table (tab-separated) or write CSV (comma-separated); the first line names the columns.">
            <Field.Label>Rows, with the header line first</Field.Label>
            <Textarea
              value={text}
              onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => {
                setChosen({});
                setText(event.target.value);
              }}
            />
            <Field.Hint />
          </Field.Root>
          <label>
            <Typography variant="pi" fontWeight="bold">
              Or read a CSV file{' '}
            </Typography>
            <input type="file" accept=".csv,.tsv,.txt,text/csv,text/plain" onChange={(event) => readFile(event.target.files?.[0])} />
          </label>
          {table && !table.ok && (
            <Typography role="alert" textColor="danger600">
              {table.problem}
            </Typography>
          )}
          {table?.ok && (
            <Box>
              <Typography variant="delta" tag="h3">
                Columns
              </Typography>
              <Flex wrap="wrap" gap={3} paddingTop={2} alignItems="flex-start">
                {header.map((name, index) => (
                  <Box key={`${index}-${name}`} width="240px">
                    <Field.Root name={`column-${index}`}>
                      <Field.Label>{`Column "${name}"`}</Field.Label>
                      <SingleSelect value={targetId(targets[index]!)} onChange={(next: string | number) => setChosen((all) => ({ ...all, [index]: String(next) }))}>
                        {options.map((option) => (
                          <SingleSelectOption key={targetId(option)} value={targetId(option)}>
                            {targetDescription(option, fields)}
                          </SingleSelectOption>
                        ))}
                      </SingleSelect>
                    </Field.Root>
                  </Box>
                ))}
              </Flex>
            </Box>
          )}
          {read && (
            <Box>
              <Typography variant="delta" tag="h3">
                {read.problems.length === 0
                  ? `${read.entries.length} row${read.entries.length === 1 ? '' : 's'} ready`
                  : `${read.problems.length} problem${read.problems.length === 1 ? '' : 's'}: nothing is created until every row is right`}
              </Typography>
              {read.problems.length > 0 && (
                <Box tag="ul" paddingTop={2} paddingBottom={2} aria-label="Problems in the pasted rows">
                  {read.problems.map((problem) => (
                    <li key={rowProblemText(problem, read.entries)}>
                      <Typography textColor="danger600">{rowProblemText(problem, read.entries)}</Typography>
                    </li>
                  ))}
                </Box>
              )}
              <Box overflow="auto">
                <Table colCount={shown.length + 1} rowCount={read.entries.length + 1}>
                  <Thead>
                    <Tr>
                      <Th>
                        <Typography variant="sigma">Row</Typography>
                      </Th>
                      {shown.map(({ target, index }) => (
                        <Th key={index}>
                          <Typography variant="sigma">{target.to === 'entry' ? ENTRY_COLUMNS[target.name] : (fields.find((field) => target.to === 'value' && field.key === target.key)?.label ?? '')}</Typography>
                        </Th>
                      ))}
                    </Tr>
                  </Thead>
                  <Tbody>
                    {read.entries.map((entry, row) => (
                      <Tr key={row}>
                        <Td>
                          <Typography>{row + 1}</Typography>
                        </Td>
                        {shown.map(({ target, index }) => {
                          const label = target.to === 'entry' ? ENTRY_COLUMNS[target.name] : fields.find((field) => target.to === 'value' && field.key === target.key)?.label;
                          const wrong = read.problems.some((problem) => problem.row === row + 1 && problem.field === label);
                          // cast: an entry's columns and its values are read by the names the mapping holds
                          const value = target.to === 'entry' ? (entry as Record<string, unknown>)[target.name] : target.to === 'value' ? (entry.values as Record<string, unknown>)[target.key] : undefined;
                          return (
                            <Td key={index} background={wrong ? 'danger100' : undefined}>
                              <Typography textColor={wrong ? 'danger700' : undefined}>{wrong ? `${table?.ok ? table.rows[row]![index] : ''} ⚠` : cellText(value)}</Typography>
                            </Td>
                          );
                        })}
                      </Tr>
                    ))}
                  </Tbody>
                </Table>
              </Box>
            </Box>
          )}
          {refusal && (
            <Typography role="alert" textColor="danger600">
              {`The CMS refused the rows, nothing was created: ${refusal}`}
            </Typography>
          )}
        </Flex>
      </Modal.Body>
      <Modal.Footer>
        <Modal.Close>
          <Button variant="tertiary">Cancel</Button>
        </Modal.Close>
        <Button disabled={!read || read.problems.length > 0 || read.entries.length === 0 || creating} loading={creating} onClick={() => read && onCreate(read.entries)}>
          {read && read.problems.length === 0 ? `Create ${read.entries.length} entr${read.entries.length === 1 ? 'y' : 'ies'}` : 'Create the entries'}
        </Button>
      </Modal.Footer>
    </>
  );
}
