import type { ImportField } from '../../src/domain/import/fields';
import type { Cell } from '../../src/domain/import/rows';

/**
 * A messy register of the corpus (issue 26), written the way French town halls and GIS contractors write them,
 * with what a careful reader of it knows to be in it: every person, every concession, every line that cannot
 * be taken whole. The suite imports each one (tests/domain/import/registerCorpus.test.ts through the pure
 * pipeline, tests/server/registerCorpus.test.ts as .xlsx and .csv files through the routes) and compares.
 */
export interface ExpectedPerson {
  /** 'carré-allée-numéro' as the cemetery will write it, '' for a missing part: 'A-1-12', 'F--131'. */
  plot: string;
  nom: string | null;
  prenom: string | null;
  nomJeuneFille?: string | null;
  civilite?: 'H' | 'F' | null;
  /** As the dry run writes a date: '12/03/1987', '03/1987', '1987'. */
  naissance?: string | null;
  deces?: string | null;
}

export interface ExpectedConcession {
  plot: string;
  type?: string;
  duree?: number | null;
  perpetuelle?: boolean;
  /** ISO, or null when the register gives none that is whole. */
  dateDebut?: string | null;
  nbPlaces?: number | null;
}

export interface CorpusRegister {
  /** What the file is, as a town hall would describe it. */
  name: string;
  rows: Cell[][];
  /** Merged ranges of the .xlsx as the town saved it (the .csv repeats nothing: the cells below are empty). */
  merges?: Array<{ s: { r: number; c: number }; e: { r: number; c: number } }>;
  /** How the .csv is saved: Windows-1252 by Excel's 'CSV (séparateur : point-virgule)', or UTF-8. */
  encoding: 'latin1' | 'utf8';
  expect: {
    /** The field the import must propose for some columns (by index). */
    mapping?: Record<number, ImportField | null>;
    deceased: ExpectedPerson[];
    holders: ExpectedPerson[];
    ayantsDroit?: ExpectedPerson[];
    concessions: ExpectedConcession[];
    /** Plots created without a concession. */
    freePlots?: string[];
    /** Each line that must carry a warning, and what it must say. */
    warnings: Array<[line: number, says: RegExp]>;
    /** Lines that must be refused. */
    refused: number[];
  };
}
