import { describe, expect, it } from 'vitest';
import { personName, plotLabel, plotShortLabel } from '../../src/domain/rules/labels';
import { PROCEDURE_KINDS, PROCEDURE_LABELS, procedureRoute } from '../../src/domain/constants/procedures';
import { LOCATION_TYPES, PLOT_TYPE_FILTERS } from '../../src/domain/constants/locationTypes';
import { TRAVAUX_TYPES } from '../../src/domain/constants/travaux';
import { REPLICATED_TABLES } from '../../src/domain/entities/tables';

describe('plotLabel', () => {
  it.each([
    [{ carre: 'A', allee: '3', numero: '12', libelle: null }, 'Carré A - Allée 3 - N° 12', 'A / 3 / 12'],
    [{ carre: 'B', allee: null, numero: '4', libelle: null }, 'Carré B - N° 4', 'B / - / 4'],
    [{ carre: null, allee: null, numero: null, libelle: 'Ossuaire communal' }, 'Ossuaire communal', '- / - / -'],
    [{ carre: null, allee: null, numero: null, libelle: null }, '', '- / - / -'],
    // Imported registers name the kind in the value: not written twice.
    [{ carre: 'Carré Nord', allee: 'Allée des Ifs', numero: '2 bis', libelle: null }, 'Carré Nord - Allée des Ifs - N° 2 bis', 'Carré Nord / Allée des Ifs / 2 bis'],
    [{ carre: 'carre 3', allee: 'Allee 1', numero: '5', libelle: null }, 'carre 3 - Allee 1 - N° 5', 'carre 3 / Allee 1 / 5'],
    [{ carre: 'Carrefour', allee: null, numero: '5', libelle: null }, 'Carré Carrefour - N° 5', 'Carrefour / - / 5'],
  ])('%j', (e, long, short) => {
    expect(plotLabel(e)).toBe(long);
    expect(plotShortLabel(e)).toBe(short);
  });
});

describe('personName', () => {
  it.each([
    [{ prenom: 'Hélène', nom: 'Lefèvre', nomJeuneFille: 'Dupré', civilite: 'F' as const }, 'Hélène LEFÈVRE née DUPRÉ'],
    [{ prenom: 'Hélène', nom: 'Lefèvre', nomJeuneFille: 'Dupré', civilite: null }, 'Hélène LEFÈVRE né(e) DUPRÉ'],
    [{ prenom: 'Jean', nom: 'Martin', civilite: 'H' as const }, 'Jean MARTIN'],
    [{ prenom: null, nom: null }, 'Inconnu'],
    [{ prenom: ' ', nom: '' }, 'Inconnu'],
  ])('%j', (p, name) => {
    expect(personName(p)).toBe(name);
  });
});

describe('vocabulary', () => {
  it('has the spec counts', () => {
    expect(LOCATION_TYPES).toHaveLength(8);
    expect(PLOT_TYPE_FILTERS).toHaveLength(8);
    expect(TRAVAUX_TYPES).toHaveLength(19);
    expect(new Set(TRAVAUX_TYPES).size).toBe(19);
    expect(PROCEDURE_KINDS).toHaveLength(6);
  });

  it('routes procedures by kind (spec 002 §2)', () => {
    expect(procedureRoute('repriseAbandon', 'e1')).toBe('/repriseAbandon/e1');
    expect(PROCEDURE_LABELS.retrocession).toBe('Rétrocession');
    // "otherwise the type name lower-cased with the first é replaced by e"
    for (const kind of ['conversion', 'donation', 'renouvellement', 'retrocession'] as const) {
      expect(PROCEDURE_LABELS[kind].toLowerCase().replace('é', 'e')).toBe(kind);
    }
  });

  it('lists every replicated table once, the cemetery first', () => {
    expect(new Set(REPLICATED_TABLES).size).toBe(16);
    expect(REPLICATED_TABLES[0]).toBe('espaces');
  });
});
