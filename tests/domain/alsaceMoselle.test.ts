import { describe, expect, it } from 'vitest';
import { departementOfText, localLawOf, MSG_LOCAL_LAW_UNKNOWN, type CommuneFacts } from '../../src/domain/law/alsaceMoselle';
import { ALSACE_MOSELLE_TITLE, alsaceMoselleNotice, LOCAL_LAW_UNKNOWN_TITLE } from '../../src/domain/law/alsaceMoselleNotice';

/** Issue 28, 'Alsace-Moselle': a commune of the Moselle (57), Bas-Rhin (67) or Haut-Rhin (68) is told of CGCT L2542-27; one the product cannot place is told so. */

describe('localLawOf: from the postal code or the département, never a guess', () => {
  it.each<[string, CommuneFacts, 'alsace-moselle' | 'droit-commun' | 'inconnu', string | null]>([
    ['Metz, cemetery postal code', { codePostalCimetiere: '57000' }, 'alsace-moselle', '57'],
    ['Strasbourg', { codePostalCimetiere: '67000' }, 'alsace-moselle', '67'],
    ['Colmar', { codePostalCimetiere: '68000' }, 'alsace-moselle', '68'],
    ['Sarreguemines, with a space', { codePostalCimetiere: '57 200' }, 'alsace-moselle', '57'],
    ['Ajaccio (2A)', { codePostalCimetiere: '20000' }, 'droit-commun', '2A'],
    ['Bastia (2B)', { codePostalCimetiere: '20200' }, 'droit-commun', '2B'],
    ['Paris', { codePostalCimetiere: '75011' }, 'droit-commun', '75'],
    ['La Réunion (974)', { codePostalCimetiere: '97400' }, 'droit-commun', '974'],
    ['Guadeloupe (971)', { codePostalCimetiere: '97100' }, 'droit-commun', '971'],
    ['Bourg-en-Bresse (01)', { codePostalCimetiere: '01000' }, 'droit-commun', '01'],
    ['Nancy, next door but not Alsace-Moselle', { codePostalCimetiere: '54000' }, 'droit-commun', '54'],
    ['no cemetery postal code: the town hall’s', { codePostalCimetiere: null, codePostalMairie: '68100' }, 'alsace-moselle', '68'],
    ['the town hall’s département as a code', { departementMairie: '67' }, 'alsace-moselle', '67'],
    ['the town hall’s département by name, any case and accents', { departementMairie: 'haut rhin' }, 'alsace-moselle', '68'],
    ['the town hall’s département by name: Moselle', { departementMairie: 'Moselle' }, 'alsace-moselle', '57'],
    ['the town hall’s département by name: Meurthe-et-Moselle is not the Moselle', { departementMairie: 'Meurthe-et-Moselle' }, 'droit-commun', '54'],
    ['the département and the postal code agree', { departementMairie: 'Bas-Rhin', codePostalCimetiere: '67500' }, 'alsace-moselle', '67'],
    ['nothing filled in: unknown, not « no »', {}, 'inconnu', null],
    ['blank values: unknown', { codePostalCimetiere: '  ', codePostalMairie: '', departementMairie: ' ' }, 'inconnu', null],
    ['a malformed postal code: unknown', { codePostalCimetiere: '5700' }, 'inconnu', null],
    ['Monaco’s postal code names no département: unknown', { codePostalCimetiere: '98000' }, 'inconnu', null],
    ['the cemetery in the Moselle, the town hall in the Meurthe-et-Moselle: unknown, they disagree', { codePostalCimetiere: '57000', codePostalMairie: '54000' }, 'inconnu', null],
    ['the département says Bas-Rhin, the postal code Vosges: unknown', { departementMairie: 'Bas-Rhin', codePostalCimetiere: '88000' }, 'inconnu', null],
    ['two départements outside Alsace-Moselle: the common law all the same', { codePostalCimetiere: '01000', codePostalMairie: '69000' }, 'droit-commun', '01'],
  ])('%s', (_case, facts, statut, code) => {
    const law = localLawOf(facts);
    expect(law.statut).toBe(statut);
    expect(law.statut === 'inconnu' ? null : law.departement.code).toBe(code);
  });

  it('says what is missing when nothing is known', () => {
    expect(localLawOf({})).toEqual({ statut: 'inconnu', raison: MSG_LOCAL_LAW_UNKNOWN });
  });

  it('names the fact it rests on, and the facts that disagree', () => {
    expect(localLawOf({ codePostalCimetiere: '57000' })).toMatchObject({ source: 'le code postal du cimetière (57000)' });
    const law = localLawOf({ codePostalCimetiere: '57000', codePostalMairie: '54000' });
    expect(law.statut === 'inconnu' && law.raison).toBe(
      "Le code postal du cimetière (57000) désigne le département de la Moselle (57), mais le code postal de la mairie (54000) désigne le département de Meurthe-et-Moselle (54) : l'application ne peut pas dire si la commune relève du droit local d'Alsace-Moselle. Vérifiez ces renseignements (Infos mairie, Infos cimetière).",
    );
    const bad = localLawOf({ codePostalCimetiere: '5700' });
    expect(bad.statut === 'inconnu' && bad.raison).toContain('le code postal du cimetière « 5700 »');
  });

  it.each<[string, string | null]>([['57', '57'], ['2a', '2A'], ['1', '01'], ['Côtes d’Armor', '22'], ['La Réunion', '974'], ['Alsace', null], ['', null]])(
    'departementOfText(%s)',
    (text, code) => {
      expect(departementOfText(text)?.code ?? null).toBe(code);
    },
  );
});

