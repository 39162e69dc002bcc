import { z } from 'zod';
import { compareDates } from '../dates';
import { MSG_STEPS } from '../procedures/messages';
import { defineMutation } from './types';
import { businessValues, locationLockReason, MSG_LOCATION_MISSING, rowId } from './helpers';

/**
 * The duty to inform of CGCT L2223-15 (since the 3DS law, LAW.md): the town informs holders and heirs of
 * their right to renew, by any means; posting at the cemetery alone is not enough. Recorded on the concession
 * with its date and means, so the town hall can prove it; the reprise for non-renewal waits for it.
 */

export const INFORMATION_MOYENS = ['courrier', 'courrierRecommande', 'courriel', 'avisPresse', 'affichage', 'plaque'] as const;
export type InformationMoyen = (typeof INFORMATION_MOYENS)[number];

export const INFORMATION_MOYEN_LABELS: Record<InformationMoyen, string> = {
  courrier: 'Courrier',
  courrierRecommande: 'Lettre recommandée avec accusé de réception',
  courriel: 'Courriel',
  avisPresse: 'Avis dans la presse',
  affichage: 'Affichage à la mairie et au cimetière',
  plaque: 'Plaque sur la sépulture',
};

/** Means that reach the family only if they come to the cemetery. */
const ON_SITE: ReadonlySet<InformationMoyen> = new Set(['affichage', 'plaque']);

export const MSG_INFORMATION_FUTURE = "La date de l'information ne peut pas être postérieure à aujourd'hui.";

export const informRenouvellement = defineMutation({
  name: 'location.informRenouvellement',
  table: 'locations',
  kind: 'update',
  args: z.object({
    id: rowId,
    date: z.iso.date({ error: "La date de l'information est obligatoire (JJ/MM/AAAA)." }),
    moyens: z.array(z.enum(INFORMATION_MOYENS, { error: "Moyen d'information inconnu." })).min(1, MSG_STEPS.informationMoyens).max(6, MSG_STEPS.informationMoyens),
    documents: z.array(z.string().regex(/^[0-9a-f]{64}$/, 'Document invalide.')).max(20, 'Trop de documents.').default([]),
  }),
  fields: () => ['champsSupp'],
  apply: (state, args, ctx) => {
    const locked = locationLockReason(state.row);
    if (locked || !state.row) return { reject: locked ?? MSG_LOCATION_MISSING };
    if (compareDates(args.date, ctx.today) > 0) return { reject: MSG_INFORMATION_FUTURE };
    if (args.moyens.every((m) => ON_SITE.has(m))) return { reject: MSG_STEPS.informationAffichageSeul };
    const champsSupp = (state.row.champsSupp as Record<string, unknown> | null) ?? {};
    const informationRenouvellement = { date: args.date, moyens: [...new Set(args.moyens)], documents: args.documents };
    return { writes: [{ table: 'locations', id: state.row.id, row: { ...businessValues(state.row), champsSupp: { ...champsSupp, informationRenouvellement } } }] };
  },
});

export const renewalInformationMutations = [informRenouvellement];
