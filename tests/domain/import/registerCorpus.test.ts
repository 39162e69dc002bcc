import { describe, expect, it } from 'vitest';
import { findHeaderRow, guessMapping } from '../../../src/domain/import/headers';
import { planRegisterImport, type ExistingRows } from '../../../src/domain/import/plan';
import { readRegisterLines, type Cell } from '../../../src/domain/import/rows';

/**
 * A corpus of messy registers, as town halls keep them (issue 16), each with the dry run the user must read.
 * The sheets are generated here; the server tests send the same kind of files as .xlsx and .csv.
 */
const NONE: ExistingRows = { emplacements: [], locations: [], occupants: [], contacts: [] };
let n = 0;
const newId = () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;

function dryRun(rows: Cell[][], existing = NONE, communes = ['Saint-Étienne-du-Bois']) {
  const header = findHeaderRow(rows);
  const mapping = guessMapping((rows[header] ?? []).map((c) => String(c ?? '')));
  const plan = planRegisterImport(readRegisterLines(rows, mapping, header + 1), existing, { communes, newId });
  return { mapping, plan, summary: plan.lines.map((l) => [l.line, l.status, l.plot]) };
}

describe('register corpus: header guessing', () => {
  it('guesses the fields of headers with varying accents, case and wording', () => {
    expect(guessMapping(['CARRÉ', 'Allée', 'N°', 'Type', 'N° concession', 'Durée', 'Date acte', 'Concessionnaire(s)', 'Défunt(s)', 'Date de décès', 'Observations'])).toEqual([
      'carre', 'allee', 'numero', 'type', 'numeroConcession', 'duree', 'dateDebut', 'concessionnaire', 'defunt', 'dateDeces', 'notes',
    ]);
    expect(guessMapping(['Section', 'Rang', 'Numéro de tombe', 'NOM', 'Prénom', 'Décédé le', 'Inhumé le', 'Né le', 'colonne inconnue'])).toEqual([
      'carre', 'allee', 'numero', 'defuntNom', 'defuntPrenom', 'dateDeces', 'dateInhumation', 'dateDeNaissance', null,
    ]);
  });

  it('skips a title line and a blank line above the headers', () => {
    const rows: Cell[][] = [['Registre du cimetière communal'], [], ['Carré', 'N°', 'Défunt'], ['A', 1, 'DUPONT Jean']];
    expect(findHeaderRow(rows)).toBe(2);
  });
});

