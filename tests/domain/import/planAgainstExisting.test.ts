import { describe, expect, it } from 'vitest';
import type { Occupant } from '../../../src/domain/entities/occupant';
import { columnValues, findHeaderRow, guessMapping } from '../../../src/domain/import/headers';
import { planRegisterImport } from '../../../src/domain/import/plan';
import { readRegisterLines, type Cell } from '../../../src/domain/import/rows';
import { MemoryCemetery } from '../../helpers/memoryCemetery';

/**
 * A register imported into a cemetery that already holds records (issue 26): only a certain match is written
 * onto, each change listed old → new; what is uncertain writes nothing and says which record it could be.
 */
let n = 0;
const newId = () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;

function importInto(cemetery: MemoryCemetery, rows: Cell[][]) {
  const header = findHeaderRow(rows);
  const headers = (rows[header] ?? []).map((c) => String(c ?? ''));
  const mapping = guessMapping(headers, columnValues(rows, header, headers.length));
  const plan = planRegisterImport(readRegisterLines(rows, mapping, header + 1), cemetery.existing(), { communes: [], newId, today: '2026-11-27' });
  cemetery.apply(plan.envelopes);
  return plan;
}

const HEADERS = ['Carré', 'N°', 'Durée', 'Date acte', 'Concessionnaire', 'Nom', 'Prénom', 'Date de décès', 'Civilité', 'État'];

function start() {
  const cemetery = new MemoryCemetery();
  importInto(cemetery, [
    HEADERS,
    ['A', '1', '30', '12/03/1954', 'DUPONT Jean', 'DUPONT', 'Jean', '1950', null, null],
    ['A', '1', null, null, null, 'DUPONT', 'Pierre', null, null, null],
    ['A', '2', null, null, null, 'MARTIN', 'Paul', '1960', 'M.', null],
  ]);
  return cemetery;
}
const deceased = (c: MemoryCemetery) => (c.rows('occupants') as unknown as Occupant[]).map((o) => `${o.nom} ${o.prenom ?? '—'} ${o.dateDeces?.annee ?? '—'}`).sort();

