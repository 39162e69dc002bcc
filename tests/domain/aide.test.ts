import { describe, expect, it } from 'vitest';
import { LEGAL_ARTICLES, citedArticles, legifranceUrl } from '../../src/domain/aide/articles';
import { FAQ, FAQ_TYPES, faqForType, faqTypeOfPostcode } from '../../src/domain/aide/faq';
import { ALPHABET, entriesOfLetter, excerpt, findWord, foldText, letterOf, searchGlossary } from '../../src/domain/aide/glossary';
import { LEXIQUE } from '../../src/domain/aide/lexique';

const LAW_NUMBERS = new Set(LEGAL_ARTICLES.map((a) => a.numero));

describe('help content (issue 18)', () => {
  it('has at least 80 glossary terms, each titled once with a definition of a few sentences', () => {
    expect(LEXIQUE.length).toBeGreaterThanOrEqual(80);
    const titles = LEXIQUE.map((e) => foldText(e.titre));
    expect(new Set(titles).size).toBe(titles.length);
    for (const e of LEXIQUE) expect(e.contenu.length, e.titre).toBeGreaterThan(40);
  });

  it('defines the words the issue names', () => {
    for (const word of ['Concession', 'Ayant droit', 'Ossuaire', 'Reliquaire', 'Columbarium', 'Cavurne', 'Enfeu', 'Exhumation', 'Réduction de corps', 'Jardin du souvenir', 'Titre de concession']) {
      expect(findWord(LEXIQUE, word), word).toBeDefined();
    }
    expect(LEXIQUE.some((e) => foldText(e.titre).startsWith('reprise'))).toBe(true);
  });

  it('has at least 30 FAQ questions, general ones and some for each type of cemetery', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(30);
    for (const type of FAQ_TYPES) expect(FAQ.some((f) => f.typeEspace === type), type).toBe(true);
    expect(faqForType(FAQ, 'communal').length).toBeGreaterThanOrEqual(30);
  });

  it('cites in the FAQ only articles checked in LAW.md, and most answers cite one', () => {
    let citing = 0;
    for (const f of FAQ) {
      const cited = citedArticles(f.reponse);
      if (cited.length > 0) citing++;
      for (const a of cited) expect(LAW_NUMBERS.has(a), `${a} in « ${f.question} »`).toBe(true);
    }
    expect(citing).toBeGreaterThanOrEqual(25);
  });

  it('also keeps the glossary to the articles of LAW.md', () => {
    for (const e of LEXIQUE) for (const a of citedArticles(e.contenu)) expect(LAW_NUMBERS.has(a), `${a} in ${e.titre}`).toBe(true);
  });

  it('reads article references in their usual French spellings', () => {
    expect(citedArticles("l'article L. 2223-15 et l'article R2223-12 du CGCT, l'article L2223-18-3")).toEqual(['L2223-15', 'R2223-12', 'L2223-18-3']);
    expect(citedArticles('par acte notarié (article 931 du Code civil)')).toEqual(['Code civil 931']);
  });

  it('links each article to its code on Légifrance', () => {
    for (const a of LEGAL_ARTICLES) {
      const url = new URL(legifranceUrl(a));
      expect(url.hostname).toBe('www.legifrance.gouv.fr');
      expect(url.searchParams.get('query')).toBe(a.numero.replace('Code civil ', ''));
    }
  });

  it('files Alsace-Moselle cemeteries by their department', () => {
    expect(faqTypeOfPostcode('57000')).toBe('alsace-moselle');
    expect(faqTypeOfPostcode('68100')).toBe('alsace-moselle');
    expect(faqTypeOfPostcode('69000')).toBe('communal');
    expect(faqTypeOfPostcode(null)).toBe('communal');
  });
});

describe('glossary search (spec 002 §2, §5)', () => {
  it('finds a word without its accents, title matches first', () => {
    const found = searchGlossary(LEXIQUE, 'reduction');
    expect(found[0]?.titre).toBe('Réduction de corps');
    expect(found.length).toBeGreaterThan(1);
  });

  it('needs every word of the query and ignores case', () => {
    expect(searchGlossary(LEXIQUE, 'JARDIN souvenir')[0]?.titre).toBe('Jardin du souvenir');
    expect(searchGlossary(LEXIQUE, 'ossuaire zzzz')).toEqual([]);
    expect(searchGlossary(LEXIQUE, '   ')).toEqual([]);
  });

  it('cuts a definition at 300 characters with an ellipsis, leaves a short one whole', () => {
    const long = 'a'.repeat(299) + 'bcd';
    expect(excerpt(long)).toBe('a'.repeat(299) + 'b…');
    expect(excerpt('Court.')).toBe('Court.');
    expect(excerpt('x'.repeat(300))).toBe('x'.repeat(300));
  });

  it('files accented words under their plain letter, and some letters stay empty', () => {
    expect(letterOf('Échéance')).toBe('E');
    expect(entriesOfLetter(LEXIQUE, 'E').map((e) => e.titre)).toContain('Échéance');
    expect(ALPHABET).toHaveLength(26);
    expect(entriesOfLetter(LEXIQUE, 'W')).toEqual([]);
  });
});

describe('resource library (spec 002 §2 Resource library)', () => {
  it('has models for concessions and operations, and a sheet for each topic of the spec', async () => {
    const { FICHES, MODELES } = await import('../../src/domain/aide/ressources');
    expect(MODELES.map((g) => g.titre)).toEqual(['Concessions', 'Opérations', 'Reprises']);
    for (const g of MODELES) expect(g.docs.length, g.titre).toBeGreaterThanOrEqual(5);
    expect(FICHES.map((g) => g.titre)).toEqual(['Conversion', 'Donation', 'Renouvellement', 'Reprises', 'Rétrocession', 'Saisie des actes', 'Exhumation']);
    const ids = [...MODELES, ...FICHES].flatMap((g) => g.docs.map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