describe('alsaceMoselleNotice: what a reprise screen says', () => {
  const metz = localLawOf({ codePostalCimetiere: '57000' });
  it('nothing outside Alsace-Moselle', () => {
    expect(alsaceMoselleNotice(localLawOf({ codePostalCimetiere: '30000' }), 'repriseAbandon', null)).toBeNull();
  });

  it.each<[string, 'repriseAbandon' | 'repriseNonRenouvellement', { dateOriginelle: string | null; dateDebut: string | null } | null, string]>([
    ['a concession granted before 11 November 1918', 'repriseAbandon', { dateOriginelle: '1905-06-01', dateDebut: '1905-06-01' }, 'Cette concession date du 01/06/1905 (date d\'origine enregistrée), avant le 11 novembre 1918'],
    ['granted after, by its start date only', 'repriseAbandon', { dateOriginelle: null, dateDebut: '1962-03-10' }, 'Cette concession date du 10/03/1962 (date de début enregistrée), après le 11 novembre 1918 : si c\'est bien la date de l\'acte d\'origine'],
    ['no date', 'repriseNonRenouvellement', { dateOriginelle: null, dateDebut: null }, "La date de l'acte d'origine de cette concession n'est pas renseignée"],
    ['an expired concession: L2223-15 as elsewhere', 'repriseNonRenouvellement', null, "La reprise d'une concession échue et non renouvelée suit l'article L2223-15, comme ailleurs"],
    ['an abandonment: the common procedure, no visa of L2542-27', 'repriseAbandon', null, "L'application ne conduit pas la procédure dérogatoire de l'article L2542-27 ; ses arrêtés ne le visent pas."],
  ])('in the Moselle: %s', (_case, kind, location, expected) => {
    const notice = alsaceMoselleNotice(metz, kind, location)!;
    expect(notice.titre).toBe(ALSACE_MOSELLE_TITLE);
    expect(notice.titre).toContain('article L2542-27 du CGCT');
    expect(notice.lignes.join('\n')).toContain(expected);
    expect(notice.lignes[0]).toBe("D'après le code postal du cimetière (57000), la commune est située dans le département de la Moselle (57), où s'appliquent les dispositions propres à l'Alsace-Moselle du CGCT.");
  });

  it('a commune the product cannot place is told so, with the reason', () => {
    const notice = alsaceMoselleNotice(localLawOf({}), 'repriseAbandon', null)!;
    expect(notice.titre).toBe(LOCAL_LAW_UNKNOWN_TITLE);
    expect(notice.lignes[0]).toBe(MSG_LOCAL_LAW_UNKNOWN);
  });
});
