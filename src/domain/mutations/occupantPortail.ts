import { z } from 'zod';
import { defineMutation } from './types';
import { rowId, updateRow } from './helpers';
import { MSG_OCCUPANT_MISSING } from './occupant';

/**
 * 'Masquer du portail public' on the deceased's sheet (issue 30, 'Privacy by design'): at the family's request
 * a deceased is no longer listed by the cemetery's public portal (rule in src/domain/portail/visibility.ts).
 * A mutation of its own, so the history says who hid or showed the name and when. Allowed on an archived
 * concession too: taking a name off a public page never harms the register.
 */
export const setOccupantPortailMasque = defineMutation({
  name: 'occupant.setPortailMasque',
  table: 'occupants',
  kind: 'update',
  args: z.object({ id: rowId, masque: z.boolean({ error: 'Réponse invalide : masqué ou affiché.' }) }),
  fields: () => ['portailMasque'],
  apply: (state, args) => updateRow('occupants', state.row, { portailMasque: args.masque }, MSG_OCCUPANT_MISSING),
});