describe('register corpus: dry runs', () => {
  it('one line per deceased, plot cells merged (blank below the first line), empty lines between', () => {
    const rows: Cell[][] = [
      ['Carré', 'Allée', 'N°', 'Concessionnaire', 'Durée', 'Date concession', 'Défunt', 'Date décès'],
      ['A', '1', '12', 'DUPONT Jean et Marie', '30 ans', '12/03/1954', 'DUPONT Pierre', 'mars 1954'],
      [null, null, null, null, null, null, 'DUPONT Louise', 19795],
      [null, null, null, null, null, null, null, null],
      ['a', '01', '012', null, null, null, 'DUPONT Henri', '1960'],
      ['B', '2', '3', 'MARTIN Paul', 'perpétuelle', '1961', 'MARTIN Anne', '02/02/1962'],
    ];
    const { plan, summary } = dryRun(rows);
    expect(summary).toEqual([
      [2, 'créé', 'Carré A · Allée 1 · N° 12'],
      [3, 'créé', 'Carré A · Allée 1 · N° 12'],
      [5, 'créé', 'Carré a · Allée 01 · N° 012'],
      [6, 'créé', 'Carré B · Allée 2 · N° 3'],
    ]);
    expect(plan.lines[0]?.details).toEqual([
      'Emplacement créé.',
      'Type non précisé : Concession retenu.',
      'Concession créée.',
      'Concessionnaire ajouté : DUPONT Jean.',
      'Concessionnaire ajouté : DUPONT Marie.',
      'Défunt ajouté : DUPONT Pierre (décès 03/1954).',
    ]);
    // 'a'/'01'/'012' is the same plot as 'A'/'1'/'12': one more deceased there, nothing else.
    expect(plan.lines[2]?.details).toEqual(['Défunt ajouté : DUPONT Henri (décès 1960).']);
    expect(plan.lines[3]?.details).toContain('Date de début incomplète (1961) : 01/01/1961 retenu.');
    expect(plan.counts).toMatchObject({ emplacementsCrees: 2, concessionsCreees: 2, concessionnairesAjoutes: 3, defuntsCrees: 4, lignesRefusees: 0 });
    const location = plan.envelopes.find((e) => e.name === 'location.create' && e.args.perpetuelle === true);
    expect(location?.args).toMatchObject({ perpetuelle: true, duree: null, dateDebut: '1961-01-01' });
  });

  it('one line per concession with several deceased in one cell', () => {
    const rows: Cell[][] = [
      ['Carré', 'Numéro', 'Type', 'Défunts', 'Date de décès'],
      ['C', '7', 'Columbarium', 'LEROY Anne, LEROY Marc', '12 mars 1999'],
    ];
    const { plan } = dryRun(rows);
    const created = plan.envelopes.filter((e) => e.name === 'occupant.create').map((e) => [e.args.nom, e.args.prenom, e.args.dateDeces ?? null]);
    expect(created).toEqual([['LEROY', 'Anne', { jour: 12, mois: 3, annee: 1999 }], ['LEROY', 'Marc', null]]);
    expect(plan.envelopes.find((e) => e.name === 'location.create')?.args.type).toBe('Colombarium');
  });

  it('refuses, with the reason, a line without plot number, an unreadable date, an unknown type, another commune', () => {
    const rows: Cell[][] = [
      ['Commune', 'Carré', 'N°', 'Type', 'Défunt', 'Date de décès'],
      ['Saint-Étienne-du-Bois', 'A', '', 'Concession', 'ABEL Jean', '1950'],
      ['ST ETIENNE DU BOIS', 'A', '2', 'Concession', 'BRUN Léa', 'le lendemain'],
      ['Ville de Saint-Etienne-du-Bois', 'A', '3', 'Mausolée romain', 'CARON Luc', '1950'],
      ['Villeneuve', 'A', '4', 'Concession', 'DUMAS Eve', '1950'],
      ['saint etienne du bois', 'A', '5', 'concession', 'EMERY Paul', '31/12/1950'],
    ];
    const { plan, summary } = dryRun(rows);
    expect(summary.map((s) => s[1])).toEqual(['refusé', 'refusé', 'refusé', 'refusé', 'créé']);
    expect(plan.lines.map((l) => l.details[0])).toEqual([
      'Numéro d’emplacement manquant.',
      'Date de décès illisible : « le lendemain ».',
      'Type d’emplacement inconnu : « Mausolée romain ».',
      'Cette ligne concerne un emplacement d’une autre commune (« Villeneuve ») : elle n’est pas importée.',
      'Emplacement créé.',
    ]);
    // Only the accepted line produces mutations.
    expect(new Set(plan.envelopes.map((e) => e.line))).toEqual(new Set([6]));
  });

  it('refuses a line whose value the mutation schema refuses (1 500 places)', () => {
    const rows: Cell[][] = [
      ['Carré', 'N°', 'Concessionnaire', 'Nombre de places'],
      ['A', '1', 'DUPONT Jean', '1500'],
      ['A', '2', 'DURAND Paul', '2'],
    ];
    const { plan } = dryRun(rows);
    expect(plan.lines.map((l) => [l.status, l.details[0]])).toEqual([
      ['refusé', 'Nombre de places invalide.'],
      ['créé', 'Emplacement créé.'],
    ]);
  });

  it('against existing rows: completes what is empty, adds what is missing, leaves what matches', () => {
    const plotId = '10000000-0000-4000-8000-000000000001';
    const locId = '10000000-0000-4000-8000-000000000002';
    const existing: ExistingRows = {
      emplacements: [{ id: plotId, carre: 'A', allee: null, numero: '1', surface: null, deletedAt: null } as never],
      locations: [{ id: locId, emplacementId: plotId, type: 'Concession', numero: '12', famille: null, duree: 30, perpetuelle: false, dateDebut: '1954-03-12', isArchived: false, deletedAt: null, nbPlaces: null, notes: null, typeConcession: null } as never],
      occupants: [{ id: '10000000-0000-4000-8000-000000000003', emplacementId: plotId, locationId: locId, nom: 'DUPONT', prenom: 'Pierre', dateDeces: null, etat: 'present', deletedAt: null } as never],
      contacts: [{ id: '10000000-0000-4000-8000-000000000004', locationId: locId, nom: 'DUPONT', prenom: 'Jean', deletedAt: null } as never],
    };
    const rows: Cell[][] = [
      ['Carré', 'N°', 'N° concession', 'Durée', 'Date début', 'Concessionnaire', 'Défunt', 'Date décès'],
      ['A', '1', '12', '30', '12/03/1954', 'DUPONT Jean', 'Dupont pierre', '1954'],
      ['A', '1', '12', '30', '12/03/1954', 'DUPONT Jean', 'DUPONT Pierre', '1954'],
      ['A', '1', '12', '50', '12/03/1954', 'DUPONT Jean et Marie', null, null],
    ];
    const { plan } = dryRun(rows, existing);
    expect(plan.lines.map((l) => [l.status, l.details])).toEqual([
      ['mis à jour', ['Défunt complété : Dupont pierre.']],
      ['inchangé', ['Déjà à jour.']],
      ['créé', ['Concession mise à jour (duree).', 'Concessionnaire ajouté : DUPONT Marie.']],
    ]);
  });
});
