import * as React from 'react';

import { Button, Flex, Modal, Typography } from '@strapi/design-system';
import type { EntryLike } from '@evergreen/boards';
import type { PanelComponent, PanelComponentProps } from '@strapi/content-manager/strapi-admin';
import { unstable_useDocumentActions as useDocumentActions, useFetchClient, useForm } from '@strapi/strapi/admin';

import { useBoardFields } from '../board-values/use-board-fields';
import { PasteTableDialog } from './paste-table-dialog';

const EDITION = 'api::edition.edition';

interface SavedEdition {
  entries?: Array<Record<string, unknown>>;
}

function PasteTable({ documentId, collectionType }: { documentId: string; collectionType: string }) {
  const board = useBoardFields();
  const modified = useForm('PasteTable', (state) => state.modified);
  // cast: Strapi's useForm types the form's values without this content type's attributes
  const formEntries = useForm('PasteTable', (state) => (state.values as { entries?: EntryLike[] }).entries);
  const { get } = useFetchClient();
  const { update } = useDocumentActions();
  const [open, setOpen] = React.useState(false);
  const [creating, setCreating] = React.useState(false);
  const [refusal, setRefusal] = React.useState<string | null>(null);
  const locale = new URLSearchParams(window.location.search).get('plugins[i18n][locale]') ?? undefined;

  // One update of the saved draft with its entries and the new ones: the CMS checks them all and saves all or none.
  const create = async (entries: EntryLike[]) => {
    setCreating(true);
    setRefusal(null);
    try {
      const saved = await get<{ data: SavedEdition }>(`/content-manager/collection-types/${EDITION}/${documentId}${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`);
      const result = await update({ collectionType, model: EDITION, documentId, params: { locale } }, { entries: [...(saved.data.data.entries ?? []), ...entries] });
      // cast: Strapi's fetch client types the error as unknown; its message where it has one
      if ('error' in result) setRefusal(String((result.error as { message?: string }).message ?? 'see the message above'));
      else setOpen(false);
    } finally {
      setCreating(false);
    }
  };

  if (board.state !== 'ready') {
    return <Typography variant="pi">{board.state === 'loading' ? "Reading the board's fields…" : "Pick the edition's board and save it first: its fields are the table's columns."}</Typography>;
  }
  return (
    <Flex direction="column" alignItems="stretch" gap={2}>
      <Typography variant="pi">Add many entries at once from a spreadsheet, a paper's table or a CSV file.</Typography>
      {modified && <Typography variant="pi" textColor="warning600">Save or discard your changes first: the pasted rows are saved with the edition.</Typography>}
      <Modal.Root open={open} onOpenChange={(next: boolean) => { setOpen(next); setRefusal(null); }}>
        <Modal.Trigger>
          <Button variant="secondary" fullWidth disabled={modified}>
            Paste a table…
          </Button>
        </Modal.Trigger>
        <Modal.Content>
          <Modal.Header>
            <Modal.Title>{`Paste rows into this edition (board ${board.slug})`}</Modal.Title>
          </Modal.Header>
          <PasteTableDialog fields={board.fields} existing={formEntries ?? []} creating={creating} refusal={refusal} onCreate={create} />
        </Modal.Content>
      </Modal.Root>
    </Flex>
  );
}

/** The edition edit view's "Paste a table" panel (issue 35 item 2); nothing on other content types or before the first save. */
export const PasteTablePanel: PanelComponent = ({ model, documentId, collectionType }: PanelComponentProps) => {
  if (model !== EDITION) return null;
  return {
    title: 'Paste a table',
    content: documentId ? (
      <PasteTable documentId={documentId} collectionType={collectionType} />
    ) : (
      <Typography variant="pi">Save the edition with its board first; then paste its rows here.</Typography>
    ),
  };
};
