import type { TarifType } from '../../src/domain/constants/locationTypes';
import type { SurfaceClasse } from '../../src/domain/constants/surfaces';
import { TRAVAUX_TYPES } from '../../src/domain/constants/travaux';
import type { CalendarEvent } from '../../src/domain/entities/calendarEvent';
import type { Note } from '../../src/domain/entities/note';
import type { Notification } from '../../src/domain/entities/notification';
import type { IsoDate } from '../../src/domain/entities/replicated';
import type { Tarif } from '../../src/domain/entities/tarif';
import type { Travaux } from '../../src/domain/entities/travaux';
import { addDays, addMonths, dateParts, makeIsoDate } from '../../src/domain/dates';
import { round2 } from '../../src/domain/rules/surface';
import { ENTREPRISES } from './names';
import { newRow, type Ctx } from './types';

/** Prices of the current price list, in euros incl. tax: [type, duration or null for perpetual, class, price]. */
const PRICE_LIST: ReadonlyArray<readonly [TarifType, number | null, SurfaceClasse, number]> = [
  ['Concession', 15, 1, 180], ['Concession', 30, 1, 360], ['Concession', 50, 1, 650], ['Concession', null, 1, 1800],
  ['Concession', 15, 2, 320], ['Concession', 30, 2, 640], ['Concession', 50, 2, 1150], ['Concession', null, 2, 3200],
  ['Colombarium', 15, 1, 450], ['Colombarium', 30, 1, 800],
  ['Enfeu', 30, 1, 1200], ['Enfeu', 50, 1, 1900],
  ['Cavurne', 15, 1, 300], ['Cavurne', 30, 1, 520],
];

/**
 * The price list: the tariffs in force since 1 January of last year, and the previous ones (archived, 10 %
 * cheaper) from five years before, so that a renewal priced at its expiry date finds an older tariff.
 */
export function makeTarifs(ctx: Ctx): Tarif[] {
  const year = dateParts(ctx.today)?.year ?? 2026;
  const out: Tarif[] = [];
  for (const [dateApplication, factor, archive] of [[makeIsoDate(year - 5, 1, 1), 0.9, true], [makeIsoDate(year - 1, 1, 1), 1, false]] as const) {
    for (const [type, duree, surface, price] of PRICE_LIST) {
      const tarifFixe = round2(price * factor);
      out.push({
        ...newRow(ctx),
        typeEmplacement: type,
        parMetreCarre: false,
        tarifFixe,
        tarifRenouv: round2(tarifFixe * 0.9),
        duree,
        perpetuelle: duree === null,
        tarifDuree: duree === null ? null : round2(tarifFixe / duree),
        surface,
        dateApplication: dateApplication as IsoDate,
        ccas: type === 'Concession' ? null : 20,
        isCCASTier: type === 'Concession',
        prestationsAttribution: [{ nom: 'Frais de dossier', montant: 25 }, ...(type === 'Concession' ? [{ nom: 'Creusement de fosse', montant: 350 }] : [])],
        prestationsRenouv: [{ nom: 'Frais de dossier', montant: 25 }],
        archive,
      });
    }
  }
  // One per-m² tariff, for plots of unusual size.
  out.push({
    ...newRow(ctx), typeEmplacement: 'Concession', parMetreCarre: true, tarifFixe: 95, tarifRenouv: 85, duree: 30, perpetuelle: false,
    tarifDuree: round2(95 / 30), surface: null, dateApplication: makeIsoDate(year - 1, 1, 1) as IsoDate, ccas: null, isCCASTier: true,
    prestationsAttribution: [], prestationsRenouv: [], archive: false,
  });
  return out;
}

const DESCRIPTIONS: Partial<Record<(typeof TRAVAUX_TYPES)[number], string>> = {
  'Pose d\'une pierre tombale': 'Pierre tombale en granit gris du Huelgoat.',
  Gravure: 'Gravure du nom et des dates du défunt.',
  'Construction de caveau': 'Caveau de deux places en béton.',
  Monument: 'Monument en granit rose de Ploumanac\'h.',
  Rénovation: 'Reprise des joints et nettoyage du monument.',
};

