import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { Contact } from '../../src/domain/entities/contact';
import type { Location } from '../../src/domain/entities/location';
import type { Occupant } from '../../src/domain/entities/occupant';
import { DEFAULT_TEMPLATES, effectiveTemplates, findTemplate } from '../../src/domain/templates/defaults';
import { deedContent } from '../../src/domain/templates/deeds';
import { defuntTemplateContent } from '../../src/domain/templates/defuntDocuments';
import { templateDocuments } from '../../src/domain/templates/generate';
import { conditionMark, parseTemplate } from '../../src/domain/templates/language';
import { PLACEHOLDER_GROUPS } from '../../src/domain/templates/placeholders';
import { renderTemplate, renderTemplateText, type TemplateValues } from '../../src/domain/templates/render';
import { htmlToBlocks } from '../../src/domain/templates/toContent';
import { formatLongDate } from '../../src/domain/dates';
import { templateValues, type TemplateFacts } from '../../src/domain/templates/values';
import { sanitizeTemplateHtml as sanitize } from '../../server/templates/sanitize';

const render = (src: string, values: TemplateValues) => renderTemplate(src, values, sanitize);

describe('template placeholders', () => {
  it('fills a placeholder, escaped, with accents kept', () => {
    expect(render('<p>Famille {{concession.famille}}</p>', { 'concession.famille': 'Lefèvre & Éloïse <b>' })).toBe('<p>Famille Lefèvre &amp; Éloïse &lt;b&gt;</p>');
  });
  it('shows nothing, never undefined or null, for a missing value', () => {
    const out = render('<p>[{{concession.numero}}][{{inconnu.champ}}][{{concession.prix}}]</p>', { 'concession.prix': null });
    expect(out).toBe('<p>[][][]</p>');
    expect(out).not.toMatch(/undefined|null/);
  });
  it('joins a list with commas', () => {
    expect(render('<p>{{concessionnaires}}</p>', { concessionnaires: ['Madame Anne DURAND', 'Monsieur Luc DURAND'] })).toBe('<p>Madame Anne DURAND, Monsieur Luc DURAND</p>');
  });
});

describe('conditional blocks (spec 002 §3)', () => {
  const v: TemplateValues = { a: 'Oui', vide: '', liste: ['x', 'y'], un: ['x'], n: 3, zero: 0 };
  const when = (cond: string) => render(`{% if ${cond} %}SHOWN{% endif %}`, v) === 'SHOWN';
  it('exist / not_exist', () => {
    expect([when('a exist'), when('vide exist'), when('absent exist'), when('liste exist'), when('zero exist')]).toEqual([true, false, false, true, true]);
    expect([when('a not_exist'), when('vide not_exist'), when('absent not_exist')]).toEqual([false, true, true]);
  });
  it('more_than_1 counts a list, or reads a number', () => {
    expect([when('liste more_than_1'), when('un more_than_1'), when('n more_than_1'), when('a more_than_1'), when('absent more_than_1')]).toEqual([true, false, true, false, false]);
  });
  it('equal / not_equal compare the worded value, case and outer spaces aside', () => {
    expect([when('a equal "oui"'), when('a equal " OUI "'), when('a equal "non"'), when('n equal "3"'), when('liste equal "y"'), when('absent equal ""')]).toEqual([true, true, false, true, true, true]);
    expect([when('a not_equal "oui"'), when('a not_equal "non"'), when('absent not_equal "x"')]).toEqual([false, true, true]);
  });
  it('nests blocks, an outer hidden block hiding the inner ones', () => {
    const src = '{% if a exist %}A{% if liste more_than_1 %}B{% if vide exist %}C{% endif %}{% endif %}D{% endif %}{% if vide exist %}E{% if a exist %}F{% endif %}{% endif %}';
    expect(render(src, v)).toBe('ABD');
  });
  it('takes away the paragraph of a block mark, so a hidden block leaves no empty line', () => {
    const src = '<p>Avant</p><p>{% if vide exist %}</p><p>Caché</p><p>{% endif %}</p><p>Après</p>';
    expect(render(src, v)).toBe('<p>Avant</p><p>Après</p>');
  });
  it('reads the marks as the editor writes them (entities, non-breaking spaces)', () => {
    expect(render('{%&nbsp;if a equal &quot;Oui&quot; %}ok{% endif %}', v)).toBe('ok');
  });
  it('reports marks it does not understand and blocks left open, and still renders', () => {
    const parsed = parseTemplate('{% if a bizarre %}x{% if a exist %}y');
    expect(parsed.errors).toEqual(['Bloc conditionnel incompris : {% if a bizarre %}', 'Bloc conditionnel non fermé (1) : ajoutez {% endif %}.']);
    expect(parseTemplate('{% endif %}').errors).toEqual(['Fin de bloc conditionnel sans début : {% endif %}']);
  });
  it('writes a condition as the parser reads it', () => {
    expect(conditionMark({ property: 'concession.type', operator: 'equal', value: 'Enfeu' })).toBe('{% if concession.type equal "Enfeu" %}');
    expect(conditionMark({ property: 'defunts', operator: 'exist', value: 'ignored' })).toBe('{% if defunts exist %}');
  });
});

