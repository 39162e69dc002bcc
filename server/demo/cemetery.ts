import { createHash } from 'node:crypto';
import type { LocationType } from '../../src/domain/constants/locationTypes';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { Espace } from '../../src/domain/entities/espace';
import { addDays, addMonths, addYears } from '../../src/domain/dates';
import { buildConcession, type BuiltConcession, type ConcessionSpec } from './concession';
import { makeEvents, makeNotes, makeNotifications, makeTarifs, makeTravaux } from './extras';
import { makePlotPhotos } from './photos';
import { pvSignatureMedia } from './signatures';
import { cornerControlPoints } from './georef';
import { countsFor, layoutCemetery, type PlotSlot } from './layout';
import { addIncidents } from './incidents';
import type { Town } from './people';
import { DemoExecutor, type DemoAct } from './demoExecutor';
import { createRandom } from './random';
import { buildShowcasePlot, runShowcaseActs, type ShowcaseCase, type ShowcasePlot } from './showcase';
import { SHOWCASE_CASES } from './showcaseCases';
import { pickFamily, specFor, surfaceFor, VALIDITE_WEIGHTS, type Scenario, type Validite } from './scenarios';
import { renderPlanSvg } from './svg';
import { emptyRows, newRow, type ChildRows, type Ctx, type DemoCemetery } from './types';

export interface CemeteryOptions {
  societeId: string;
  nom: string;
  adresse: string;
  town: Town;
  plots: number;
  centre: { lon: number; lat: number };
  uid: string;
  /** The full story set: the procedure showcase, reprises after abandonment, soldiers, the Lefèvre family, notes and events. */
  stories: boolean;
  userId: string;
  /**
   * false: the showcase's concessions as they stood before its procedures (no act run), for the tests that
   * replay the demo's acts through the engine. Every other row is the same.
   */
  procedures?: boolean;
}

const TYPE_OCCUPATION: Record<LocationType, string> = {
  Concession: 'concession', Enfeu: 'concession', Cavurne: 'concession', Caveau: 'concession',
  Colombarium: 'colombarium', 'Terrain commun': 'terrain_commun', Ossuaire: 'ossuaire', 'Jardin du souvenir': 'jardin',
};

const LIBELLES: Partial<Record<LocationType, string>> = {
  Ossuaire: 'Ossuaire communal', 'Jardin du souvenir': 'Jardin du souvenir', Caveau: 'Caveau provisoire',
};

const GRANTED: ReadonlySet<LocationType> = new Set(['Concession', 'Enfeu', 'Cavurne', 'Colombarium']);

/** The stories every full demo cemetery tells at least once, placed on random concession plots. */
function forcedStories(): Scenario[] {
  const states: Validite[] = ['libre', 'en_cours', 'pleine', 'perpetuelle', 'a_renouveler', 'echue', 'manque_donnee'];
  const out: Scenario[] = [...states, ...states].map((validite) => ({ validite }));
  out.push({ validite: 'perpetuelle', special: 'lefevre' }, { validite: 'perpetuelle', special: 'mpf-14-18' });
  out.push({ validite: 'perpetuelle', special: 'mpf-39-45' }, { validite: 'perpetuelle', special: 'celebre' });
  // The procedures are the showcase's (server/demo/showcase.ts, showcaseAbandon.ts), run through the engine.
  return out;
}

function emplacementFor(ctx: Ctx, slot: PlotSlot): Emplacement {
  return {
    ...newRow(ctx),
    carre: slot.carre, allee: slot.allee, numero: slot.numero,
    libelle: LIBELLES[slot.type] ?? null,
    surface: surfaceFor(ctx, slot.type),
    preReservation: false,
    notes: null,
    typeOccupation: TYPE_OCCUPATION[slot.type],
    geometry: { type: 'Polygon', coordinates: [slot.ring] },
    posX: slot.centre[0], posY: slot.centre[1],
    zone: null, uid: null, adresse: null,
  };
}

