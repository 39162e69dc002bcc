import { z } from 'zod';
import type { AbonnementOption } from '../constants/abonnement';
import { TYPE_ESPACE_OF_TAB, USER_TABS, type UserTab } from './administration';

/**
 * The provider's view of its municipalities (issue 16; spec 000 §2.11 tabs 'Clients', 'Démonstration prospects',
 * 'Test avant activation' and the provider's own society, §9 users-tab filters): each municipality with its
 * cemeteries, its subscription (spec 000 §3 Abonnement) and its last activity. ROLE_SUPER_ADMIN only.
 * The list is short (a few hundred towns at most): the server filters and sorts it with these pure functions.
 */

export const FOURNISSEUR_SORTS = ['commune', 'dateDebut', 'dateRenouv', 'derniereActivite'] as const;
export type FournisseurSort = (typeof FOURNISSEUR_SORTS)[number];

export const FOURNISSEUR_SORT_LABELS: Record<FournisseurSort, string> = {
  commune: 'Commune',
  dateDebut: 'Début d’abonnement',
  dateRenouv: 'Renouvellement',
  derniereActivite: 'Dernière activité',
};

export const fournisseurQuery = z.object({
  tab: z.enum(USER_TABS, { error: 'Onglet inconnu : clients, demonstration, test ou fournisseur.' }).default('clients'),
  search: z.string({ error: 'Recherche invalide.' }).trim().max(100, 'Recherche trop longue (100 caractères au plus).').default(''),
  sort: z.enum(FOURNISSEUR_SORTS, { error: 'Tri inconnu : commune, dateDebut, dateRenouv ou derniereActivite.' }).default('commune'),
  order: z.enum(['asc', 'desc'], { error: 'Ordre inconnu : asc ou desc.' }).default('asc'),
});
export type FournisseurQuery = z.infer<typeof fournisseurQuery>;

export interface FournisseurAbonnement {
  dateDebut: string;
  /** 1 = active (spec 000 §3). */
  etat: number;
  dateRenouv: string | null;
  options: { abonnement: AbonnementOption[]; premium: AbonnementOption[] };
}

/** One municipality of GET /api/fournisseur/communes. */
export interface FournisseurCommune {
  id: string;
  nom: string;
  commune: string;
  departement: string | null;
  typeEspace: string;
  cimetieres: Array<{ id: string; nom: string; actif: boolean }>;
  /** Its latest subscription (by start date), or null. */
  abonnement: FournisseurAbonnement | null;
  /** Latest change received from one of its devices or screens (the server's applied mutations), ISO instant. */
  derniereSynchro: string | null;
  /** Latest sign-in of one of its users (the security log), ISO instant. */
  derniereConnexion: string | null;
  /** The later of the two: what 'Dernière activité' shows and sorts by. */
  derniereActivite: string | null;
  utilisateurs: number;
}

/** The later of two ISO instants (null when both are). */
export function laterOf(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/** Which tab a municipality's product type puts it in; an unknown type counts as a client. */
export function tabOfTypeEspace(typeEspace: string): UserTab {
  return USER_TABS.find((tab) => TYPE_ESPACE_OF_TAB[tab] === typeEspace) ?? 'clients';
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** True when the search words all appear in the town's name, commune, department or a cemetery's name. */
export function matchesSearch(row: FournisseurCommune, search: string): boolean {
  const words = fold(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold([row.nom, row.commune, row.departement ?? '', ...row.cimetieres.map((c) => c.nom)].join(' '));
  return words.every((w) => haystack.includes(w));
}

function sortKey(row: FournisseurCommune, sort: FournisseurSort): string | null {
  if (sort === 'commune') return fold(row.commune);
  if (sort === 'derniereActivite') return row.derniereActivite;
  return row.abonnement?.[sort] ?? null;
}

/**
 * The tab's municipalities matching the search, sorted; a missing date goes last whatever the order (a town
 * never seen is not 'the most recent'), ties by commune.
 */
export function selectCommunes(rows: readonly FournisseurCommune[], query: FournisseurQuery): FournisseurCommune[] {
  const sign = query.order === 'asc' ? 1 : -1;
  return rows
    .filter((r) => tabOfTypeEspace(r.typeEspace) === query.tab && matchesSearch(r, query.search))
    .sort((a, b) => {
      const ka = sortKey(a, query.sort);
      const kb = sortKey(b, query.sort);
      if (ka !== kb) {
        if (ka === null) return 1;
        if (kb === null) return -1;
        return ka < kb ? -sign : sign;
      }
      return fold(a.commune).localeCompare(fold(b.commune), 'fr');
    });
}
