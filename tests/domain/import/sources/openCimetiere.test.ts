import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MSG_NO_EMPLACEMENT, MSG_NO_VOIE, OC_HEADERS, OC_MAPPING, openCimetiereSheet, type OcSheet,
} from '../../../../src/domain/import/sources/openCimetiere';
import { ocColumnOf, ocSourceOf } from '../../../../src/domain/import/sources/openCimetiereTables';
import { ocDate, ocDuree, ocNature, ocPersonText } from '../../../../src/domain/import/sources/openCimetiereValues';
import { plouvern, type OcCorpus } from '../../../corpus/opencimetiere/export';
import { piecesOf } from '../../../corpus/opencimetiere/pieces';

/** The sheet's rows as objects keyed by the header's first words ('Zone', 'Défunt : nom'), empty cells left out. */
function linesOf(sheet: OcSheet): Array<Record<string, string>> {
  return sheet.rows.map((row) => Object.fromEntries(sheet.headers.map((h, i) => [h.replace(/ \(.*$/, ''), row[i]]).filter(([, v]) => v !== null)) as Record<string, string>);
}

function convert(corpus: Partial<OcCorpus>, cimetiere: string | null = '1'): OcSheet {
  const result = openCimetiereSheet(piecesOf(corpus), { cimetiere });
  if (!result.ok) throw new Error(result.message);
  return result.sheet;
}

describe('openCimetière file and column names (issue 26)', () => {
  it.each([
    ['emplacement-12-03-2026.csv', { table: 'emplacement' }],
    ['export/defunt.csv', { table: 'defunt' }],
    ['opencimetiere.autorisation', { table: 'autorisation' }],
    ['concession-01-02-2024.csv', { table: 'emplacement', nature: 'concession' }],
    ['terraincommunal.csv', { table: 'emplacement', nature: 'terraincommunal' }],
    ['ayantdroit.csv', { table: 'autorisation', autorisation: 'ayantdroit' }],
    ['titre_civilite.csv', { table: 'titre' }],
    ['export_voie_2024.csv', { table: 'voie' }],
    ['sepulture_type.csv', { table: 'sepulture_type' }],
  ])('%s is the table %o', (name, source) => {
    expect(ocSourceOf(name)).toEqual(source);
  });

  it.each([
    ['defunt_archive.csv', /archives/],
    ['dossier-12-03-2026.csv', /actes scannés/],
    ['zone_type.csv', /types de zone/],
    ['voie_type.csv', /types de voie/],
    ['operation_defunt', /opérations funéraires/],
    ['travaux_nature.csv', /travaux/],
  ])('%s is left aside and why', (name, reason) => {
    const source = ocSourceOf(name);
    expect(source && 'ignored' in source ? source.ignored : null).toMatch(reason);
  });

  it('a file that is no table of openCimetière is unknown', () => {
    expect(ocSourceOf('LISEZMOI.txt')).toBeNull();
    expect(ocSourceOf('om_utilisateur')).toBeNull();
  });

  it.each([
    ['emplacement', 'emplacement.numero', 'numero'],
    ['emplacement', 'N°', 'numero'],
    ['emplacement', 'Date de vente', 'datevente'],
    ['defunt', "Nom d'usage", 'marital'],
    ['autorisation', 'Adresse', 'adresse1'],
    ['autorisation', 'Code postal', 'cp'],
    ['voie', 'libelle', 'voielib'],
    ['emplacement', 'positionx', null],
  ] as const)('%s column « %s » is %s', (table, header, canonical) => {
    expect(ocColumnOf(table, header)).toBe(canonical);
  });
});

describe('openCimetière values', () => {
  it.each([
    ['1954-03-12', '12/03/1954'],
    ['1954-03-12 00:00:00', '12/03/1954'],
    ['0000-00-00', ''],
    ['2008-01-00', '01/2008'],
    ['2008-00-00', '2008'],
    ['12/03/1954', '12/03/1954'],
    ['', ''],
  ])('date %s reads %s', (value, expected) => {
    expect(ocDate(value)).toBe(expected);
  });

  it.each([
    ['perpetuite', null, 'perpétuelle'],
    ['Perpétuité', '99', 'perpétuelle'],
    ['temporaire', '50', '50'],
    ['temporaire', null, ''],
    [null, '30', '30'],
  ])('terme %s, duree %s: %s', (terme, duree, expected) => {
    expect(ocDuree(terme, duree)).toBe(expected);
  });

  it.each([
    ['terraincommunal', 'Terrain communal'],
    ['depositoire', 'Dépositoire'],
    ['colombarium', 'Colombarium'],
    ['caveau de famille', 'caveau de famille'],
  ])('nature %s is %s', (nature, type) => {
    expect(ocNature(nature)).toBe(type);
  });

  it.each([
    [{ civilite: 'Mme', nom: 'KERBRAT', marital: 'LE GOFF', prenom: 'Anne' }, 'Mme LE GOFF Anne née KERBRAT'],
    [{ civilite: 'Enfant', nom: 'De la Tour', marital: '', prenom: 'MARIE' }, 'DE LA TOUR Marie'],
    [{ civilite: '', nom: 'Le Goff', marital: 'Le Goff', prenom: 'Jean-Yves' }, 'LE GOFF Jean-Yves'],
  ])('rights holder %o is written %s', (person, written) => {
    expect(ocPersonText(person)).toBe(written);
  });
});

describe('openCimetière tables to a register sheet (issue 26)', () => {
  it('proposes zone → carré, voie → allée and the register fields, keeping the other columns visible and unmapped', () => {
    const mapped = Object.fromEntries(OC_HEADERS.map((h, i) => [h, OC_MAPPING[i]]));
    expect(mapped).toMatchObject({
      'Zone (zone.zonelib)': 'carre',
      'Voie (voie.voielib)': 'allee',
      'Numéro (emplacement.numero, complement)': 'numero',
      'Nature (emplacement.nature)': 'type',
      'N° d’acte (emplacement.numeroacte)': 'numeroConcession',
      'Date de vente (emplacement.datevente)': 'dateDebut',
      'Concessionnaire : nom (autorisation.marital née nom, sinon nom)': 'concessionnaire',
      'Ayant droit (autorisation de nature ayantdroit)': 'ayantsDroit',
      'Défunt : nom de naissance (defunt.nom)': 'nomJeuneFille',
      'Date de terme (emplacement.dateterme)': null,
      'Référence openCimetière': null,
    });
  });

  it('one line per person of the plot: holders, then rights holders, then deceased, the plot and concession repeated', () => {
    const lines = linesOf(convert(plouvern())).filter((l) => l['Référence openCimetière']?.startsWith('emplacement 10,'));
    const plot = { Zone: 'A', Voie: '1', Numéro: '1', Nature: 'Concession', 'N° d’acte': '1954-12', Famille: 'LE GOFF', Durée: '50', 'Date de vente': '12/03/1954' };
    expect(lines).toEqual([
      expect.objectContaining({ ...plot, 'Personne de la ligne': 'Concessionnaire', 'Concessionnaire : nom': 'LE GOFF', 'Concessionnaire : prénom': 'Yves', 'Concessionnaire : civilité': 'M.', Adresse: '3 rue de Brest, Appartement 2', 'Code postal': '29000', Ville: 'Quimper', Téléphone: '0298000001' }),
      expect.objectContaining({ ...plot, 'Concessionnaire : nom': 'LE GOFF née KERBRAT', 'Concessionnaire : prénom': 'Anne', 'Décédé(e)': 'oui' }),
      expect.objectContaining({ ...plot, 'Personne de la ligne': 'Ayant droit', 'Ayant droit': 'Mlle LE GOFF Marie', Parenté: 'fille' }),
      expect.objectContaining({ ...plot, 'Défunt : nom': 'LE GOFF', 'Défunt : prénom': 'Jean', 'Défunt : civilité': 'M.', 'Date de naissance': '02/05/1921', 'Date de décès': '01/03/1954', 'Date d’inhumation': '05/03/1954' }),
      expect.objectContaining({ ...plot, 'Défunt : nom': 'LE GOFF', 'Défunt : prénom': 'Jeanne', 'Défunt : nom de naissance': 'QUÉMÉNER' }),
    ]);
    expect(lines[0]?.Observation).toBe('Caveau 3 places\nrenouvelé en 2004');
    // A holder's line names no deceased, a deceased's line no holder.
    expect(lines[0]?.['Défunt : nom']).toBeUndefined();
    expect(lines[3]?.['Concessionnaire : nom']).toBeUndefined();
  });

  it('reads the perpetual concession, the terrain communal, the ossuary and the free niche', () => {
    const lines = linesOf(convert(plouvern()));
    const byRef = (id: number) => lines.filter((l) => l['Référence openCimetière']!.startsWith(`emplacement ${id}`));
    expect(byRef(11)[0]).toMatchObject({ Numéro: '2 bis', Durée: 'perpétuelle', Observation: 'Pierre\ttombale' });
    expect(byRef(12)).toEqual([expect.objectContaining({ Zone: 'A', Voie: '2', Nature: 'Terrain communal', Durée: '5', 'Défunt : nom': 'MORVAN' })]);
    expect(byRef(13)).toEqual([expect.objectContaining({ Nature: 'Ossuaire', 'Date de décès': '31/12/1899', Réduction: 'oui 05/05/1960' })]);
    // Free: a plot and nothing else, no concession type that would create one.
    expect(byRef(14)).toEqual([{ Zone: 'B', Voie: 'Allée des Ifs', Numéro: '4', Libre: 'Libre', 'Référence openCimetière': 'emplacement 14' }]);
  });

  it('leaves out the exhumed and the people of plots not in the export, and says so', () => {
    const sheet = convert(plouvern());
    const names = linesOf(sheet).map((l) => l['Défunt : prénom']).filter(Boolean);
    expect(names).not.toContain('Louis');
    expect(names).not.toContain('Paul');
    expect(sheet.warnings).toEqual(expect.arrayContaining([
      expect.stringMatching(/^1 défunt\(s\) exhumé\(s\) .*LE GOFF Louis \(emplacement 10\)/),
      expect.stringMatching(/^1 défunt\(s\) rattaché\(s\) à un emplacement absent de l’export .*PERDU Paul \(emplacement 999\)/),
      expect.stringMatching(/^1 concessionnaire\(s\) sont décédé\(e\)s .*LE GOFF Anne/),
    ]));
  });

  it('lists the cemeteries; reads the one chosen; holds them all and chooses none when several and none given', () => {
    const bourg = convert(plouvern(), '1');
    expect(bourg.cimetieres).toEqual([
      { id: '2', libelle: 'Cimetière de Kergoat', ville: 'Plouvern', emplacements: 2 },
      { id: '1', libelle: 'Cimetière du Bourg', ville: 'Plouvern', emplacements: 6 },
    ]);
    expect(linesOf(bourg).some((l) => l.Famille === 'PRIGENT')).toBe(false);
    const kergoat = linesOf(convert(plouvern(), '2'));
    expect(kergoat.map((l) => [l.Zone, l.Voie, l.Numéro, l.Nature ?? ''])).toEqual([['Nord', 'Rangée 1', '1', 'Concession'], ['Nord', 'Rangée 1', '1', 'Concession'], ['Nord', 'Rangée 1', '2', 'Dépositoire']]);
    const all = convert(plouvern(), null);
    expect(all.cimetiere).toBeNull();
    expect(all.rows.length).toBe(bourg.rows.length + kergoat.length);
    const one = convert({ ...plouvern(), cimetiere: plouvern().cimetiere.slice(0, 1), zone: plouvern().zone.slice(0, 2), emplacement: plouvern().emplacement.slice(0, 6) }, null);
    expect(one.cimetiere).toBe('1');
    const unknown = openCimetiereSheet(piecesOf(plouvern()), { cimetiere: '7' });
    expect(unknown).toEqual({ ok: false, message: 'Cimetière openCimetière inconnu : « 7 ». Cet export contient : Cimetière de Kergoat (2), Cimetière du Bourg (1).' });
  });

  it('numbers a plot with no number, and the second of two plots at one place, after their openCimetière identifier', () => {
    const corpus = plouvern();
    corpus.emplacement.push({ emplacement: 30, nature: 'concession', numero: 1, voie: 1, famille: 'DOUBLON', libre: 'Non' });
    corpus.emplacement.push({ emplacement: 31, nature: 'ossuaire', numero: null, voie: 2, libre: 'Non' });
    const sheet = convert(corpus);
    const numbers = linesOf(sheet).map((l) => `${l.Zone}-${l.Voie}-${l.Numéro}`);
    expect(numbers).toContain('A-1-1 (openCimetière 30)');
    expect(numbers).toContain('A-2-openCimetière 31');
    expect(sheet.warnings).toEqual(expect.arrayContaining([
      '1 emplacement(s) n’ont pas de numéro : ils sont numérotés « openCimetière » suivi de leur identifiant, à corriger (31).',
      '1 emplacement(s) ont la même zone, voie et numéro qu’un autre : leur numéro est suivi de leur identifiant openCimetière, à corriger (A · 1 · 1 (openCimetière 30)).',
    ]));
  });

  it('dates of a base migrated from MySQL: 0000-00-00 is no date, a day or month 00 keeps what is known', () => {
    const corpus = plouvern();
    corpus.defunt = [{ defunt: 1, emplacement: 12, nom: 'ANCIEN', prenom: 'Yann', datenaissance: '1880-00-00', datedeces: '1950-02-00', dateinhumation: '0000-00-00', exhumation: 'Non' }];
    const [line] = linesOf(convert(corpus)).filter((l) => l['Défunt : nom'] === 'ANCIEN');
    expect(line).toMatchObject({ 'Date de naissance': '1880', 'Date de décès': '02/1950' });
    expect(line?.['Date d’inhumation']).toBeUndefined();
  });

  it('leaves civilities empty, and says why, when the titre table is not in the export', () => {
    const { titre: _titre, ...corpus } = plouvern();
    const sheet = convert(corpus);
    expect(linesOf(sheet).some((l) => l['Défunt : civilité'] || l['Concessionnaire : civilité'])).toBe(false);
    expect(sheet.warnings).toContain('Les civilités sont des numéros de la table « titre », absente de l’export : elles restent vides (ajoutez la table titre pour les reprendre).');
  });

  it('refuses an export without plots, and plots that name their voie by a number without the voie table', () => {
    const { emplacement: _e, ...noPlots } = plouvern();
    expect(openCimetiereSheet(piecesOf(noPlots), { cimetiere: null })).toEqual({ ok: false, message: MSG_NO_EMPLACEMENT });
    const { voie: _v, ...noVoies } = plouvern();
    expect(openCimetiereSheet(piecesOf(noVoies), { cimetiere: null })).toEqual({ ok: false, message: MSG_NO_VOIE });
  });

  it('leaves out, and lists, plots whose voie is not in the export', () => {
    const corpus = plouvern();
    corpus.emplacement.push({ emplacement: 40, nature: 'concession', numero: 7, voie: 77, famille: 'NULLEPART', libre: 'Non' });
    const sheet = convert(corpus);
    expect(linesOf(sheet).some((l) => l.Famille === 'NULLEPART')).toBe(false);
    expect(sheet.warnings).toContain('1 emplacement(s) ont une voie absente de l’export : ils ne sont pas importés (n° 40 (voie 77)).');
  });

  it('property: every line names its plot (never a continuation of the line above), and every deceased not exhumed of the cemetery is on exactly one line', () => {
    const person = fc.record({ nom: fc.constantFrom('LE GOFF', 'Tanguy', 'MORVAN', ''), prenom: fc.constantFrom('Jean', 'Marie', ''), exhumation: fc.boolean() });
    const plots = fc.array(fc.record({ voie: fc.constantFrom(1, 2, 3, 4), numero: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }), people: fc.array(person, { maxLength: 3 }) }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(plots, (generated) => {
        const corpus = plouvern();
        corpus.emplacement = generated.map((p, k) => ({ emplacement: 1000 + k, nature: 'concession', numero: p.numero, voie: p.voie, libre: 'Non' }));
        corpus.defunt = generated.flatMap((p, k) => p.people.map((d, j) => ({ defunt: 5000 + k * 10 + j, emplacement: 1000 + k, nom: d.nom, prenom: d.prenom, exhumation: d.exhumation ? 'Oui' : 'Non' })));
        corpus.autorisation = [];
        const result = openCimetiereSheet(piecesOf(corpus), { cimetiere: '1' });
        if (!result.ok) return false;
        const numero = result.sheet.headers.indexOf('Numéro (emplacement.numero, complement)');
        const reference = result.sheet.headers.indexOf('Référence openCimetière');
        if (result.sheet.rows.some((r) => r[numero] === null)) return false;
        const expected = corpus.defunt.filter((d) => d.exhumation !== 'Oui' && [1, 2, 3].includes(Number(generated[Number(d.emplacement) - 1000]!.voie))).map((d) => `défunt ${d.defunt}`).sort();
        const found = result.sheet.rows.map((r) => String(r[reference])).filter((ref) => ref.includes('défunt')).map((ref) => ref.replace(/^.*, /, '')).sort();
        return JSON.stringify(found) === JSON.stringify(expected);
      }),
    );
  });
});
