import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { PartialDate } from '../../../src/domain/entities/replicated';
import { completeExportSheets } from '../../../src/domain/donnees/exportSheets';
import { formatPartialDate } from '../../../src/domain/import/dates';
import { columnValues, findHeaderRow, guessMapping } from '../../../src/domain/import/headers';
import { planRegisterImport } from '../../../src/domain/import/plan';
import { readRegisterLines, type Cell } from '../../../src/domain/import/rows';
import { plotLabel } from '../../../src/domain/rules/labels';
import { MemoryCemetery } from '../../helpers/memoryCemetery';

/**
 * Property (issue 26): a register imported, then exported by the complete export (Données), gives back every
 * person with the same identity and the same dates, whatever the names (accents, particles, hyphens,
 * apostrophes, maiden names) and however the dates are written (day, month or year only; slashes, words,
 * Excel serials). The register names each person once per grave, as a register does, and no two people of a
 * grave share a first name (a woman's maiden name may be another's family name: with the same first name
 * they could be one person, which the import rightly leaves to the user).
 */
const FAMILIES = ['DUPONT', 'LE GALL', 'GUÉGUEN', "D'ARTAGNAN", 'MARTIN-DURAND', 'DE LA FONTAINE', 'LE BRAS', 'KERBRAT', 'ŒUVRARD', 'N’DIAYE', 'ABIVEN'];
const GIVEN = ['Jean', 'Marie', 'Yann-Érwan', 'Anne-Sophie', 'Hervé', 'Françoise', 'Jean, Louis', 'Noël', 'Zoé', 'Maël', 'Marie Thérèse'];
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

const partialDate = fc.oneof(
  fc.record({ jour: fc.constant(null), mois: fc.constant(null), annee: fc.integer({ min: 1850, max: 2025 }) }),
  fc.record({ jour: fc.constant(null), mois: fc.integer({ min: 1, max: 12 }), annee: fc.integer({ min: 1850, max: 2025 }) }),
  fc.record({ jour: fc.integer({ min: 1, max: 28 }), mois: fc.integer({ min: 1, max: 12 }), annee: fc.integer({ min: 1850, max: 2025 }) }),
);

/** A date as a secretary types it: its precision kept, its spelling free. */
function written(d: PartialDate, style: number): Cell {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (d.jour !== null && d.mois !== null && d.annee !== null) {
    if (style % 3 === 1) return `${d.jour === 1 ? '1er' : d.jour} ${MONTHS[d.mois - 1]} ${d.annee}`;
    // An Excel date serial in a cell without its date format (a CSV saved from Excel): from 1907 on, a serial
    // (above 2200) cannot be taken for a year. The reader turns date-formatted cells into ISO days itself.
    if (style % 3 === 2 && d.annee >= 1907) return Math.round((Date.UTC(d.annee, d.mois - 1, d.jour) - Date.UTC(1899, 11, 30)) / 86_400_000);
    return `${pad(d.jour)}/${pad(d.mois)}/${d.annee}`;
  }
  if (d.mois !== null) return style % 2 === 0 ? `${pad(d.mois)}/${d.annee}` : `${MONTHS[d.mois - 1]} ${d.annee}`;
  return style % 2 === 0 ? String(d.annee) : d.annee;
}

const person = fc.record({
  nom: fc.constantFrom(...FAMILIES),
  prenom: fc.constantFrom(...GIVEN),
  nomJeuneFille: fc.option(fc.constantFrom(...FAMILIES), { nil: null }),
  naissance: fc.option(partialDate, { nil: null }),
  deces: fc.option(partialDate, { nil: null }),
  style: fc.nat(5),
});

const register = fc.array(
  fc.record({ carre: fc.constantFrom('A', 'B', 'Nord'), numero: fc.integer({ min: 1, max: 40 }), people: fc.uniqueArray(person, { minLength: 1, maxLength: 4, selector: (p) => p.prenom.split(/[ ,]/)[0] }) }),
  { minLength: 1, maxLength: 12 },
).map((plots) => {
  // One grave per carré and number; a person once per grave.
  const seen = new Set<string>();
  return plots.filter((p) => !seen.has(`${p.carre}|${p.numero}`) && seen.add(`${p.carre}|${p.numero}`));
});

let n = 0;
const newId = () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;

describe('import then complete export: every person back with the same identity and dates (property)', () => {
  test.prop([register], { numRuns: 60 })('separate columns, one line per deceased', (plots) => {
    const rows: Cell[][] = [['Carré', 'N°', 'Nom', 'Prénom', 'Nom de jeune fille', 'Date de naissance', 'Date de décès']];
    for (const plot of plots) {
      for (const p of plot.people) rows.push([plot.carre, plot.numero, p.nom, p.prenom, p.nomJeuneFille, p.naissance && written(p.naissance, p.style), p.deces && written(p.deces, p.style + 1)]);
    }
    const header = findHeaderRow(rows);
    const headers = rows[header]!.map((c) => String(c ?? ''));
    const mapping = guessMapping(headers, columnValues(rows, header, headers.length));
    const plan = planRegisterImport(readRegisterLines(rows, mapping, header + 1), { emplacements: [], locations: [], occupants: [], contacts: [] }, { communes: [], newId });
    expect(plan.lines.filter((l) => l.status === 'refusé' || l.warnings.length > 0)).toEqual([]);
    const cemetery = new MemoryCemetery();
    cemetery.apply(plan.envelopes);

    const sheet = completeExportSheets(cemetery.exportData(), '2026-11-27').find((s) => s.name === 'Défunts')!;
    const column = (name: string) => sheet.headers.indexOf(name);
    // A whole date is a typed date cell of the workbook; what the secretary reads is DD/MM/YYYY.
    const shown = (c: unknown) => (c && typeof c === 'object' && 'iso' in c ? String((c as { iso: string }).iso).split('-').reverse().join('/') : String(c ?? ''));
    const exported = sheet.rows.map((r) =>
      [r[column('Emplacement')], r[column('Nom')], r[column('Prénom')], r[column('Nom de jeune fille')], r[column('Date de naissance')], r[column('Date de décès')]].map(shown).join(' | '),
    );
    const expected = plots.flatMap((plot) =>
      plot.people.map((p) =>
        [plotLabel({ carre: plot.carre, allee: null, numero: String(plot.numero), libelle: null }), p.nom, p.prenom, p.nomJeuneFille ?? '', p.naissance ? formatPartialDate(p.naissance) : '', p.deces ? formatPartialDate(p.deces) : ''].join(' | '),
      ),
    );
    expect(exported.sort()).toEqual(expected.sort());
  });
});
