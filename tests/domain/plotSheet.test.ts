import { describe, expect, it } from 'vitest';
import { plotSheet, type PlotSheetInput } from '../../src/domain/documents/plotSheet';
import type { Contact } from '../../src/domain/entities/contact';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { Location } from '../../src/domain/entities/location';
import type { Occupant } from '../../src/domain/entities/occupant';
import type { Procedure } from '../../src/domain/entities/procedure';

/**
 * The plot sheet's PDF content (issue 28: 'lists deceased without dates, holders without addresses and no
 * procedures: it is what the office prints for a family or a notary; make it complete').
 */
const repl = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };
const emplacement = { ...repl, id: 'p-1', numero: '12', carre: 'B', allee: '3', surface: 2.5, preReservation: false } as unknown as Emplacement;
const location: Location = {
  ...repl, id: 'loc-1', emplacementId: 'p-1', famille: 'Vidal', numero: '1961-04', type: 'Concession', typeConcession: 'Familiale', duree: 30,
  perpetuelle: false, dateDebut: '1961-05-12', dateFin: '1991-05-12', dateOriginelle: null, nbPlaces: 3, etatAbandon: null, facture: null,
  notes: null, isArchived: false, archivedAt: null, surfaceClasse: null, prix: 152.45, exclus: [], champsSupp: null,
};
const occupant = (over: Partial<Occupant>): Occupant => ({
  ...repl, id: 'o', emplacementId: 'p-1', locationId: 'loc-1', civilite: 'F', prenom: 'Rose', nom: 'Vidal', nomJeuneFille: null, dateDeNaissance: null,
  dateNaissanceIncomplete: null, lieuDeNaissance: null, dateDeces: null, lieuDeces: null, dateInhumCrema: null, dateExhumation: null, specificites: null,
  criteresSpecifiques: [], modeSepulture: 'inhumation', cremation: null, etat: 'present', portailMasque: false, ...over,
});
const contact = (over: Partial<Contact>): Contact => ({
  ...repl, id: 'c', locationId: 'loc-1', civilite: 'H', prenom: 'Auguste', nom: 'Vidal', nomJeuneFille: null, decede: false, adresse: null,
  commune: null, codePostal: null, telephone: null, telephoneMobile: null, email: null, typeDeContact: 'Concessionnaire', dateDeNaissance: null, nomSociete: null, fonction: null, ...over,
});
const procedure: Procedure = {
  ...repl, id: 'pr', emplacementId: 'p-1', locationId: 'loc-1', kind: 'repriseAbandon', etat: 3, dateDebut: '2025-02-01', dateFin: null, regime: '2022', etapes: [], data: {},
};

function sheet(over: Partial<PlotSheetInput>): Map<string, string> {
  const s = plotSheet({ emplacement, location, occupants: [], contacts: [], procedures: [], travaux: [], statut: 'Échue', cimetiere: 'Cimetière du Bourg', today: '2026-11-28', ...over });
  return new Map(s.sections.map((x) => [x.titre, x.entrees.map((e) => (typeof e === 'string' ? e : e.join(' | '))).join('\n')]));
}

