import { z } from 'zod';
import { parseStateChoices, type PlotState } from '../../src/domain/import/plotStates';
import { badRequest } from '../errors';

/**
 * The user's reading of a file's status values, sent back with a dry run and the import (issue 26, docs/CONTRACTS.md
 * 'Import rules'): 'cle=etat;cle=etat'. Shared by the register, GIS and openCimetière routes.
 */
export const MSG_BAD_STATES = 'Lecture des états invalide : choisissez pour chaque valeur un état de la liste.';

export const etatsParam = z.string({ error: MSG_BAD_STATES }).max(8000, MSG_BAD_STATES).optional();

export function stateChoicesOf(text: string | undefined): Record<string, PlotState> {
  const choices = parseStateChoices(text);
  if (!choices) throw badRequest(MSG_BAD_STATES);
  return choices;
}