describe('sanitising: a template never runs a script', () => {
  it('removes scripts, event attributes and javascript: links from the template itself', () => {
    const out = render('<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">l</a><img src=x onerror=alert(1)><iframe src="x"></iframe>', {});
    expect(out).toBe('<p>a</p><a>l</a><img src="x">');
  });
  const doc = new JSDOM('<body></body>').window.document;
  it('property: no template and no values yield a script, an event attribute or a javascript: URL', () => {
    const piece = fc.oneof(
      fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror="alert(1)">', '<a href="javascript:alert(1)">x</a>', '<svg><script>1</script></svg>', '<p>', '</p>', '{{a}}', '{{b}}', '{% if a exist %}', '{% if b equal "<script>" %}', '{% endif %}', '<scr', 'ipt>', '<iframe srcdoc="<script>1</script>">', '<math><mi xlink:href="javascript:1">', '<style>*{}</style>', '"', "'", '<', '>'),
      fc.string(),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.string(), fc.string(), (parts, a, b) => {
        const out = render(parts.join(''), { a, b: [b, '<script>x</script>'] });
        doc.body.innerHTML = out;
        expect(doc.querySelectorAll('script, iframe, style, object, embed').length).toBe(0);
        for (const el of doc.querySelectorAll('*')) {
          for (const attr of el.getAttributeNames()) {
            expect(attr.startsWith('on')).toBe(false);
            expect(/^\s*javascript:/i.test(el.getAttribute(attr) ?? '')).toBe(false);
          }
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});

const repl = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };
const location: Location = {
  ...repl, id: 'loc-1', emplacementId: 'p-1', famille: 'Lefèvre', numero: '2001-07', type: 'Concession', typeConcession: 'Familiale', duree: 30,
  perpetuelle: false, dateDebut: '1996-03-01', dateFin: '2026-03-01', dateOriginelle: null, nbPlaces: 3, etatAbandon: null, facture: null,
  notes: null, isArchived: false, archivedAt: null, surfaceClasse: null, prix: 1234.56, exclus: [], champsSupp: null,
};
const contact = (f: Partial<Contact>): Contact => ({
  ...repl, id: `c-${f.nom}-${f.prenom}`, locationId: 'loc-1', civilite: 'H', prenom: null, nom: null, nomJeuneFille: null, decede: false, adresse: null, commune: null,
  codePostal: null, telephone: null, telephoneMobile: null, email: null, typeDeContact: 'Concessionnaire', dateDeNaissance: null, nomSociete: null, fonction: null, ...f,
});
const facts = (contacts: Contact[]): TemplateFacts => ({
  location, emplacement: { carre: 'B', allee: '2', numero: '14', libelle: null, surface: 2.5 }, contacts, occupants: [],
  espace: { nom: 'Cimetière du Château', adresse: null, codePostal: null, ville: 'Nîmes' }, commune: 'Nîmes', today: '2026-11-01', mairie: null,
});

describe('values: French dates and amounts', () => {
  it('words dates and amounts in French', () => {
    const v = templateValues({ ...facts([]), procedure: { kind: 'conversion', etape: 1, values: { montantAPayer: 1234.56, dateConversion: '2026-02-03', perpetuelle: false } } });
    expect(v['concession.prix']).toBe('1 234,56 €');
    expect(v['concession.dateFin']).toBe('01/03/2026');
    expect(v['concession.dateFinLongue']).toBe('1er mars 2026');
    expect(v['date.aujourdhuiLong']).toBe('1er novembre 2026');
    expect(v['etape.montantAPayer']).toBe('1 234,56 €');
    expect(v['etape.dateConversion']).toBe('03/02/2026');
    expect(v['etape.perpetuelle']).toBe('non');
    expect(v['emplacement.surface']).toBe('2,5 m²');
    expect(formatLongDate('2026-08-15')).toBe('15 août 2026');
  });
  it('every placeholder of the side list has a value key', () => {
    const keys = new Set(Object.keys(templateValues({ ...facts([contact({ nom: 'A' })]), procedure: { kind: 'renouvellement', etape: 0, values: {} } })));
    const missing = PLACEHOLDER_GROUPS.flatMap((g) => g.items.map((i) => i.property)).filter((p) => !keys.has(p) && !p.startsWith('etape.'));
    expect(missing).toEqual([]);
  });
});

describe('default templates and generated letters', () => {
  it('every default parses without error and renders no raw mark', () => {
    for (const t of DEFAULT_TEMPLATES) {
      expect(parseTemplate(t.content.pdf ?? '').errors, t.slug).toEqual([]);
      const [doc] = templateDocuments(t, facts([contact({ nom: 'Durand', prenom: 'Anne', civilite: 'F' })]), null, sanitize);
      const text = JSON.stringify(doc);
      expect(text, t.slug).not.toMatch(/\{\{|\{%|undefined|null\b/);
    }
  });
  it('a letter to three holders is three letters, each addressed to its holder for a window envelope', () => {
    const holders = [
      contact({ nom: 'Durand', prenom: 'Anne', civilite: 'F', adresse: '3 rue des Lilas', codePostal: '30000', commune: 'Nîmes' }),
      contact({ nom: 'Durand', prenom: 'Luc', typeDeContact: 'Co-concessionnaire', adresse: '8 avenue Jean Jaurès', codePostal: '13200', commune: 'Arles' }),
      contact({ nom: 'Martin', prenom: 'Élise', civilite: 'F', typeDeContact: 'Co-concessionnaire' }),
    ];
    const letter = findTemplate(DEFAULT_TEMPLATES, 'lettre-renouvellement')!;
    const docs = templateDocuments(letter, facts(holders), null, sanitize);
    expect(docs.map((d) => d.recipient)).toEqual([
      ['Madame Anne DURAND', '3 rue des Lilas', '30000 Nîmes'],
      ['Monsieur Luc DURAND', '8 avenue Jean Jaurès', '13200 Arles'],
      ['Madame Élise MARTIN'],
    ]);
    const lines = docs[1]!.blocks.flatMap((b) => (b.kind === 'text' ? b.lines : []));
    expect(lines).toContain('Monsieur,');
    expect(lines.join('\n')).toContain('arrive (ou est arrivée) à échéance le 1er mars 2026');
    expect(lines.join('\n')).toContain('Ce courrier est adressé à chacun des destinataires : Madame Anne DURAND, Monsieur Luc DURAND, Madame Élise MARTIN.');
    expect(lines.join('\n')).toContain('L2223-15');
  });
  it('a letter to a holder of unknown civility opens "Madame, Monsieur," and addresses them without a title (issue 26)', () => {
    const holder = contact({ nom: 'Durand', prenom: 'Camille', civilite: null, adresse: '3 rue des Lilas', codePostal: '30000', commune: 'Nîmes' });
    const letter = findTemplate(DEFAULT_TEMPLATES, 'lettre-renouvellement')!;
    const [doc] = templateDocuments(letter, facts([holder]), null, sanitize);
    expect(doc!.recipient).toEqual(['Camille DURAND', '3 rue des Lilas', '30000 Nîmes']);
    const lines = doc!.blocks.flatMap((b) => (b.kind === 'text' ? b.lines : []));
    // The letter's body starts after its subject line.
    expect(lines[0]).toMatch(/^Objet : /);
    expect(lines[1]).toBe('Madame, Monsieur,');
    expect(lines.join('\n')).toContain('Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.');
    expect(JSON.stringify(doc)).not.toMatch(/Monsieur Camille|Madame Camille/);
  });
  it.each<[Contact['civilite'], string, string, string | null]>([
    ['F', 'Madame', 'Madame Camille DURAND', 'Madame'],
    ['H', 'Monsieur', 'Monsieur Camille DURAND', 'Monsieur'],
    [null, 'Madame, Monsieur', 'Camille DURAND', null],
  ])('the addressee of civility %j is greeted %j, named %j, civility %j', (civilite, appel, nomComplet, civ) => {
    const v = templateValues(facts([contact({ nom: 'Durand', prenom: 'Camille', civilite })]));
    expect(v['destinataire.appel']).toBe(appel);
    expect(v['destinataire.nomComplet']).toBe(nomComplet);
    expect(v['concessionnaire.civilite']).toBe(civ);
    expect(v['concessionnaires']).toEqual([nomComplet]);
  });
  it('a personalised copy replaces the default of its slug', () => {
    const own = { ...DEFAULT_TEMPLATES[0]!, id: 'x', parDefaut: false, nom: 'Mon acte' };
    const all = effectiveTemplates([own]);
    expect(all.length).toBe(DEFAULT_TEMPLATES.length);
    expect(findTemplate(all, own.slug)?.nom).toBe('Mon acte');
  });
  it('lays out headings, paragraphs, list items and blank lines as the PDF draws them', () => {
    expect(htmlToBlocks('<p>Un</p><p></p><p>Deux<br>Trois</p><h3>Titre</h3><ul><li><p>A</p></li><li>B</li></ul>')).toEqual([
      { kind: 'text', lines: ['Un', '', 'Deux', 'Trois'] },
      { kind: 'text', heading: 'Titre', lines: ['• A', '• B'] },
    ]);
    expect(renderTemplateText('<p>Bonjour {{a}},</p><p>à bientôt</p>', { a: 'Zoé' }, sanitize)).toBe('Bonjour Zoé,\nà bientôt');
  });
});

describe('a letter with no holder', () => {
  it('goes to the heirs, greeted as Madame, Monsieur, with no stray comma', () => {
    const letter = findTemplate(DEFAULT_TEMPLATES, 'lettre-renouvellement')!;
    const [doc, ...more] = templateDocuments(letter, { ...facts([]), location: { ...location, famille: null } }, null, sanitize);
    expect(more).toEqual([]);
    expect(doc!.recipient).toEqual(['Aux ayants droit de la concession', 'n° 2001-07']);
    const lines = doc!.blocks.flatMap((b) => (b.kind === 'text' ? b.lines : []));
    expect(lines).toContain('Madame, Monsieur,');
    expect(lines.join('\n')).toContain('Je vous prie d’agréer, Madame, Monsieur, l’expression');
    expect(lines).not.toContain(',');
    expect(lines).toContain('Objet : renouvellement de la concession n° 2001-07');
  });
});

describe('the deed and the titre de recette come from the templates (issue 17)', () => {
  const holders = [contact({ nom: 'Durand', prenom: 'Anne', civilite: 'F' })];
  const input = { ...facts(holders) };
  const text = (c: { blocks: Array<{ kind: string; lines?: string[] }> }) => c.blocks.flatMap((b) => b.lines ?? []).join('\n');
  const acte = findTemplate(DEFAULT_TEMPLATES, 'acte-creation-de-concession')!;

  it('the default template, filled: the articles, the holder, the concession', () => {
    const content = deedContent('acte', input, DEFAULT_TEMPLATES, null, sanitize);
    expect(content.title).toBe('Acte de concession funéraire');
    expect(content.slug).toBe('acte-creation-de-concession');
    expect(text(content)).toContain('L2223-13 à L2223-15');
    expect(text(content)).toContain('Famille : Lefèvre — Concession n° 2001-07');
    expect(text(content)).toContain('Anne DURAND');
    expect(content.signatures).toEqual(['Le Maire', 'Le(s) concessionnaire(s)']);
    expect(text(deedContent('titre', input, DEFAULT_TEMPLATES, null, sanitize))).toContain('1 234,56 €');
  });

  it("the town hall's personalised copy is the one drawn", () => {
    const own = { ...acte, id: 'perso', parDefaut: false, content: { ...acte.content, pdf: '<p>Acte personnalisé de la famille {{concession.famille}}</p>' } };
    expect(text(deedContent('acte', input, effectiveTemplates([own]), null, sanitize))).toBe('Acte personnalisé de la famille Lefèvre');
  });

  it('a template switched off leaves the built-in layout, so the deed can always be drawn', () => {
    const off = effectiveTemplates([{ ...acte, id: 'off', parDefaut: false, actif: false, content: { ...acte.content, pdf: '<p>jamais</p>' } }]);
    const content = deedContent('acte', input, off, null, sanitize);
    expect(text(content)).not.toContain('jamais');
    expect(content.slug).toBe('acte-creation-de-concession');
    expect(text(content)).toContain('Lefèvre');
  });
});

describe("the deceased's authorisations come from the templates, for that deceased (issue 17)", () => {
  const text = (c: { blocks: Array<{ kind: string; lines?: string[] }> }) => c.blocks.flatMap((b) => b.lines ?? []).join('\n');
  const occupant = (id: string, prenom: string, nom: string, over: Partial<Occupant> = {}): Occupant => ({
    ...repl, id, emplacementId: 'p-1', locationId: 'loc-1', civilite: 'H', prenom, nom, nomJeuneFille: null, dateDeNaissance: null,
    dateNaissanceIncomplete: null, lieuDeNaissance: null, dateDeces: { jour: 2, mois: 3, annee: 2026 }, lieuDeces: null, dateInhumCrema: null,
    dateExhumation: null, specificites: null, criteresSpecifiques: [], modeSepulture: 'inhumation', cremation: null, etat: 'present', portailMasque: false, ...over,
  });
  const first = occupant('o-1', 'Paul', 'Lefèvre');
  const second = occupant('o-2', 'Jeanne', 'Martin', { civilite: 'F' });
  const input = { ...facts([]), occupants: [first, second], defunt: second };
  const inhumation = findTemplate(DEFAULT_TEMPLATES, 'autorisation-inhumation')!;

  it.each([
    ['inhumation', {}, 'autorisation-inhumation'],
    ['urne', { modeSepulture: 'cremation', cremation: { destinationUrneCendre: 'scellement' } }, 'autorisation-depot-urne'],
    ['jardin', { modeSepulture: 'cremation', cremation: { destinationUrneCendre: 'dispersionJardin' } }, 'autorisation-dispersion'],
    ['nature', { modeSepulture: 'cremation', cremation: { destinationUrneCendre: 'dispersionNature' } }, 'declaration-dispersion-nature'],
  ] as const)('%s: the template of its kind names the second deceased, not the first', (_, over, slug) => {
    const defunt = { ...second, ...over } as unknown as Occupant;
    const content = defuntTemplateContent({ ...input, defunt }, DEFAULT_TEMPLATES, null, sanitize);
    expect(content.slug).toBe(slug);
    expect(content.title).toBe(findTemplate(DEFAULT_TEMPLATES, slug)!.nom);
    expect(text(content)).toContain('Madame Jeanne MARTIN');
    expect(text(content)).not.toContain('Paul LEFÈVRE');
    expect(content.fileName).toContain('martin');
  });

  it.each<[Occupant['civilite'], Occupant['dateDeces'], string]>([
    ['F', { jour: 2, mois: 3, annee: 2026 }, 'l’inhumation de Madame Jeanne MARTIN, décédée le 02/03/2026,'],
    ['H', { jour: null, mois: 3, annee: 2026 }, 'l’inhumation de Monsieur Jeanne MARTIN, décédé en mars 2026,'],
    [null, { jour: null, mois: null, annee: 1932 }, 'l’inhumation de Jeanne MARTIN, décédé(e) en 1932,'],
    [null, null, 'l’inhumation de Jeanne MARTIN,'],
  ])('the inhumation of a deceased of civility %j who died %j reads %j (issue 26)', (civilite, dateDeces, sentence) => {
    const defunt = { ...second, civilite, dateDeces };
    const content = defuntTemplateContent({ ...input, defunt }, DEFAULT_TEMPLATES, null, sanitize);
    expect(text(content)).toContain(sentence);
    expect(text(content)).not.toMatch(/ le \d{4}\b/);
  });

  it('words the birth and death at their precision for personalised templates (issue 26)', () => {
    const defunt = { ...second, civilite: null, dateDeNaissance: null, dateNaissanceIncomplete: { jour: null, mois: null, annee: 1932 }, dateDeces: { jour: null, mois: 5, annee: 2001 } };
    const v = templateValues({ ...input, defunt });
    expect([v['defunt.civilite'], v['defunt.ne'], v['defunt.decede']]).toEqual([null, 'né(e)', 'décédé(e)']);
    expect([v['defunt.dateNaissance'], v['defunt.dateNaissancePhrase'], v['defunt.dateDeces'], v['defunt.dateDecesPhrase']]).toEqual(['1932', 'en 1932', '05/2001', 'en mai 2001']);
    const full = templateValues({ ...input, defunt: { ...second, dateDeNaissance: '1932-03-12' } });
    expect([full['defunt.ne'], full['defunt.dateNaissancePhrase'], full['defunt.dateDecesPhrase']]).toEqual(['née', 'le 12/03/1932', 'le 02/03/2026']);
  });

  it('without a deceased given, the defunt.* values still name the first present one', () => {
    expect(templateValues(input)['defunt.nomComplet']).toBe('Jeanne MARTIN');
    expect(templateValues({ ...input, defunt: null })['defunt.nomComplet']).toBe('Paul LEFÈVRE');
  });

  it("the town hall's copy is drawn; switched off, the built-in layout names the deceased", () => {
    const own = { ...inhumation, id: 'perso', parDefaut: false, content: { pdf: '<p>Inhumation de {{defunt.nomComplet}} ({{defunt.dateDeces}})</p>' } };
    expect(text(defuntTemplateContent(input, effectiveTemplates([own]), null, sanitize))).toBe('Inhumation de Jeanne MARTIN (02/03/2026)');
    const off = defuntTemplateContent(input, effectiveTemplates([{ ...own, actif: false }]), null, sanitize);
    expect(off.slug).toBe('autorisation-inhumation');
    expect(text(off)).toContain('Madame Jeanne MARTIN');
    expect(text(off)).toContain('R2213-31');
  });
});
