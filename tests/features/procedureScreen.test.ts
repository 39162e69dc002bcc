import { describe, expect, it } from 'vitest';
import { procedureDocumentContent } from '../../src/domain/documents/procedureDocuments';
import type { Contact } from '../../src/domain/entities/contact';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { Location } from '../../src/domain/entities/location';
import type { Occupant } from '../../src/domain/entities/occupant';
import type { Procedure } from '../../src/domain/entities/procedure';
import type { Tarif } from '../../src/domain/entities/tarif';
import { applyFilters, EMPTY_FILTERS, joinLists } from '../../src/domain/filters';
import { procedureDef, stepLabel } from '../../src/domain/procedures';
import { MSG_PROCEDURES } from '../../src/domain/procedures/preconditions';
import { currentLocation } from '../../src/domain/rules/currentLocation';
import { MSG_VALIDATION_REQUISE } from '../../src/domain/wizards/validation';
import { procedureScreen, type ProcedureRows } from '../../src/features/procedures/procedureView';
import { computedAmounts } from '../../src/features/procedures/quotes';
import { cleanValues, schemaResolver, stepDefaults, stepFieldNames } from '../../src/features/procedures/stepForm';
import { CONTACT_DEFAULTS, context, OCCUPANT_DEFAULTS, pid, tarifFields, V, world } from '../domain/procedureKit';

/** The procedure screen's view logic (spec 002 §2, §4, §5): which procedure the cards show, the forms' values. */

type World = ReturnType<typeof world>;

function rows(w: World): ProcedureRows {
  const locations = w.c.all('locations') as unknown as Location[];
  return {
    emplacement: w.c.get('emplacements', w.plot.id) as unknown as Emplacement,
    locations,
    current: currentLocation(locations),
    occupants: w.c.all('occupants') as unknown as Occupant[],
    contacts: w.c.all('contacts') as unknown as Contact[],
    tarifs: w.c.all('tarifs') as unknown as Tarif[],
    procedures: w.c.all('procedures') as unknown as Procedure[],
    targets: {},
  };
}

const screen = (w: World, kind: Parameters<typeof procedureScreen>[0], today: string) => procedureScreen(kind, rows(w), today, `${today}T10:00:00.000Z`);
const labels = (s: ReturnType<typeof screen>) => s.steps.map((v) => [v.etape, stepLabel(v.state).text]);

/** A concession ended 01/03/2025 ('A renouveler' on 01/06/2026), its tariffs at expiry and after. */
function expired() {
  const w = world();
  w.c.put('tarifs', tarifFields({ dateApplication: '2020-01-01', tarifRenouv: 350 }));
  w.c.put('tarifs', tarifFields({ dateApplication: '2026-01-01', tarifRenouv: 500 }));
  w.c.put('contacts', { ...CONTACT_DEFAULTS, locationId: w.loc.id });
  return w;
}

describe('procedureScreen', () => {
  it('renewal: a draft with Générer and Renouveler, then the procedure under way, then finished with the reason no new one may start', () => {
    const w = expired();
    const today = '2026-06-01';
    const draft = screen(w, 'renouvellement', today);
    expect(draft.draft).toBe(true);
    expect(draft.impossible).toBeNull();
    expect(labels(draft)).toEqual([[0, 'Générer'], [1, 'Renouveler']]);

    const id = pid();
    w.c.run('procedure.start', { id, kind: 'renouvellement', emplacementId: w.plot.id, locationId: w.loc.id, etape: { etape: 0, champs: { dateCourrier: '2026-05-02', ...V } } }, context(today));
    const ongoing = screen(w, 'renouvellement', today);
    expect(ongoing.draft).toBe(false);
    expect(ongoing.procedure?.id).toBe(id);
    expect(labels(ongoing)).toEqual([[0, 'étape effectuée le 02/05/2026'], [1, 'Renouveler']]);

    w.c.run('procedure.recordStep', { id, etape: 1, champs: { dateRenouvellement: '2026-05-20', nouvelleDuree: 15, ...V } }, context(today));
    const done = screen(w, 'renouvellement', today);
    expect(done.procedure?.id).toBe(id);
    expect(done.procedure?.dateFin).toBe('2026-05-20');
    // Renewed until 2040: a new renewal is too early (spec 002 §8).
    expect(done.impossible).toBe(MSG_PROCEDURES.renouvTropTot);
    expect(labels(done)).toEqual([[0, 'étape effectuée le 02/05/2026'], [1, 'étape effectuée le 20/05/2026']]);
  });

  it('reprise for non-renewal: impossible until the holders were informed (L2223-15), then a draft at step 1', () => {
    const w = world({ dateFin: '2020-03-01', dateDebut: '1990-03-01', duree: 30 });
    w.c.put('occupants', { ...OCCUPANT_DEFAULTS, emplacementId: w.plot.id, locationId: w.loc.id, dateInhumCrema: '2012-03-05' });
    const before = screen(w, 'repriseNonRenouvellement', '2026-06-01');
    expect(before.procedure).toBeNull();
    expect(before.impossible).toBe(MSG_PROCEDURES.rnrInformation);
    w.c.run('location.informRenouvellement', { id: w.loc.id, date: '2026-01-10', moyens: ['courrierRecommande'] }, context('2026-06-01'));
    const after = screen(w, 'repriseNonRenouvellement', '2026-06-01');
    expect(after.draft).toBe(true);
    expect(labels(after)).toEqual([[1, 'Démarrer'], [2, 'Démarrer'], [3, 'Démarrer'], [4, 'Démarrer']]);
    expect(after.steps.map((s) => s.state.kind)).toEqual(['aFaire', 'enAttente', 'enAttente', 'enAttente']);
  });

  it('a free plot: nothing to show but the reason (spec 002 §8)', () => {
    const w = world({ isArchived: true, archivedAt: '2026-01-01T00:00:00.000Z' });
    const s = screen(w, 'retrocession', '2026-06-01');
    expect(s.procedure).toBeNull();
    expect(s.impossible).toBe(MSG_PROCEDURES.retroAucuneConcession);
  });
});

