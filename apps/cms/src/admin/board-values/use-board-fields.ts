import * as React from 'react';

import { isPlainObject, type FieldDefinition } from '@evergreen/boards';
import { unstable_useContentManagerContext as useContentManagerContext, useFetchClient, useForm } from '@strapi/strapi/admin';

const EDITION = 'api::edition.edition';
const BOARD = 'api::board.board';

export interface BoardField extends FieldDefinition {
  unit?: string | null;
  description?: string | null;
}

export type BoardFieldsState =
  | { state: 'loading' }
  | { state: 'no-board' }
  | { state: 'error'; message: string }
  | { state: 'ready'; slug: string; fields: BoardField[] };

/** A relation item's document id, as the form holds it (loaded: under apiData; picked: on the item). */
function documentIdOf(item: unknown): string | undefined {
  if (!isPlainObject(item)) return undefined;
  const id = (isPlainObject(item.apiData) ? item.apiData.documentId : undefined) ?? item.documentId;
  return typeof id === 'string' ? id : undefined;
}

/** The board picked in the edit form (not saved yet), or undefined when the form has not changed it. */
function pickedBoard(board: unknown): { documentId?: string; cleared: boolean } {
  const relation = isPlainObject(board) ? board : {};
  const connected: unknown[] = Array.isArray(relation.connect) ? relation.connect : [];
  if (connected.length > 0) return { documentId: documentIdOf(connected[0]), cleared: false };
  return { cleared: Array.isArray(relation.disconnect) && relation.disconnect.length > 0 };
}

const localeOf = () => new URLSearchParams(window.location.search).get('plugins[i18n][locale]') ?? undefined;

/**
 * The fields of the board this edition belongs to: the board picked in the form if the editor changed it, else the
 * saved one (the content manager keeps only changes to a relation in the form), read through the admin API as a
 * draft so that a field added to the board shows before the board is published.
 */
export function useBoardFields(): BoardFieldsState {
  const { model, id } = useContentManagerContext();
  const board = useForm('BoardValuesInput', (state) => (isPlainObject(state.values) ? state.values.board : undefined));
  const { get } = useFetchClient();
  const picked = pickedBoard(board);
  const [result, setResult] = React.useState<BoardFieldsState>({ state: 'loading' });

  React.useEffect(() => {
    let live = true;
    const locale = localeOf();
    const query = locale ? `?locale=${encodeURIComponent(locale)}` : '';
    (async () => {
      let documentId = picked.documentId;
      if (!documentId && !picked.cleared && model === EDITION && id && id !== 'create') {
        const saved = await get<{ results?: { documentId?: string }[] }>(`/content-manager/relations/${EDITION}/${id}/board${query}`);
        documentId = saved.data.results?.[0]?.documentId;
      }
      if (!documentId) return { state: 'no-board' } as const;
      const found = await get<{ data?: { slug?: string; fields?: BoardField[] } }>(`/content-manager/collection-types/${BOARD}/${documentId}${query}`);
      return { state: 'ready', slug: found.data.data?.slug ?? '', fields: found.data.data?.fields ?? [] } as const;
    })()
      .then((next) => live && setResult(next))
      .catch((error: unknown) => live && setResult({ state: 'error', message: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [get, model, id, picked.documentId, picked.cleared]);

  return result;
}