/** Specs of the commune's equipment and of the terrain commun, which follow the law rather than a story. */
function equipmentSpec(ctx: Ctx, type: LocationType, index: number): ConcessionSpec | null {
  const { r, today } = ctx;
  const base = (over: Partial<ConcessionSpec>): ConcessionSpec => ({
    type, famille: pickFamily(ctx), typeConcession: null, duree: null, perpetuelle: false, dateDebut: null, dateFin: null,
    dateOriginelle: null, nbPlaces: 1, occupants: 1, burialFrom: today, burialTo: today, etatAbandon: null,
    contacts: 'secours', surface: null, prix: null, ...over,
  });
  switch (type) {
    case 'Terrain commun': {
      if (r.chance(0.15)) return null;
      // Five years, one place, free (CGCT R2223-5; spec 001 §4): spread so that some are due and some past.
      const dateDebut = r.dateBetween(addYears(today, -8), addMonths(today, -1));
      return base({ typeConcession: 'Individuelle', duree: 5, dateDebut, dateOriginelle: dateDebut, dateFin: addYears(dateDebut, 5), burialFrom: dateDebut, burialTo: dateDebut });
    }
    case 'Caveau': {
      if (index > 0) return null;
      const dateDebut = addMonths(today, -2);
      return base({ dateDebut, dateOriginelle: dateDebut, dateFin: addMonths(dateDebut, 6), burialFrom: dateDebut, burialTo: dateDebut });
    }
    case 'Ossuaire':
      return base({ perpetuelle: true, dateDebut: '1962-03-01', dateOriginelle: '1962-03-01', nbPlaces: null, occupants: r.int(6, 12), burialFrom: '1962-03-01', burialTo: addYears(today, -1), contacts: 'aucun' });
    case 'Jardin du souvenir':
      return base({ perpetuelle: true, dateDebut: '2013-01-01', dateOriginelle: '2013-01-01', nbPlaces: null, occupants: r.int(8, 20), burialFrom: '2013-01-01', burialTo: addDays(today, -3), contacts: 'aucun' });
    default:
      return null;
  }
}

