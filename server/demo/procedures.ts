import type { ProcedureKind } from '../../src/domain/constants/procedures';
import type { MailArchive } from '../../src/domain/entities/mailArchive';
import type { Occupant } from '../../src/domain/entities/occupant';
import type { Procedure, ProcedureEtape } from '../../src/domain/entities/procedure';
import type { IsoDate } from '../../src/domain/entities/replicated';
import { addDays, addMonths, addYears, diffInDays } from '../../src/domain/dates';
import { computeDateFin } from '../../src/domain/rules/concessionDates';
import type { BuiltConcession, ConcessionSpec } from './concession';
import { makeContact, type Town } from './people';
import { regimeFor, repriseAbandonEtapes, repriseAbandonTimeline, startForStep } from './repriseAbandon';
import { newRow, type Ctx } from './types';

export interface ProcedureStory {
  kind: ProcedureKind;
  done: boolean;
  /** Which of the stories of this kind: varies the step reached. */
  index: number;
}

/** Side rows a procedure leaves: letters sent, remains moved to the ossuary. */
export interface ProcedureOutput {
  mailArchives: MailArchive[];
  toOssuary: Occupant[];
}

const clampPast = (ctx: Ctx, d: IsoDate) => (d > addDays(ctx.today, -1) ? addDays(ctx.today, -1) : d);

/**
 * Bends a concession so that its procedure is lawful: a reprise after abandonment needs a concession over 30
 * years old and no burial for 10 years (R2223-12); a reprise for non-renewal an expiry over 2 years ago and no
 * burial for 5 years (L2223-15, doctrine); a rétrocession an empty grave; a renewal a concession near its end.
 */
export function shapeForProcedure(ctx: Ctx, spec: ConcessionSpec, story: ProcedureStory): void {
  const { r, today } = ctx;
  spec.type = 'Concession';
  spec.contacts = 'famille';
  spec.nbPlaces = Math.max(2, spec.nbPlaces ?? 2);
  const temporary = (dateDebut: IsoDate, duree: number) => {
    spec.perpetuelle = false;
    spec.duree = duree;
    spec.dateDebut = dateDebut;
    spec.dateOriginelle = dateDebut;
    spec.dateFin = computeDateFin({ dateDebut, duree });
  };
  switch (story.kind) {
    case 'repriseAbandon':
      spec.perpetuelle = true;
      spec.duree = null;
      spec.dateFin = null;
      spec.dateDebut = r.dateBetween('1890-01-01', addYears(today, -45));
      spec.dateOriginelle = spec.dateDebut;
      spec.burialFrom = spec.dateDebut;
      spec.burialTo = addYears(today, -15);
      spec.occupants = r.int(1, spec.nbPlaces);
      spec.etatAbandon = r.pick([4, 5, 6] as const);
      break;
    case 'repriseNonRenouvellement': {
      const fin = r.dateBetween(addYears(today, -9), addYears(today, -3));
      temporary(addYears(fin, -30), 30);
      spec.burialFrom = spec.dateDebut as IsoDate;
      spec.burialTo = addYears(today, -6);
      spec.occupants = r.int(1, spec.nbPlaces);
      spec.etatAbandon = r.pick([2, 3, 4] as const);
      break;
    }
    case 'renouvellement': {
      if (story.done) {
        // Renewed at expiry: the new 30-year term starts on the old end date (CGCT L2223-15, CE 2007).
        const oldFin = r.dateBetween(addMonths(today, -18), addMonths(today, -2));
        const oldDebut = addYears(oldFin, -15);
        temporary(oldFin, 30);
        spec.dateOriginelle = oldDebut;
        spec.burialFrom = oldDebut;
      } else {
        const fin = r.dateBetween(addMonths(today, -20), addMonths(today, -1));
        temporary(addYears(fin, -15), 15);
        spec.burialFrom = spec.dateDebut as IsoDate;
        spec.burialTo = addDays(fin, -1);
      }
      spec.occupants = r.int(1, spec.nbPlaces);
      break;
    }
    case 'conversion': {
      const start = r.dateBetween(addYears(today, -20), addYears(today, -5));
      temporary(start, 30);
      if (story.done) {
        spec.duree = 50;
        spec.dateFin = computeDateFin({ dateDebut: start, duree: 50 });
      }
      spec.burialFrom = start;
      spec.occupants = r.int(0, spec.nbPlaces - 1);
      break;
    }
    case 'donation': {
      temporary(r.dateBetween(addYears(today, -25), addYears(today, -3)), 50);
      spec.burialFrom = spec.dateDebut as IsoDate;
      spec.occupants = r.int(0, 1);
      break;
    }
    case 'retrocession':
      temporary(r.dateBetween(addYears(today, -12), addYears(today, -2)), 30);
      spec.occupants = 0;
      break;
  }
  spec.burialTo = clampPast(ctx, spec.burialTo);
  spec.prix = spec.dateDebut && spec.dateDebut >= '2002-01-01' ? (spec.duree ?? 30) * 12 : null;
}