describe('step forms', () => {
  const renewal = procedureDef('renouvellement')?.steps.find((s) => s.etape === 1);
  if (!renewal) throw new Error('no renewal step');

  it('take their fields from the engine schema, in its order', () => {
    expect(stepFieldNames(renewal)).toEqual(['dateRenouvellement', 'nouvelleDuree', 'perpetuelle', 'surfaceClasse', 'parMetreCarre', 'inhumationDemandee', 'documents', 'valide']);
  });

  it('block submission until the validation box is ticked, showing every validation error at once', async () => {
    const resolve = schemaResolver(renewal.schema);
    const values = { ...stepDefaults(renewal, null, '2026-06-01', pid), dateRenouvellement: '' };
    const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors['valide']?.message).toBe(MSG_VALIDATION_REQUISE);
    expect(result.errors['dateRenouvellement']?.message).toBe('La date du renouvellement est obligatoire (JJ/MM/AAAA).');
    const ok = await resolve({ ...values, dateRenouvellement: '2026-05-20', nouvelleDuree: 15, valide: true }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ dateRenouvellement: '2026-05-20', nouvelleDuree: 15, perpetuelle: false, valide: true });
  });

  it('judge a posting step at the phase being recorded: its first visit submits the postings alone (issue 12)', async () => {
    const posting = procedureDef('repriseAbandon')?.steps.find((s) => s.etape === 4);
    if (!posting) throw new Error('no posting step');
    const values = { ...stepDefaults(posting, null, '2026-06-01', pid), affichageMairie: '2026-05-20', affichageCimetiere: '2026-05-21', suspensionMairie: '', suspensionCimetiere: '', valide: true };
    const opts = { fields: {}, shouldUseNativeValidation: false };
    const first = await schemaResolver(posting.schema, 'affichage')(values, undefined, opts);
    expect(first.errors).toEqual({});
    expect(first.values).toMatchObject({ phase: 'affichage', affichageMairie: '2026-05-20' });
    const second = await schemaResolver(posting.schema, 'suspension')(values, undefined, opts);
    expect(second.errors['suspensionMairie']?.message).toBe("Les dates de fin d'affichage à la mairie et au cimetière sont obligatoires.");
  });

  it('pre-fill what the concession knows and read empty inputs as not given', () => {
    const conversion = procedureDef('conversion')?.steps[0];
    if (!conversion) throw new Error('no conversion step');
    const w = world();
    const values = stepDefaults(conversion, w.loc as unknown as Location, '2026-06-01', pid);
    expect(values).toMatchObject({ prixInitial: 300, dateContratInitial: '2010-03-01', dateConversion: '2026-06-01', nouvelleDuree: null, valide: false });
    expect(cleanValues({ a: '', b: 0, c: { d: '' } })).toEqual({ a: null, b: 0, c: { d: null } });
  });

  it("show the renewal's price at the tariff in force at expiry and its new end from expiry (LAW.md, CE 2007)", () => {
    const w = expired();
    const s = screen(w, 'renouvellement', '2026-06-01');
    if (!s.ctx) throw new Error('no context');
    expect(computedAmounts('renouvellement', s.ctx, { nouvelleDuree: 15, perpetuelle: false, surfaceClasse: 1 })).toEqual({ prix: 350, nouvelleDateFin: '2040-03-01' });
    // No tariff for 30 years at expiry: no amount (the form says 'Aucun tarif trouvé…' and offers to save one).
    expect(computedAmounts('renouvellement', s.ctx, { nouvelleDuree: 30, perpetuelle: false, surfaceClasse: 1 })).toBeNull();
  });
});

