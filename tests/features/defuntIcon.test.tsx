import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defuntPicture, type DefuntPicture } from '../../src/domain/wizards/exhumation';
import { DEFUNT_ICON_SHAPES, DefuntIcon } from '../../src/features/fiche/defunts/DefuntIcon';

/** Issue 28, 'Deceased pictures': the five states of spec 001 §4 drawn apart (the buried and the sealed urn shared '⚱'). */

const PICTURES: DefuntPicture[] = ['cercueil', 'reunion de corps', 'reduction de corps', 'Inhumation dans la sépulture', 'Scellement sur le monument de la sépulture'];
const drawing = (p: DefuntPicture) => renderToStaticMarkup(DEFUNT_ICON_SHAPES[p]);

describe('the deceased pictures (spec 001 §4 Deceased picture by state)', () => {
  it('draws five different pictures, none of them a text glyph', () => {
    expect(new Set(PICTURES.map(drawing)).size).toBe(5);
    for (const p of PICTURES) expect(drawing(p)).toMatch(/^<g[^>]*><(path|rect)/);
  });

  it('tells the buried urn from the sealed urn', () => {
    expect(drawing('Inhumation dans la sépulture')).not.toBe(drawing('Scellement sur le monument de la sépulture'));
  });

  it.each<[string, Parameters<typeof defuntPicture>[0], DefuntPicture]>([
    ['a coffin', { etat: 'present', modeSepulture: 'inhumation', cremation: null }, 'cercueil'],
    ['a reunion', { etat: 'reuni', modeSepulture: 'inhumation', cremation: null }, 'reunion de corps'],
    ['a reduction', { etat: 'reduit', modeSepulture: 'inhumation', cremation: null }, 'reduction de corps'],
    ['an urn buried in the tomb', { etat: 'present', modeSepulture: 'cremation', cremation: { destinationUrneCendre: 'inhumation' } }, 'Inhumation dans la sépulture'],
    ['an urn sealed on the monument', { etat: 'present', modeSepulture: 'cremation', cremation: { destinationUrneCendre: 'scellement' } }, 'Scellement sur le monument de la sépulture'],
  ])('%s is named for screen readers by its state', (_case, occupant, picture) => {
    const html = renderToStaticMarkup(<DefuntIcon picture={defuntPicture(occupant)} />);
    expect(html).toContain(`role="img" aria-label="${picture}"`);
    expect(html).toContain(`<title>${picture}</title>`);
  });
});