export function generateCemetery(ctx: Ctx, opts: CemeteryOptions): DemoCemetery {
  const { r, today } = ctx;
  const layout = layoutCemetery(countsFor(opts.plots));
  const rows: ChildRows = emptyRows();
  const files: DemoCemetery['files'] = [];
  const plots = layout.slots.map((slot) => ({ slot, emplacement: emplacementFor(ctx, slot) }));
  rows.emplacements = plots.map((p) => p.emplacement);

  // The showcase takes fixed plots of carré A, so that the README can name them.
  const showcaseAt = new Map<number, ShowcaseCase>();
  if (opts.stories) {
    plots.forEach((p, i) => {
      const c = SHOWCASE_CASES.find((k) => p.slot.type === 'Concession' && p.slot.carre === 'A' && p.slot.allee === k.allee && p.slot.numero === String(k.numero));
      if (c) showcaseAt.set(i, c);
    });
  }
  const stories = new Map<number, Scenario>();
  if (opts.stories) {
    const concessionIdx = plots.flatMap((p, i) => (p.slot.type === 'Concession' && !showcaseAt.has(i) ? [i] : []));
    const places = r.faker.helpers.shuffle(concessionIdx);
    forcedStories().forEach((s, k) => {
      const at = places[k];
      if (at !== undefined) stories.set(at, s);
    });
  }

  const numbers = new Map<LocationType, number>();
  const built: Array<{ emplacement: Emplacement; concession: BuiltConcession; scenario: Scenario | null }> = [];
  let ossuary: BuiltConcession | null = null;
  let jardin: BuiltConcession | null = null;
  const showcase: Array<{ c: ShowcaseCase; plot: ShowcasePlot }> = [];
  const typeIndex = new Map<LocationType, number>();
  for (const [i, { slot, emplacement }] of plots.entries()) {
    const idx = typeIndex.get(slot.type) ?? 0;
    typeIndex.set(slot.type, idx + 1);
    const showcaseCase = showcaseAt.get(i);
    if (showcaseCase) {
      const n = (numbers.get('Concession') ?? 0) + 1;
      const concession = buildShowcasePlot(ctx, showcaseCase, emplacement, opts.town, String(n));
      showcase.push({ c: showcaseCase, plot: { emplacement, built: concession } });
      if (!concession) continue;
      numbers.set('Concession', n);
      built.push({ emplacement, concession, scenario: null });
      continue;
    }
    let spec: ConcessionSpec | null;
    let scenario: Scenario | null = null;
    if (GRANTED.has(slot.type)) {
      scenario = stories.get(i) ?? { validite: r.weighted(VALIDITE_WEIGHTS) };
      spec = scenario.validite === 'libre' && !scenario.procedure ? null : specFor(ctx, slot.type, scenario, pickFamily(ctx), emplacement.surface);
    } else {
      spec = equipmentSpec(ctx, slot.type, idx);
    }
    if (!spec) {
      emplacement.preReservation = r.chance(0.2);
      continue;
    }
    const n = (numbers.get(spec.type) ?? 0) + 1;
    numbers.set(spec.type, n);
    const concession = buildConcession(ctx, emplacement.id, spec, opts.town, String(n));
    if (slot.type === 'Ossuaire') ossuary = concession;
    if (slot.type === 'Jardin du souvenir') jardin = concession;
    built.push({ emplacement, concession, scenario });
  }


  for (const b of built) {
    if (b.scenario?.special === 'celebre') b.emplacement.notes = 'Sépulture remarquable : buste en bronze sur le monument.';
    if (b.scenario?.special?.startsWith('mpf')) b.emplacement.notes = 'Plaque « Mort pour la France » sur le monument.';
    rows.locations.push(b.concession.location);
    rows.occupants.push(...b.concession.occupants);
    rows.contacts.push(...b.concession.contacts);
  }
  addIncidents(ctx, built, rows);

  for (const b of built) {
    if (b.concession.location.isArchived || !r.chance(0.07)) continue;
    const holder = b.concession.contacts.find((c) => c.typeDeContact === 'Concessionnaire');
    rows.travaux.push(makeTravaux(ctx, b.emplacement.id, holder ? { nom: holder.nom, prenom: holder.prenom } : null));
  }
  rows.tarifs = makeTarifs(ctx);
  if (opts.stories) {
    const lefevrePlot = built.find((b) => !b.concession.location.isArchived && b.concession.location.famille === 'Lefèvre')?.emplacement.id ?? null;
    rows.events = makeEvents(ctx, opts.userId, lefevrePlot);
    rows.notes = makeNotes(ctx, opts.userId, lefevrePlot);
    rows.notifications = makeNotifications(ctx, opts.userId);
    // A few plots with photos, the Lefèvre vault first when there is one, so a demo sheet shows both groups.
    const current = built.filter((b) => !b.concession.location.isArchived);
    const lefevre = current.filter((b) => b.concession.location.famille === 'Lefèvre');
    const photographed = [...lefevre.slice(0, 1), ...current.filter((b) => !lefevre.includes(b)).slice(0, 11)];
    for (const b of photographed) {
      const shot = makePlotPhotos(r, () => newRow(ctx), b.emplacement.id, (days) => `${addDays(today, -days)}T10:00:00.000Z`);
      rows.media.push(...shot.media);
      files.push(...shot.files);
    }
  }

  // Last, with draws of their own, so that every row above is the same with or without them.
  const actsSeed = r.int(1, 2 ** 30);
  let acts: DemoAct[] = [];
  if (opts.procedures !== false && ossuary && jardin && showcase.length > 0) {
    const actsCtx: Ctx = { ...ctx, r: createRandom(actsSeed, Date.parse(ctx.now) + 3_600_000) };
    const scope = new Set([...showcase.map((s) => s.plot.emplacement.id), ossuary.location.emplacementId, jardin.location.emplacementId]);
    const executor = new DemoExecutor(rows, { espaceId: ctx.espaceId, userId: opts.userId, roles: ['ROLE_ADMIN'] }, scope);
    runShowcaseActs(actsCtx, executor, showcase, { ossuaireId: ossuary.location.emplacementId, jardinId: jardin.location.emplacementId, town: opts.town });
    acts = executor.journal;
    // The signatures the PVs name, stored as the tablet stores them.
    const signed = pvSignatureMedia(rows.procedures, () => newRow(ctx));
    rows.media.push(...signed.media);
    files.push(...signed.files);
  }

  const planSvg = renderPlanSvg(layout, plots.map((p) => ({ slot: p.slot, id: p.emplacement.id })), `Plan du ${opts.nom}`);
  const espace: Espace = {
    id: ctx.espaceId,
    societeId: opts.societeId,
    nom: opts.nom,
    adresse: opts.adresse,
    codePostal: opts.town.codePostal,
    ville: opts.town.commune,
    logo: null,
    latitude: String(opts.centre.lat),
    longitude: String(opts.centre.lon),
    zoomInitial: 19,
    mapSha256: createHash('sha256').update(planSvg).digest('hex'),
    mapWidth: layout.width,
    mapHeight: layout.height,
    controlPoints: cornerControlPoints(layout.width, layout.height, opts.centre, 0.07, 12),
    horaires: ['8h00 - 19h00', '8h00 - 19h00', '8h00 - 19h00', '8h00 - 19h00', '8h00 - 19h00', '8h00 - 19h00', '9h00 - 18h00'],
    nomReglement: null,
    reglementSha256: null,
    patrimoineSha256: null,
    nomPatrimoine: null,
    autresDocuments: [],
    actif: 1,
    uid: opts.uid,
    notifications: ['critique', 'principale'],
    version: 1,
    seq: 0,
    updatedAt: ctx.now,
    deletedAt: null,
  };
  return { espace, planSvg, rows, files, acts };
}