/** Works on a plot, dated to show every works status (spec 001 §4) around `today`. */
export function makeTravaux(ctx: Ctx, emplacementId: string, demandeur: { nom: string | null; prenom: string | null } | null): Travaux {
  const { r, today } = ctx;
  const type = r.pick(TRAVAUX_TYPES);
  const when = r.weighted([['realise', 50], ['en_cours', 15], ['futur', 15], ['aucune', 10], ['debut', 10]] as const);
  let dateDebut: IsoDate | null = null;
  let dateFin: IsoDate | null = null;
  if (when === 'realise') {
    dateDebut = r.dateBetween('2015-01-01', addMonths(today, -2));
    dateFin = addDays(dateDebut, r.int(1, 30));
  } else if (when === 'en_cours') {
    dateDebut = addDays(today, -r.int(0, 20));
    dateFin = addDays(today, r.int(0, 30));
  } else if (when === 'futur') {
    dateDebut = addDays(today, r.int(1, 60));
    dateFin = addDays(dateDebut, r.int(1, 20));
  } else if (when === 'debut') {
    dateDebut = addDays(today, -r.int(1, 30));
  }
  return {
    ...newRow(ctx),
    emplacementId,
    type,
    dateDebut,
    dateFin,
    demandeur,
    executant: { nomSociete: r.pick(ENTREPRISES) },
    description: DESCRIPTIONS[type] ?? null,
    documentId: null,
    valide: when !== 'futur',
  };
}

const NOTES: ReadonlyArray<readonly [string, string, 1 | 2 | 3]> = [
  ['Relevé des tombes en mauvais état', 'Faire le tour du carré B avec le policier municipal avant le constat d\'abandon. Prévoir l\'appareil photo.', 1],
  ['Toussaint', 'Nettoyage des allées principales et du jardin du souvenir la semaine précédente. Prévenir les services techniques.', 1],
  ['Commande de plaques', 'Commander 12 plaques d\'identification pour le columbarium auprès de la marbrerie.', 1],
  ['Appel famille Lefèvre', 'Mme Lefèvre souhaite savoir s\'il reste une place dans la concession familiale. Rappeler jeudi.', 1],
  ['Ossuaire', 'Mettre à jour le registre de l\'ossuaire après les dernières reprises.', 1],
  ['Réunion pompes funèbres', 'Compte rendu de la réunion du printemps : horaires d\'ouverture du portail pour les convois.', 2],
  ['Tarifs', 'Délibération du conseil municipal sur les nouveaux tarifs : application au 1er janvier.', 2],
  ['Brouillon', 'Note à supprimer.', 3],
];

/** The demo's notes; the Lefèvre call is linked to the family's plot, so its sheet and the search show it. */
export function makeNotes(ctx: Ctx, userId: string, lefevre: string | null): Note[] {
  return NOTES.map(([titre, contenu, etat], i) => ({
    ...newRow(ctx), titre, contenu, userId, date: addDays(ctx.today, -(i * 9 + ctx.r.int(0, 6))), etat, emplacementId: titre === 'Appel famille Lefèvre' ? lefevre : null,
  }));
}

/**
 * The demo's past notifications. The current ones (expiries, renewals, procedure steps, setup, feedback) are
 * made by the server's daily generation (server/notifications), which runs when the server starts: the demo
 * only adds history that generation cannot make, a first-procedure notice read and closed long ago.
 */
export function makeNotifications(ctx: Ctx, userId: string): Notification[] {
  const at = (days: number) => `${addDays(ctx.today, -days)}T08:00:00.000Z`;
  return [{
    ...newRow(ctx), titre: 'Première procédure de renouvellement',
    description: 'Vous avez réalisé votre première procédure de renouvellement. Les fiches de procédure et les modèles de documents sont dans les Ressources.',
    dateRecu: at(40), dateLue: at(39), archive: true, emplacementId: null, criticite: 'principale', userId, nePlusRappeler: false, etatsUtilisateurs: {},
  }];
}

/**
 * The demo's personal events. Holidays, concessions to renew, works and legal dates are not stored: the
 * calendar computes them from the replica (src/domain/calendar), so the demo only adds what a person writes.
 */
export function makeEvents(ctx: Ctx, userId: string, lefevre: string | null): CalendarEvent[] {
  const ev = (titre: string, dateDebut: string, type: CalendarEvent['type'], extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
    ...newRow(ctx), titre, contenu: null, dateDebut, dateFin: null, type, emplacementId: null, isNote: false, isPersonnel: false, userId: null, ...extra,
  });
  const out: CalendarEvent[] = [];
  const at = (days: number, titre: string, time: string, contenu: string, extra: Partial<CalendarEvent> = {}) =>
    out.push(ev(titre, `${addDays(ctx.today, days)}T${time}`, 'personnel', { contenu, userId, ...extra }));
  at(2, 'Rendez-vous famille Lefèvre', '10:00', 'Place restante dans la concession familiale.', { isPersonnel: true, emplacementId: lefevre });
  at(9, 'Visite du cimetière avec le policier municipal', '14:30', 'Constat d\'abandon, carré B.');
  at(16, 'Commission cimetière', '18:00', 'Ordre du jour : tarifs, reprises.');
  at(-5, 'Livraison des plaques du columbarium', '09:00', 'Marbrerie Quéré.', { isPersonnel: true });
  return out;
}
