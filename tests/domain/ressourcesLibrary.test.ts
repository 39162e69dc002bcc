import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { LEGAL_ARTICLES, citedArticles } from '../../src/domain/aide/articles';
import { GUIDES } from '../../src/domain/aide/guides';
import { FICHES, MODELES, ressourceText } from '../../src/domain/aide/ressources';
import { SCHEMAS } from '../../src/domain/aide/schemas';
import { ressourcePdf, schemaPdf } from '../../src/features/aide/ressources/renderRessource';

/**
 * The resource library as a town hall reads it (issue 28: 'none of the five PDF guides, no schematic sheets, no
 * Word model for either reprise, six operation models'): five guides and the sheets, each sourced to articles the
 * product knows and links to Légifrance, models for both reprises, and the PDFs read back as text.
 */
const KNOWN = new Set(LEGAL_ARTICLES.map((a) => a.numero));
const ALL_DOCS = [...GUIDES, ...MODELES.flatMap((g) => g.docs), ...FICHES.flatMap((g) => g.docs)];

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('resource library contents (issue 28)', () => {
  it('offers five guides, each sourced to at least three articles, with a sources section listing exactly what the text cites', () => {
    expect(GUIDES).toHaveLength(5);
    for (const g of GUIDES) {
      const at = g.texte.indexOf('# Sources');
      expect(at, g.id).toBeGreaterThan(0);
      const body = g.texte.slice(0, at).join('\n');
      const cited = new Set(citedArticles(body));
      expect(cited.size, g.id).toBeGreaterThanOrEqual(3);
      const listed = new Set(g.texte.slice(at + 1).flatMap((p) => citedArticles(p)));
      expect(listed, g.id).toEqual(cited);
    }
  });

  it('cites only articles the product knows (and links to Légifrance) in every guide, model, sheet and schematic sheet', () => {
    for (const d of ALL_DOCS) for (const a of citedArticles(ressourceText(d))) expect(KNOWN.has(a), `${a} in ${d.id}`).toBe(true);
    for (const s of SCHEMAS) for (const e of s.etapes) if (e.article) expect(KNOWN.has(e.article), `${e.article} in ${s.id}`).toBe(true);
  });

  it('has Word models for both reprises and the operations a town hall authorises', () => {
    const ids = (titre: string) => MODELES.find((g) => g.titre === titre)?.docs.map((d) => d.id) ?? [];
    expect(ids('Reprises')).toEqual(expect.arrayContaining(['information-renouvellement', 'arrete-reprise-nr', 'convocation-constat', 'pv-constat-abandon', 'certificat-affichage', 'deliberation-reprise', 'arrete-reprise-abandon']));
    expect(ids('Opérations')).toEqual(expect.arrayContaining(['autorisation-inhumation', 'autorisation-exhumation', 'pv-reduction', 'autorisation-urne', 'autorisation-travaux']));
    expect(ids('Opérations').length).toBeGreaterThanOrEqual(11);
    const every = ALL_DOCS.map((d) => d.id).concat(SCHEMAS.map((s) => s.id));
    expect(new Set(every).size).toBe(every.length);
  });

  it.each([
    ['convocation-constat', ['R2223-13', 'jour, date', 'heures']],
    ['pv-constat-abandon', ['garde champêtre', 'Description précise', 'R2223-14']],
    ['arrete-reprise-abandon', ['R2223-19', 'Trente jours', 'R2223-20', 'ossuaire']],
    ['arrete-reprise-nr', ['deux années révolues', 'L2223-15', 'registre de l’ossuaire']],
  ])('the model %s says what its article requires', (id, words) => {
    const doc = MODELES.flatMap((g) => g.docs).find((d) => d.id === id);
    expect(doc).toBeDefined();
    const text = ressourceText(doc!);
    for (const w of words) expect(text, `${id}: ${w}`).toContain(w);
  });

  it('states the second-finding delay of both regimes in the reprise guide and its schematic sheet', () => {
    const guide = ressourceText(GUIDES.find((g) => g.id === 'guide-reprises')!);
    expect(guide).toContain('un an après la publicité');
    expect(guide).toContain('trois ans');
    const schema = SCHEMAS.find((s) => s.id === 'schema-reprise-abandon')!;
    expect(schema.etapes.find((e) => e.etape.startsWith('Second constat'))?.delai).toMatch(/un an .*trois ans avant le décret 2022-1127/);
  });

  it('prints a guide as a PDF that reads back with its sections and sources', async () => {
    const text = await pdfText(ressourcePdf(GUIDES.find((g) => g.id === 'guide-operations')!));
    expect(text).toContain('Guide : les opérations funéraires');
    expect(text).toContain('plus proche parent');
    expect(text).toContain('Sources');
    expect(text).toContain('Article R2213-40 du CGCT');
  });

  it('prints a schematic sheet with every step, its delay and its article', async () => {
    const schema = SCHEMAS.find((s) => s.id === 'schema-reprise-abandon')!;
    const text = await pdfText(schemaPdf(schema));
    expect(text).toContain('Fiche schématique : reprise après constat');
    for (const e of schema.etapes) expect(text).toContain(`${schema.etapes.indexOf(e) + 1}.`);
    expect(text).toContain('un mois au moins après la convocation');
    expect(text).toContain('Article R2223-20 du CGCT');
  });
});
