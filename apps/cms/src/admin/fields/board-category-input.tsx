import * as React from 'react';

import { BOARD_CATEGORIES, TRACKS, type Track } from '@evergreen/boards';
import { useForm } from '@strapi/strapi/admin';

import { ChoiceInput } from './choice-input';
import type { CustomInputProps } from './field-frame';

// cast: widened so that includes() accepts any value; the guard is what narrows it
const isTrack = (value: unknown): value is Track => (TRACKS as readonly unknown[]).includes(value);

/** A board's category (custom field global::board-category): a capability of the /agi matrix or a profession, by track. */
export function BoardCategoryInput(props: CustomInputProps) {
  // cast: Strapi's useForm types the form's values without this content type's attributes
  const track = useForm('BoardCategoryInput', (state) => (state.values as Record<string, unknown>).track);
  const tracks = isTrack(track) ? [track] : TRACKS;
  const choices = tracks.flatMap((name) => BOARD_CATEGORIES[name].map((id) => ({ value: id, label: tracks.length > 1 ? `${id} (${name})` : id })));
  return <ChoiceInput {...props} choices={choices} placeholder={isTrack(track) ? `Pick the ${track === 'agi' ? 'capability' : 'profession'}` : 'Pick the track first, or any'} />;
}

export default BoardCategoryInput;