function etapes(dates: readonly IsoDate[]): ProcedureEtape[] {
  return dates.map((dateFin, i) => ({ etape: i + 1, dateFin, enCours: false, champs: {} }));
}

function letter(ctx: Ctx, locationId: string, objet: string, date: IsoDate, to: string | null, corps: string): MailArchive {
  return { ...newRow(ctx), locationId, objet, dateEnvoi: `${date}T09:30:00.000Z`, destinataire: to, corps };
}

/** Archives the concession and moves its remains to the ossuary: the end of a reprise (LAW.md: ossuary). */
function closeConcession(ctx: Ctx, built: BuiltConcession, on: IsoDate, out: ProcedureOutput | null): void {
  built.location.isArchived = true;
  built.location.archivedAt = `${on}T16:00:00.000Z`;
  for (const o of built.occupants) {
    if (o.etat !== 'present') continue;
    o.etat = 'exhume';
    o.dateExhumation = clampPast(ctx, addDays(on, ctx.r.int(10, 40)));
    if (out) out.toOssuary.push(o);
  }
}

/** The procedure row of a story, in its legal timing, and what it changed on the concession. */
export function makeProcedure(ctx: Ctx, story: ProcedureStory, emplacementId: string, built: BuiltConcession, town: Town, out: ProcedureOutput): Procedure {
  const { r, today } = ctx;
  const loc = built.location;
  const holder = built.contacts.find((c) => c.typeDeContact === 'Concessionnaire') ?? null;
  const to = holder ? `${holder.prenom ?? ''} ${holder.nom ?? ''}`.trim() : null;
  const base = { ...newRow(ctx), emplacementId, locationId: loc.id, kind: story.kind, regime: null, data: {} } as const;
  switch (story.kind) {
    case 'repriseAbandon': {
      const etat = story.done ? 13 : ([3, 7, 10] as const)[story.index % 3] ?? 3;
      // The third open reprise is an old one, opened before 2022: it keeps its three-year pause.
      const regimeWanted = !story.done && story.index % 3 === 2 ? 'avant-2022' : '2022';
      let start = startForStep(today, etat, story.done ? r.int(30, 300) : r.int(3, 25), regimeWanted);
      if (regimeWanted === 'avant-2022' && start >= '2022-01-01') start = r.dateBetween('2020-09-01', '2021-10-31');
      const regime = regimeFor(start);
      const timeline = repriseAbandonTimeline(start, regime);
      const fin = story.done ? (timeline[13] as IsoDate) : null;
      if (fin) closeConcession(ctx, built, fin, out);
      return {
        ...base, etat, regime, dateDebut: start, dateFin: fin, etapes: repriseAbandonEtapes(timeline, etat),
        data: {
          datePremierPVestimee: timeline[3], dateDeuxiemePVestimee: timeline[9], familleOuEntretien: r.chance(0.5),
          signes: { tombeCassee: true, affaissement: r.chance(0.5), grilleRouillee: r.chance(0.6), vegetation: true, autre: false },
          description: 'Monument fissuré, croix descellée, végétation envahissante, inscriptions illisibles.',
        },
      };
    }
    case 'repriseNonRenouvellement': {
      const etat = story.done ? 4 : 1 + (story.index % 2);
      const start = story.done ? r.dateBetween(addMonths(today, -30), addMonths(today, -8)) : r.dateBetween(addMonths(today, -5), addDays(today, -20));
      const dates = [start, addMonths(start, 2), addMonths(start, 4), addMonths(start, 5)].slice(0, etat);
      const fin = story.done ? (dates[3] as IsoDate) : null;
      // The holder was told of the right to renew before the reprise (L2223-15 since the 3DS law).
      if (loc.dateFin) {
        out.mailArchives.push(letter(ctx, loc.id, 'Information sur le droit au renouvellement de votre concession', loc.dateFin, to, 'Votre concession est arrivée à échéance ; vous pouvez en demander le renouvellement.'));
        // The same information as the engine records it (location.informRenouvellement): the reprise waits for it.
        loc.champsSupp = { ...(loc.champsSupp ?? {}), informationRenouvellement: { date: loc.dateFin, moyens: ['courrier'], documents: [] } };
      }
      if (fin) closeConcession(ctx, built, fin, out);
      return { ...base, etat, dateDebut: start, dateFin: fin, etapes: etapes(dates), data: { arrete: `Arrêté n° ${start.slice(0, 4)}-${r.int(10, 99)}`, destinationDefunt: 'ossuaire' } };
    }
    case 'renouvellement': {
      if (story.done) {
        const renewed = clampPast(ctx, addDays(loc.dateDebut as IsoDate, r.int(5, 50)));
        return {
          // Renewal steps are 0 (letters) and 1 (renewal), spec 002 §2.
          ...base, etat: 1, dateDebut: addDays(renewed, -30), dateFin: renewed,
          etapes: etapes([addDays(renewed, -30), renewed]).map((e) => ({ ...e, etape: e.etape - 1 })),
          data: { ancienneDateFin: loc.dateDebut, nouvelleDuree: 30, dateRenouvellement: renewed, prix: 360 },
        };
      }
      const start = clampPast(ctx, addDays(loc.dateFin as IsoDate, r.int(1, 40)));
      out.mailArchives.push(letter(ctx, loc.id, 'Renouvellement de votre concession', start, to, 'Votre concession arrive à échéance. Nous vous invitons à prendre contact avec la mairie pour son renouvellement.'));
      return { ...base, etat: 0, dateDebut: start, dateFin: null, etapes: [{ etape: 0, dateFin: start, enCours: false, champs: { courrier: true } }] };
    }
    case 'conversion': {
      const prixInitial = 360;
      if (!story.done) return { ...base, etat: 0, dateDebut: addDays(today, -r.int(3, 40)), dateFin: null, etapes: [], data: { prixInitial, dateContratInitial: loc.dateDebut } };
      const start = loc.dateDebut as IsoDate;
      const conv = clampPast(ctx, r.dateBetween(addYears(start, 3), addMonths(today, -1)));
      const oldFin = addYears(start, 30);
      // The value of the time left is deducted (CGCT L2223-16).
      const prorata = Math.round((prixInitial * diffInDays(conv, oldFin)) / diffInDays(start, oldFin));
      const prixNouvelleDuree = 650;
      return {
        ...base, etat: 1, dateDebut: conv, dateFin: conv, etapes: etapes([conv]),
        data: { prixInitial, dateContratInitial: start, dateConversion: conv, nouvelleDuree: 50, prorataTemporisSoustrait: prorata, prixNouvelleDuree, montantAPayer: prixNouvelleDuree - prorata, nouvelleDateEcheance: loc.dateFin },
      };
    }
    case 'donation': {
      const etat = story.done ? 3 : 1 + (story.index % 2);
      const start = story.done ? r.dateBetween(addMonths(today, -30), addMonths(today, -3)) : addDays(today, -r.int(5, 60));
      const dates = [start, addDays(start, 20), addDays(start, 45)].slice(0, etat).map((d) => clampPast(ctx, d));
      const beneficiary = makeContact(ctx, { locationId: loc.id, famille: loc.famille ?? 'Lefèvre', type: 'Concessionnaire', bornAbout: 1975, town });
      if (story.done) {
        if (holder) holder.typeDeContact = 'Ayant-droit';
        built.contacts.push(beneficiary);
      }
      return {
        ...base, etat, dateDebut: start, dateFin: story.done ? (dates[2] as IsoDate) : null, etapes: etapes(dates),
        data: { demandeeTitulaire: true, presenceDefunt: built.occupants.length > 0, heritierMemeSang: true, beneficiaire: `${beneficiary.prenom} ${beneficiary.nom}`, acte: 'Acte reçu par Maître Le Bris, notaire à Morlaix' },
      };
    }
    case 'retrocession': {
      if (!story.done) return { ...base, etat: 0, dateDebut: addDays(today, -r.int(5, 60)), dateFin: null, etapes: [], data: { demandeeTitulaire: true } };
      const start = loc.dateDebut as IsoDate;
      const when = clampPast(ctx, r.dateBetween(addYears(start, 1), addMonths(today, -1)));
      const prix = 360;
      const left = diffInDays(when, loc.dateFin as IsoDate) / diffInDays(start, loc.dateFin as IsoDate);
      closeConcession(ctx, built, when, null);
      // Refund pro rata of the time left, less the third given to the social action centre (ministerial answers).
      return {
        ...base, etat: 1, dateDebut: when, dateFin: when, etapes: etapes([when]),
        data: { dateRetrocession: when, prixConcessionInitiale: prix, montantRembourser: Math.round(((prix * 2) / 3) * left), accordConseilMunicipal: true, demandeeTitulaire: true },
      };
    }
  }
}
