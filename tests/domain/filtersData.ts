import type { Contact, Emplacement, Location, Occupant, Procedure, Travaux } from '../../src/domain/entities';
import type { ListSource } from '../../src/domain/filters';

/**
 * A small cemetery written by hand, so every filter value has a known answer (issue 6). Today is 2026-06-15.
 * Plots P1..P8; concessions L1..L7 (L7 archived on P1); deceased D1..D6; holders C1..C3; works T1..T2;
 * procedures R1..R2.
 */
export const TODAY = '2026-06-15';

const repl = { espaceId: 'E', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };

function plot(id: string, carre: string, allee: string, numero: string, surface: number | null): Emplacement {
  return {
    ...repl, id, carre, allee, numero, libelle: null, surface, preReservation: false, notes: null, typeOccupation: null,
    geometry: null, posX: null, posY: null, zone: null, uid: null, adresse: null,
  };
}

function conc(id: string, emplacementId: string, over: Partial<Location>): Location {
  return {
    ...repl, id, emplacementId, famille: null, numero: null, type: 'Concession', typeConcession: 'Familiale', duree: 30, perpetuelle: false,
    dateDebut: '2000-01-01', dateFin: '2030-01-01', dateOriginelle: null, nbPlaces: 3, etatAbandon: null, facture: null, notes: null,
    isArchived: false, archivedAt: null, surfaceClasse: null, prix: null, exclus: [], champsSupp: null, ...over,
  };
}

function defunt(id: string, emplacementId: string, locationId: string | null, over: Partial<Occupant>): Occupant {
  return {
    ...repl, id, emplacementId, locationId, civilite: 'H', prenom: null, nom: null, nomJeuneFille: null, dateDeNaissance: null,
    dateNaissanceIncomplete: null, lieuDeNaissance: null, dateDeces: null, lieuDeces: null, dateInhumCrema: null, dateExhumation: null,
    specificites: null, criteresSpecifiques: [], modeSepulture: 'inhumation', cremation: null, etat: 'present', portailMasque: false, ...over,
  };
}

function contact(id: string, locationId: string, nom: string): Contact {
  return {
    ...repl, id, locationId, civilite: 'H', prenom: 'Jean', nom, nomJeuneFille: null, decede: false, adresse: null, commune: null,
    codePostal: null, telephone: null, telephoneMobile: null, email: null, typeDeContact: 'Concessionnaire', dateDeNaissance: null,
    nomSociete: null, fonction: null,
  };
}

function proc(id: string, emplacementId: string, locationId: string, kind: Procedure['kind'], dateDebut: string, dateFin: string | null): Procedure {
  return { ...repl, id, emplacementId, locationId, kind, etat: 1, dateDebut, dateFin, regime: null, etapes: [], data: {} };
}

function works(id: string, emplacementId: string, dateDebut: string | null): Travaux {
  return {
    ...repl, id, emplacementId, type: 'Gravure', dateDebut, dateFin: null, demandeur: null, executant: null, description: null,
    documentId: null, valide: true,
  };
}

export const SOURCE: ListSource = {
  emplacements: [
    plot('P1', 'A', '1', '1', 0.8), // free (only an archived concession)
    plot('P2', 'A', '1', '2', 1), // en cours, full
    plot('P3', 'A', '2', '10', 2.5), // à renouveler
    plot('P4', 'B', '1', '1', 4), // échue
    plot('P5', 'B', '2', '3', 10), // manque de données
    plot('P6', 'B', '2', '4', null), // ossuaire
    plot('P7', 'C', '1', '1', 6.5), // perpetual, abandon en cours
    plot('P8', 'C', '1', '2', 3), // deleted plot: never listed
  ].map((p) => (p.id === 'P8' ? { ...p, deletedAt: '2026-02-01T00:00:00Z' } : p)),
  locations: [
    conc('L2', 'P2', { famille: 'Émile', duree: 15, nbPlaces: 1, dateDebut: '2025-09-01', dateFin: '2040-09-01' }),
    conc('L3', 'P3', { famille: 'emile', duree: 30, dateDebut: '1995-01-01', dateFin: '2025-01-01', type: 'Terrain commun' }),
    conc('L4', 'P4', { famille: 'Zola', duree: 50, dateDebut: '1970-01-01', dateFin: '2020-01-01', type: 'Enfeu' }),
    conc('L5', 'P5', { famille: 'Martin', duree: null, dateDebut: null, dateFin: null, type: 'Caveau' }),
    conc('L6', 'P6', { famille: 'Commune', duree: null, dateDebut: null, dateFin: null, type: 'Ossuaire' }),
    conc('L7', 'P7', { famille: 'Lefèvre', duree: null, perpetuelle: true, dateDebut: '1950-03-01', dateFin: null, type: 'Cavurne' }),
    conc('L1', 'P1', { famille: 'Ancien', isArchived: true, archivedAt: '2020-01-01T00:00:00Z', dateDebut: '1900-01-01', dateFin: '1930-01-01', duree: 30 }),
  ],
  occupants: [
    defunt('D1', 'P2', 'L2', { nom: 'Émile', prenom: 'Jean', dateDeces: { jour: 10, mois: 1, annee: 2026 }, criteresSpecifiques: ['Mort pour la France'] }),
    defunt('D2', 'P3', 'L3', { nom: 'Emile', prenom: 'Anne', dateDeces: { jour: 1, mois: 3, annee: 2023 }, criteresSpecifiques: ['Mort pour le service de la Nation', 'Militaire'] }),
    defunt('D3', 'P4', 'L4', { nom: 'Zola', prenom: 'Emile', dateDeces: { jour: 1, mois: 1, annee: 2000 }, criteresSpecifiques: ['personne CÉLÈBRE'] }),
    defunt('D4', 'P7', 'L7', { nom: 'Lefèvre', prenom: 'Marie', nomJeuneFille: 'Durand', dateDeces: null, dateInhumCrema: '2025-12-01' }),
    defunt('D5', 'P7', 'L7', { nom: null, prenom: null, dateDeces: { jour: null, mois: null, annee: 1990 } }),
    defunt('D6', 'P2', 'L2', { nom: 'Ghost', deletedAt: '2026-01-01T00:00:00Z' }),
  ],
  contacts: [contact('C1', 'L2', 'Émile'), contact('C2', 'L4', 'Zola'), contact('C3', 'L5', 'Martin'), { ...contact('C4', 'NOPE', 'Orphan') }],
  travaux: [works('T1', 'P3', '2026-01-01'), works('T2', 'P4', null)],
  procedures: [proc('R1', 'P7', 'L7', 'repriseAbandon', '2024-01-01', null), proc('R2', 'P4', 'L4', 'renouvellement', '2019-01-01', '2019-06-01')],
};
