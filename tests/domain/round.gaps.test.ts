import { describe, expect, it } from 'vitest';
import { gapLabels, gapsSentence, plotGaps, type GapFacts } from '../../src/domain/round/gaps';

const complete: GapFacts = {
  emplacement: { numero: '12' },
  location: { type: 'Concession', numero: 'C-154', etatAbandon: 2, dateFin: '2040-01-01', perpetuelle: false },
  occupants: 1,
  photos: [{ archive: false }],
  contacts: [{ typeDeContact: 'Concessionnaire', decede: false }],
};
const withLocation = (l: Partial<NonNullable<GapFacts['location']>>): GapFacts => ({ ...complete, location: { ...(complete.location as NonNullable<GapFacts['location']>), ...l } });

describe('what is missing on a plot (issue 29, the survey round)', () => {
  it.each<[string, GapFacts, string[]]>([
    ['a complete concession', complete, []],
    ['no photo', { ...complete, photos: [] }, ['Aucune photo']],
    ['only archived photos', { ...complete, photos: [{ archive: true }] }, ['Aucune photo']],
    ['no state of abandonment', withLocation({ etatAbandon: null }), ['État d’abandon non renseigné']],
    ['no deceased', { ...complete, occupants: 0 }, ['Aucun défunt enregistré']],
    ['no concession number', withLocation({ numero: '  ' }), ['Numéro de concession manquant']],
    ['no holder', { ...complete, contacts: [{ typeDeContact: 'Ayant-droit', decede: false }] }, ['Concessionnaire manquant']],
    ['a holder marked deceased, none alive', { ...complete, contacts: [{ typeDeContact: 'Concessionnaire', decede: true }] }, ['Aucun concessionnaire vivant connu']],
    ['a deceased holder beside a living one', { ...complete, contacts: [{ typeDeContact: 'Concessionnaire', decede: true }, { typeDeContact: 'Concessionnaire', decede: false }] }, []],
    ['no end date', withLocation({ dateFin: null }), ['Date de fin manquante']],
    ['perpetual, no end date', withLocation({ dateFin: null, perpetuelle: true }), []],
    ['no plot number', { ...complete, emplacement: { numero: null } }, ['Numéro d’emplacement manquant']],
    ['an Enfeu is a full sheet', withLocation({ type: 'Enfeu', etatAbandon: null }), ['État d’abandon non renseigné']],
    [
      'everything missing',
      { emplacement: { numero: '' }, location: { type: 'Colombarium', numero: null, etatAbandon: null, dateFin: null, perpetuelle: false }, occupants: 0, photos: [], contacts: [] },
      ['Numéro d’emplacement manquant', 'Aucune photo', 'État d’abandon non renseigné', 'Aucun défunt enregistré', 'Numéro de concession manquant', 'Concessionnaire manquant', 'Date de fin manquante'],
    ],
    ['a free plot: nothing asked of a concession', { ...complete, location: null, photos: [], occupants: 0, contacts: [] }, []],
    ['a free plot with no number', { ...complete, emplacement: { numero: null }, location: null }, ['Numéro d’emplacement manquant']],
    ['a Terrain commun asks for its deceased only', { ...withLocation({ type: 'Terrain commun', etatAbandon: null, dateFin: null, numero: null }), photos: [], contacts: [], occupants: 0 }, ['Aucun défunt enregistré']],
    ['a Caveau with its deceased', { ...withLocation({ type: 'Caveau', etatAbandon: null }), photos: [] }, []],
    ['an ossuary asks nothing', { ...withLocation({ type: 'Ossuaire', etatAbandon: null, numero: null }), photos: [], occupants: 0, contacts: [] }, []],
    ['a Jardin du souvenir asks nothing', { ...withLocation({ type: 'Jardin du souvenir' }), photos: [], occupants: 0 }, []],
  ])('%s', (_label, facts, labels) => {
    expect(gapLabels(plotGaps(facts))).toEqual(labels);
  });

  it('says it in one line', () => {
    expect(gapsSentence([])).toBe('Rien ne manque sur cette fiche.');
    expect(gapsSentence(['photo', 'etatAbandon'])).toBe('À compléter : Aucune photo · État d’abandon non renseigné');
  });
});