describe('Procédures list: next step and its date, filters by kind and possible now / en attente', () => {
  it('gives each procedure its next step and filters on it', () => {
    const w = expired();
    const today = '2026-06-01';
    w.c.run('procedure.start', { id: pid(), kind: 'renouvellement', emplacementId: w.plot.id, locationId: w.loc.id, etape: { etape: 0, champs: { dateCourrier: '2026-05-02', ...V } } }, context(today));
    // A second plot, expired in 2020, informed: its reprise waits five years after a 2023 burial (R2223-5).
    const other = world({ dateFin: '2020-03-01', dateDebut: '1990-03-01', duree: 30, champsSupp: { informationRenouvellement: { date: '2021-01-01', moyens: ['courrier'] } } });
    other.c.put('occupants', { ...OCCUPANT_DEFAULTS, emplacementId: other.plot.id, locationId: other.loc.id, dateInhumCrema: '2023-06-01' });
    other.c.put('procedures', { emplacementId: other.plot.id, locationId: other.loc.id, kind: 'repriseNonRenouvellement', etat: 0, dateDebut: '2026-01-01', dateFin: null, regime: null, etapes: [], data: {} });
    const all = (t: 'emplacements' | 'locations' | 'occupants' | 'contacts' | 'travaux' | 'procedures') => [...w.c.all(t), ...other.c.all(t)] as never[];
    const lists = joinLists({ emplacements: all('emplacements'), locations: all('locations'), occupants: all('occupants'), contacts: all('contacts'), travaux: [], procedures: all('procedures') }, today);
    const byKind = Object.fromEntries(lists.procedures.map((r) => [r.procedure.kind, r.progress]));
    expect(byKind['renouvellement']?.next && stepLabel(byKind['renouvellement'].next.state).text).toBe('Renouveler');
    expect(byKind['repriseNonRenouvellement']?.possibleFrom).toBe('2028-06-01');
    const kinds = (f: Partial<typeof EMPTY_FILTERS>) => applyFilters(lists.procedures, { ...EMPTY_FILTERS, ...f }, today).map((r) => r.procedure.kind);
    expect(kinds({ procedureKinds: ['renouvellement'] })).toEqual(['renouvellement']);
    expect(kinds({ procedureAttente: ['possible'] })).toEqual(['renouvellement']);
    expect(kinds({ procedureAttente: ['attente'] })).toEqual(['repriseNonRenouvellement']);
  });
});

describe('procedure documents', () => {
  it('the renewal deed states the new term from expiry and the price at expiry', () => {
    const w = expired();
    const content = procedureDocumentContent(
      'renouvellement', 1,
      { location: w.loc as unknown as Location, emplacement: w.plot as unknown as Emplacement, contacts: w.c.all('contacts') as unknown as Contact[], occupants: [], espace: null, commune: 'Morlaix', today: '2026-06-01' },
      { nouvelleDuree: 15, perpetuelle: false, ancienneDateFin: '2025-03-01', nouvelleDateFin: '2040-03-01', prix: 350, dateRenouvellement: '2026-05-20' },
    );
    const text = content?.blocks.flatMap((b) => (b.kind === 'text' ? b.lines : [])).join('\n') ?? '';
    expect(content?.slug).toBe('acte-renouvellement');
    expect(text).toContain("Pour une durée de 15 ans, à compter de la date d'échéance du 01/03/2025 jusqu'au 01/03/2040.");
    expect(text).toContain('Prix : 350,00 €');
    expect(text).toContain('Fait à Morlaix, le 01/06/2026.');
    expect(procedureDocumentContent('repriseNonRenouvellement', 3, { location: w.loc as unknown as Location, emplacement: w.plot as unknown as Emplacement, contacts: [], occupants: [], espace: null, commune: null, today: '2026-06-01' }, {})).toBeNull();
  });
});