describe('plot sheet content (issue 28)', () => {
  it.each([
    ['a whole date and places', { dateDeNaissance: '1901-02-03', lieuDeNaissance: 'Uzès', dateDeces: { jour: 2, mois: 3, annee: 1970 }, lieuDeces: 'Nîmes', dateInhumCrema: '1970-03-05' }, ['Née le 03/02/1901 à Uzès', 'décédée le 02/03/1970 à Nîmes', 'Inhumation le 05/03/1970']],
    ['a year only', { dateNaissanceIncomplete: { jour: null, mois: null, annee: 1932 }, dateDeces: { jour: null, mois: null, annee: 1990 } }, ['Née en 1932', 'décédée en 1990']],
    ['nothing known', {}, ['Date de naissance non renseignée', 'date de décès non renseignée', 'Inhumation : date non renseignée']],
    ['an exhumed man', { civilite: 'H' as const, prenom: 'Jean', etat: 'exhume' as const, dateExhumation: '2001-06-07' }, ['Jean VIDAL (exhumé)', 'Exhumation le 07/06/2001']],
    ['a cremation with its ashes', { modeSepulture: 'cremation' as const, cremation: { dateCremation: null, destinationUrneCendre: 'scellement' as const, dateDispersion: null, dateInhumation: null }, dateInhumCrema: '2010-01-02' }, ['Crémation le 02/01/2010 — cendres : Scellement sur le monument de la sépulture']],
  ])('writes a deceased with %s', (_, over, expected) => {
    const defunts = sheet({ occupants: [occupant(over)] }).get('Défunts') ?? '';
    for (const e of expected) expect(defunts).toContain(e);
  });

  it('lists every holder with address, phones and a deceased holder said so', () => {
    const holders = sheet({
      contacts: [
        contact({ id: 'c1', adresse: '4 place du Marché', codePostal: '30700', commune: 'Uzès', telephone: '04 66 00 00 00', email: 'a@example.fr' }),
        contact({ id: 'c2', civilite: 'F', prenom: 'Marthe', decede: true, typeDeContact: 'Co-concessionnaire' }),
        contact({ id: 'c3', civilite: null, prenom: 'Paul', typeDeContact: 'Ayant-droit', commune: 'Alès' }),
      ],
    }).get('Concessionnaires et ayants droit') ?? '';
    expect(holders).toContain('Concessionnaire : Monsieur Auguste VIDAL | 4 place du Marché, 30700 Uzès | Tél. 04 66 00 00 00 — a@example.fr');
    expect(holders).toContain('Co-concessionnaire : Madame Marthe VIDAL (décédée) | Adresse : non renseignée');
    expect(holders).toContain('Ayant-droit : Paul VIDAL | Alès');
  });

  it('lists the procedures with their state and regime, and the concession with its price and capacity', () => {
    const s = sheet({ procedures: [procedure, { ...procedure, id: 'pr2', kind: 'renouvellement', dateFin: '2024-01-01', regime: null, etapes: [{ etape: 0, dateFin: '2023-12-01', enCours: false, champs: {} }, { etape: 1, dateFin: '2024-01-01', enCours: false, champs: {} }] }], occupants: [occupant({})] });
    expect(s.get('Procédures')).toContain('Reprise après constat d\'abandon : en cours, ouverte le 01/02/2025, aucune étape enregistrée (régime du décret 2022-1127)');
    expect(s.get('Procédures')).toContain('Renouvellement : réalisé, ouverte le 01/02/2025, terminée le 01/01/2024, 2 étapes enregistrées, la dernière le 01/01/2024');
    expect(s.get('Concession')).toContain('Durée : 30 ans — du 12/05/1961 au 12/05/1991');
    expect(s.get('Concession')).toMatch(/Prix : 152,45\s€/);
    expect(s.get('Concession')).toContain('Capacité : 3');
  });

  it.each([
    ['2026-11-22', '2026-12-01', 'du 22/11/2026 au 01/12/2026'],
    ['2026-11-22', null, 'depuis le 22/11/2026 (fin non renseignée)'],
    [null, null, 'dates non renseignées'],
  ])('writes works from %s to %s as "%s"', (dateDebut, dateFin, expected) => {
    const travaux = [{ ...repl, id: 't', emplacementId: 'p-1', type: 'Gravure', dateDebut, dateFin, demandeur: null, executant: null, description: null, documentId: null, valide: true }];
    expect(sheet({ travaux: travaux as never }).get('Travaux')).toBe(`Gravure — ${expected}`);
  });

  it('says when there is nothing, rather than leaving a section empty', () => {
    const s = sheet({ location: null });
    expect(s.has('Concession')).toBe(false);
    expect(s.get('Défunts')).toBe('Aucun défunt.');
    expect(s.get('Concessionnaires et ayants droit')).toBe('Aucun concessionnaire ni ayant droit enregistré.');
    expect(s.get('Procédures')).toBe('Aucune procédure.');
  });
});
