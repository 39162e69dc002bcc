import type { Civilite } from '../constants/contacts';
import { INCONNU } from '../constants/occupants';
import type { Emplacement } from '../entities/emplacement';
import { accord } from './civilite';

/**
 * Label of a plot from its carré, allée and numéro (spec 001 §3 fullNameLogicim, list column
 * 'Carré/Allée/Num'): 'Carré A - Allée 3 - N° 12', the parts that are known; the plot's libellé when none is.
 */
export function plotLabel(e: Pick<Emplacement, 'carre' | 'allee' | 'numero' | 'libelle'>): string {
  const parts = plotLabelParts(e);
  if (parts.length > 0) return parts.join(' - ');
  return e.libelle ?? '';
}

/**
 * 'Carré A', 'Allée 3', 'N° 12' for the parts that are known; a value that already names its kind ('Allée des
 * Ifs', 'carré Nord', as imported registers write them) is not prefixed twice.
 */
const NAMES_CARRE = /^carr[eé](?![a-zà-ÿ])/i;
const NAMES_ALLEE = /^all[eé]e(?![a-zà-ÿ])/i;

export function plotLabelParts(e: Pick<Emplacement, 'carre' | 'allee' | 'numero'>): string[] {
  const parts: string[] = [];
  if (e.carre) parts.push(NAMES_CARRE.test(e.carre) ? e.carre : `Carré ${e.carre}`);
  if (e.allee) parts.push(NAMES_ALLEE.test(e.allee) ? e.allee : `Allée ${e.allee}`);
  if (e.numero) parts.push(`N° ${e.numero}`);
  return parts;
}

/** 'A / 3 / 12': the compact form for list cells and sorting (spec 001 §2 list columns). */
export function plotShortLabel(e: Pick<Emplacement, 'carre' | 'allee' | 'numero'>): string {
  return [e.carre, e.allee, e.numero].map((p) => p ?? '-').join(' / ');
}

/**
 * A person's name as shown: 'Prénom NOM', with the maiden name as 'née X' / 'né X' when known, 'né(e) X'
 * when the civility is not (issue 26); 'Inconnu' for a person with no name (spec 001 §3).
 */
export function personName(p: { prenom: string | null; nom: string | null; nomJeuneFille?: string | null; civilite?: Civilite | null }): string {
  const name = [p.prenom?.trim(), p.nom?.trim().toUpperCase()].filter((s) => s).join(' ');
  if (!name) return INCONNU;
  if (!p.nomJeuneFille?.trim()) return name;
  return `${name} ${accord(p.civilite, 'né', 'née')} ${p.nomJeuneFille.trim().toUpperCase()}`;
}