describe('a register imported onto existing records', () => {
  it('a person without first name is never merged with a named one, nor given their dates', () => {
    const cemetery = start();
    const plan = importInto(cemetery, [HEADERS, ['A', '1', null, null, null, 'DUPONT', null, '1962', null, null]]);
    expect(plan.lines[0]).toMatchObject({ status: 'inchangé', warnings: [expect.stringMatching(/^Défunt « DUPONT \(décès 1962\) » non importé : c’est peut-être DUPONT Pierre, déjà enregistré ici/)] });
    expect(plan.envelopes).toEqual([]);
    expect(deceased(cemetery)).toEqual(['DUPONT Jean 1950', 'DUPONT Pierre —', 'MARTIN Paul 1960']);
  });

  it('a certain match is completed, each change old → new', () => {
    const cemetery = start();
    const plan = importInto(cemetery, [HEADERS, ['A', '1', null, null, null, 'DUPONT', 'Pierre', '14/07/1971', null, null]]);
    expect(plan.lines[0]).toMatchObject({ status: 'mis à jour', details: ['DUPONT Pierre : décès — → 14/07/1971.'], warnings: [] });
    expect(plan.counts.defuntsMisAJour).toBe(1);
  });

  it('a homonym with another death year is another person', () => {
    const cemetery = start();
    const plan = importInto(cemetery, [HEADERS, ['A', '1', null, null, null, 'DUPONT', 'Jean', '1992', null, null]]);
    expect(plan.lines[0]?.details).toEqual(['Défunt ajouté : DUPONT Jean (décès 1992).']);
    expect(deceased(cemetery)).toEqual(['DUPONT Jean 1950', 'DUPONT Jean 1992', 'DUPONT Pierre —', 'MARTIN Paul 1960']);
  });

  it('a value that differs from the record is not written over, and says so', () => {
    const cemetery = start();
    const plan = importInto(cemetery, [HEADERS, ['A', '2', null, null, null, 'MARTIN', 'Paul', '12/05/1961', 'Mme', null]]);
    expect(plan.lines[0]?.status).toBe('créé');
    expect(plan.lines[0]?.details).toEqual(['Défunt ajouté : MARTIN Paul (décès 12/05/1961).']);
  });

  it('the concession is corrected field by field, old → new; a holder without first name beside a named one is not added', () => {
    const cemetery = start();
    const plan = importInto(cemetery, [HEADERS, ['A', '1', '50', '12/03/1954', 'DUPONT Jean et Marie ; DUPONT', null, null, null, null, null]]);
    expect(plan.lines[0]?.details).toEqual(['Concession mise à jour : durée 30 ans → 50 ans.', 'Concessionnaire ajouté : DUPONT Marie.']);
    expect(plan.lines[0]?.warnings).toEqual([
      'Concessionnaire « DUPONT » non importé : c’est peut-être DUPONT Jean, déjà enregistré ici. Précisez le prénom ou les dates dans le fichier pour l’importer.',
    ]);
  });

  it('a state that says the grave is free does not end its concession', () => {
    const cemetery = start();
    const plan = importInto(cemetery, [HEADERS, ['A', '1', null, null, null, 'DUPONT', 'Louis', '1999', null, 'Reprise']]);
    expect(plan.lines[0]).toMatchObject({ status: 'inchangé', warnings: [expect.stringMatching(/^État « Reprise » du fichier, mais l’emplacement a une concession en cours : rien n’est changé/)] });
    expect(plan.etats).toEqual([{ valeur: 'Reprise', cle: 'reprise', etat: 'reprise', libelle: 'Sépulture reprise (emplacement libre)', lignes: 1 }]);
  });

  it('a line refused at its last step leaves nothing behind for the lines after it', () => {
    const cemetery = new MemoryCemetery();
    const plan = importInto(cemetery, [
      ['Carré', 'N°', 'Nom', 'Prénom', 'Concessionnaire'],
      ['A', '9', 'DUPONT', 'X'.repeat(300), 'DUPONT Jean'],
      ['A', '9', 'DUPONT', 'Jean', 'DUPONT Jean'],
    ]);
    expect(plan.lines.map((l) => l.status)).toEqual(['refusé', 'créé']);
    expect(cemetery.rows('contacts').map((c) => `${c.nom} ${c.prenom}`)).toEqual(['DUPONT Jean']);
  });
});

describe('the file’s status values', () => {
  it('are read as the user chooses in the dry run’s table', () => {
    const rows: Cell[][] = [['Carré', 'N°', 'État', 'Défunt'], ['S', '1', 'Concédée', 'DUPONT Jean'], ['S', '2', 'Rendue', null]];
    const mapping = guessMapping(rows[0]!.map(String));
    const plan = (states?: Record<string, 'libre' | 'reprise'>) =>
      planRegisterImport(readRegisterLines(rows, mapping, 1, states ? { states } : {}), new MemoryCemetery().existing(), { communes: [], newId, today: '2026-11-27' });
    const proposed = plan();
    expect(proposed.etats.map((e) => [e.valeur, e.etat, e.lignes])).toEqual([['Concédée', 'concede', 1], ['Rendue', 'ignore', 1]]);
    expect(proposed.lines[1]?.warnings).toEqual(['État « Rendue » non reconnu : non repris (choisissez son sens dans le tableau des états).']);
    const chosen = plan({ rendue: 'reprise' });
    expect(chosen.etats.map((e) => [e.valeur, e.etat])).toEqual([['Concédée', 'concede'], ['Rendue', 'reprise']]);
    expect(chosen.lines[1]).toMatchObject({ warnings: [], details: ['Emplacement créé.', 'Sépulture reprise : emplacement laissé libre ; ce que le fichier en dit est noté dans les observations de l’emplacement.'] });
  });
});
