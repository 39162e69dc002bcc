import { z } from 'zod';

/**
 * The right to burial in the commune's cemetery, CGCT L2223-3 (LAW.md 'terrain commun'; issue 28): it belongs to
 * people who died on the commune's territory, whatever their home; who lived there, wherever they died; who have a
 * right to a family grave there; and to French people settled abroad, without a family grave there, who are on
 * the commune's electoral roll (or may be). A burial outside these four cases is not a right: the mayor may
 * authorise it. A terrain commun (R2223-5, five years) records which of them the burial rests on.
 *
 * Gratuity: the spec says the terrain commun is free for residents and those who died in the commune (spec 001
 * §5). The law grants the right to burial, not its gratuity: that the grave in terrain commun is free for those
 * entitled is ministerial doctrine, so the product says it as doctrine (LAW.md), never as the law.
 */

export const DROIT_INHUMATION_CAS = ['deces', 'domicile', 'sepultureFamille', 'francaisEtranger', 'aucun'] as const;
export type DroitInhumationCas = (typeof DROIT_INHUMATION_CAS)[number];

/** The four cases of L2223-3 in the order of the article, then the burial authorised outside them. */
export const DROIT_INHUMATION_LABELS: Record<DroitInhumationCas, string> = {
  deces: 'Décédé(e) sur le territoire de la commune (L2223-3, 1°)',
  domicile: 'Domicilié(e) dans la commune (L2223-3, 2°)',
  sepultureFamille: 'Ayant droit à une sépulture de famille dans la commune (L2223-3, 3°)',
  francaisEtranger: 'Français(e) établi(e) hors de France, inscrit(e) sur la liste électorale de la commune (L2223-3, 4°)',
  aucun: 'Aucun de ces cas : inhumation autorisée par le maire',
};

export const droitInhumationSchema = z.enum(DROIT_INHUMATION_CAS, { error: 'Droit à l’inhumation inconnu (CGCT L2223-3).' });

/** What is recorded on the terrain commun (`champsSupp.droitInhumation`). */
export interface DroitInhumation {
  cas: DroitInhumationCas;
  /** Free by doctrine for the four cases of L2223-3; not free by right outside them. */
  gratuit: boolean;
}

export const GRATUITE_DOCTRINE =
  'Gratuit : doctrine ministérielle. La loi (CGCT L2223-3) donne le droit à l’inhumation, non la gratuité ; la gratuité de la sépulture en terrain commun pour les ayants droit est une lecture ministérielle, non un texte.';
export const GRATUITE_HORS_DROIT =
  'Pas de gratuité de droit : la personne n’entre dans aucun des cas de l’article L2223-3, son inhumation relève de l’autorisation du maire.';
export const DROIT_NON_RENSEIGNE = 'Non renseigné : le cas de l’article L2223-3 sur lequel repose l’inhumation n’a pas été noté.';

/** The right recorded for a case: entitled (one of the four cases) means free, as doctrine. */
export function droitInhumation(cas: DroitInhumationCas): DroitInhumation {
  return { cas, gratuit: cas !== 'aucun' };
}

/** The recorded right of a concession's champsSupp, or null when none (or malformed). */
export function droitInhumationOf(champsSupp: Record<string, unknown> | null | undefined): DroitInhumation | null {
  const raw = champsSupp?.droitInhumation as { cas?: unknown } | undefined;
  const parsed = droitInhumationSchema.safeParse(raw?.cas);
  return parsed.success ? droitInhumation(parsed.data) : null;
}

/** The words of the gratuity for the sheet and the wizard. */
export function gratuiteText(droit: DroitInhumation | null): string {
  if (!droit) return DROIT_NON_RENSEIGNE;
  return droit.gratuit ? GRATUITE_DOCTRINE : GRATUITE_HORS_DROIT;
}
