import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { localLawOf, type CommuneFacts } from '../../src/domain/law/alsaceMoselle';
import { AlsaceMoselleNotice } from '../../src/features/procedures/AlsaceMoselleBox';

/** Issue 28, 'Alsace-Moselle': the box of a reprise's screen, shown in a commune of the 57, 67 or 68, or one the product cannot place; hidden elsewhere. */

const markupOf = (facts: CommuneFacts, kind: 'repriseAbandon' | 'repriseNonRenouvellement' = 'repriseAbandon') =>
  renderToStaticMarkup(
    <MantineProvider>
      <AlsaceMoselleNotice law={localLawOf(facts)} kind={kind} location={{ dateOriginelle: '1910-05-02', dateDebut: '1910-05-02' }} />
    </MantineProvider>,
  ).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
const html = (facts: CommuneFacts, kind: 'repriseAbandon' | 'repriseNonRenouvellement' = 'repriseAbandon') =>
  markupOf(facts, kind)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe('the Alsace-Moselle box on a reprise screen', () => {
  it.each<[string, CommuneFacts, 'repriseAbandon' | 'repriseNonRenouvellement', string | null]>([
    ['Metz, reprise after abandonment', { codePostalCimetiere: '57000' }, 'repriseAbandon', "Commune d'Alsace-Moselle : droit local, article L2542-27 du CGCT"],
    ['Strasbourg, reprise of an expired concession', { codePostalCimetiere: '67000' }, 'repriseNonRenouvellement', "Commune d'Alsace-Moselle : droit local, article L2542-27 du CGCT"],
    ['Mulhouse, by the town hall’s département', { departementMairie: 'Haut-Rhin' }, 'repriseAbandon', "Commune d'Alsace-Moselle : droit local, article L2542-27 du CGCT"],
    ['no postal code: says it cannot tell', {}, 'repriseAbandon', "Droit local d'Alsace-Moselle : commune non située"],
    ['Nîmes: nothing', { codePostalCimetiere: '30000' }, 'repriseAbandon', null],
    ['Ajaccio: nothing', { codePostalCimetiere: '20000' }, 'repriseNonRenouvellement', null],
  ])('%s', (_case, facts, kind, title) => {
    const text = html(facts, kind);
    expect(markupOf(facts, kind).includes('data-testid="alsace-moselle"')).toBe(title !== null);
    if (title === null) {
      expect(text.trim()).toBe('');
      return;
    }
    expect(text).toContain(title);
    expect(text).toContain("À vérifier avant d'agir");
  });

  it('in Alsace-Moselle: what to check, the concession’s date against 11 November 1918, the article on Légifrance', () => {
    const markup = markupOf({ codePostalCimetiere: '57000' });
    expect(markup).toMatch(/href="https:\/\/www\.legifrance\.gouv\.fr\/search\/code\?[^"]*query=L2542-27/);
    const text = html({ codePostalCimetiere: '57000' });
    expect(text).toContain("Lire l'article L2542-27 du CGCT sur Légifrance");
    expect(text).toContain('Cette concession date du 02/05/1910');
    expect(text).toContain('avant le 11 novembre 1918');
    expect(text).toContain("La date de l'acte d'origine de la concession et la situation de ses premiers concessionnaires.");
  });
});
