import { describe, expect, it } from 'vitest';
import { completeExportSheets, type CemeteryData } from '../../src/domain/donnees/exportSheets';
import { contactDisplayName } from '../../src/domain/mail/addressees';
import type { Civilite } from '../../src/domain/constants/contacts';
import { SOURCE, TODAY } from './filtersData';

/** Issue 26: the export and the mail addressees leave an unknown civility unknown, never 'Monsieur' or 'M.'. */
describe('an unknown civility in the complete export and the addressees (issue 26)', () => {
  const data = (civilite: Civilite | null): CemeteryData => ({
    espace: { id: 'E', nom: 'Cimetière de Saint-Éloi', mapSha256: null },
    ...SOURCE,
    occupants: SOURCE.occupants.map((o) => ({ ...o, civilite })),
    contacts: SOURCE.contacts.map((c) => ({ ...c, civilite })),
    exhumations: [],
    tarifs: [],
    media: [],
    documents: [],
  });
  const column = (civilite: Civilite | null, sheet: string) => {
    const found = completeExportSheets(data(civilite), TODAY).find((s) => s.name === sheet);
    if (!found) throw new Error(sheet);
    const index = found.headers.indexOf('Civilité');
    return new Set(found.rows.map((r) => r[index]));
  };

  it.each<[Civilite | null, string]>([['H', 'Monsieur'], ['F', 'Madame'], [null, '']])('writes the civility %j as %j in both sheets', (civilite, cell) => {
    expect(column(civilite, 'Défunts')).toEqual(new Set([cell]));
    expect(column(civilite, 'Concessionnaires et contacts')).toEqual(new Set([cell]));
  });

  it.each<[Civilite | null, string]>([['F', 'Mme Anne DURAND'], ['H', 'M. Anne DURAND'], [null, 'Anne DURAND']])('names an addressee of civility %j %j', (civilite, name) => {
    expect(contactDisplayName({ civilite, prenom: 'Anne', nom: 'Durand', nomSociete: null })).toBe(name);
  });

  it('names a company by its name, and a contact with no name as such', () => {
    expect(contactDisplayName({ civilite: null, prenom: null, nom: null, nomSociete: 'Marbrerie Quéré' })).toBe('Marbrerie Quéré');
    expect(contactDisplayName({ civilite: null, prenom: ' ', nom: null, nomSociete: null })).toBe('Contact sans nom');
  });
});
