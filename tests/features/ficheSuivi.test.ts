import { describe, expect, it } from 'vitest';
import type { Contact } from '../../src/domain/entities/contact';
import type { Procedure } from '../../src/domain/entities/procedure';
import { ayantsDroitRows } from '../../src/features/fiche/ayantsDroit/ayantsDroit';
import { BLANK_CONTACT } from '../../src/features/fiche/concession/contactForm';
import { procedureDateRows } from '../../src/features/fiche/concession/procedureDates';

const contact = (id: string, over: Partial<Contact>): Contact => ({ ...BLANK_CONTACT, id, locationId: 'L', ...over });

describe('rightful claimants of the full sheet (spec 001 §2)', () => {
  const contacts = [
    contact('c1', { typeDeContact: 'Concessionnaire', prenom: 'Jean', nom: 'Le Gall', decede: true }),
    contact('c2', { typeDeContact: 'Concessionnaire successeur', prenom: 'Anne', nom: 'Le Gall' }),
    contact('c3', { typeDeContact: 'Ayant-droit', prenom: 'Paul', nom: 'Le Gall', adresse: '3 rue Haute', codePostal: '29600', commune: 'Morlaix', telephone: '0298000000', telephoneMobile: '0612345678' }),
    contact('c4', { typeDeContact: 'Ayant-droit', prenom: 'Lise', nom: 'Morvan' }),
    contact('c5', { typeDeContact: 'Contact de secours', prenom: 'Yann', nom: 'Kerbrat' }),
    contact('c6', { typeDeContact: 'Successeur', prenom: 'Marc', nom: 'Le Gall' }),
  ];

  it('lists only the Ayant-droit contacts, each with the holders, address and phones', () => {
    expect(ayantsDroitRows(contacts).map(({ contact: c, ...r }) => ({ id: c.id, ...r }))).toEqual([
      { id: 'c3', nom: 'Paul LE GALL', lien: 'Ayant droit de Jean LE GALL, Anne LE GALL', adresse: '3 rue Haute, 29600 Morlaix', telephone: '0298000000 / 0612345678' },
      { id: 'c4', nom: 'Lise MORVAN', lien: 'Ayant droit de Jean LE GALL, Anne LE GALL', adresse: '', telephone: '' },
    ]);
  });

  it('has no link when the concession has no holder, and nothing without claimants', () => {
    expect(ayantsDroitRows([contacts[3]!]).map((r) => r.lien)).toEqual(['']);
    expect(ayantsDroitRows([contacts[0]!, contacts[4]!])).toEqual([]);
  });
});

describe('procedure dates of the full sheet (spec 001 §2)', () => {
  const p = (id: string, over: Partial<Procedure>) => ({ id, kind: 'renouvellement', locationId: 'L', dateDebut: null, dateFin: null, deletedAt: null, ...over }) as Procedure;

  it('shows each live procedure of this concession, oldest first, with its start and end', () => {
    const rows = procedureDateRows([
      p('a', { kind: 'repriseAbandon', dateDebut: '2024-03-01' }),
      p('b', { kind: 'renouvellement', dateDebut: '2019-01-05', dateFin: '2019-02-10' }),
      p('c', { kind: 'conversion', dateDebut: '2020-01-01', deletedAt: '2021-01-01T00:00:00Z' }),
      p('d', { kind: 'donation', dateDebut: '2018-01-01', locationId: 'autre' }),
      p('e', { kind: 'retrocession' }),
    ], 'L');
    expect(rows).toEqual([
      { id: 'b', label: 'Renouvellement', dates: 'du 05/01/2019 au 10/02/2019' },
      { id: 'a', label: 'Reprise après constat d\'abandon', dates: 'depuis le 01/03/2024 (en cours)' },
      { id: 'e', label: 'Rétrocession', dates: 'date de début non renseignée' },
    ]);
  });
});
