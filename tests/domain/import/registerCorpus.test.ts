import { describe, expect, it } from 'vitest';
import type { Contact } from '../../../src/domain/entities/contact';
import type { Emplacement } from '../../../src/domain/entities/emplacement';
import type { Location } from '../../../src/domain/entities/location';
import type { Occupant } from '../../../src/domain/entities/occupant';
import { formatPartialDate } from '../../../src/domain/import/dates';
import { columnValues, findHeaderRow, guessMapping } from '../../../src/domain/import/headers';
import { planRegisterImport } from '../../../src/domain/import/plan';
import { readRegisterLines } from '../../../src/domain/import/rows';
import { REGISTERS } from '../../corpus/registers';
import type { CorpusRegister, ExpectedPerson } from '../../corpus/types';
import { MemoryCemetery } from '../../helpers/memoryCemetery';

/**
 * Every register of the corpus (tests/corpus/registers, issue 26) through the pure pipeline: the mapping the
 * import proposes, the dry run, the mutations applied as the server decides them, and what the cemetery then
 * holds, person by person, against what a careful reader of the register knows is in it. Then the same file
 * again: nothing to write.
 */
let n = 0;
const newId = () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;
const TODAY = '2026-11-27';

export function planCorpus(register: CorpusRegister, cemetery = new MemoryCemetery()) {
  const header = findHeaderRow(register.rows);
  const headers = (register.rows[header] ?? []).map((c) => String(c ?? ''));
  const mapping = guessMapping(headers, columnValues(register.rows, header, headers.length));
  const lines = readRegisterLines(register.rows, mapping, header + 1);
  const plan = planRegisterImport(lines, cemetery.existing(), { communes: [], newId, today: TODAY });
  return { mapping, plan, cemetery };
}

const plotOf = (cemetery: MemoryCemetery, id: string | null) => {
  const e = cemetery.rows('emplacements').find((r) => r.id === id) as unknown as Emplacement | undefined;
  return e ? `${e.carre ?? ''}-${e.allee ?? ''}-${e.numero ?? ''}` : '?';
};
const personOf = (p: ExpectedPerson) => ({
  plot: p.plot, nom: p.nom, prenom: p.prenom,
  ...(p.nomJeuneFille !== undefined ? { nomJeuneFille: p.nomJeuneFille } : {}),
  ...(p.civilite !== undefined ? { civilite: p.civilite } : {}),
  ...(p.naissance !== undefined ? { naissance: p.naissance } : {}),
  ...(p.deces !== undefined ? { deces: p.deces } : {}),
});
const sortPeople = <T extends { plot: string; nom: string | null; prenom: string | null }>(list: T[]) =>
  [...list].sort((a, b) => `${a.plot}|${a.nom}|${a.prenom}|${JSON.stringify(a)}`.localeCompare(`${b.plot}|${b.nom}|${b.prenom}|${JSON.stringify(b)}`));

/** What the cemetery holds, in the shape of the corpus's expectations, keeping only the keys each expectation names. */
function stored(cemetery: MemoryCemetery, expected: readonly ExpectedPerson[], table: 'occupants' | 'holders' | 'ayants') {
  const locations = cemetery.rows('locations') as unknown as Location[];
  const rows =
    table === 'occupants'
      ? (cemetery.rows('occupants') as unknown as Occupant[]).map((o) => ({
          plot: plotOf(cemetery, o.emplacementId), nom: o.nom, prenom: o.prenom, nomJeuneFille: o.nomJeuneFille, civilite: o.civilite ?? null,
          naissance: o.dateDeNaissance ? o.dateDeNaissance.split('-').reverse().join('/') : o.dateNaissanceIncomplete ? formatPartialDate(o.dateNaissanceIncomplete) : null,
          deces: o.dateDeces ? formatPartialDate(o.dateDeces) : null,
        }))
      : (cemetery.rows('contacts') as unknown as Contact[])
          .filter((c) => (table === 'ayants' ? c.typeDeContact === 'Ayant-droit' : c.typeDeContact !== 'Ayant-droit'))
          .map((c) => ({
            plot: plotOf(cemetery, locations.find((l) => l.id === c.locationId)?.emplacementId ?? null), nom: c.nom, prenom: c.prenom,
            nomJeuneFille: c.nomJeuneFille, civilite: c.civilite ?? null, naissance: null, deces: null,
          }));
  // Compare on the keys the corpus states for each person, matched in order after sorting.
  const sorted = sortPeople(rows);
  const wanted = sortPeople(expected.map(personOf));
  return { got: sorted.map((r, i) => Object.fromEntries(Object.keys(wanted[i] ?? { plot: 0, nom: 0, prenom: 0 }).map((k) => [k, r[k as keyof typeof r]]))), wanted };
}

describe.each(REGISTERS.map((r) => [r.name, r] as const))('corpus: %s', (_name, register) => {
  const { mapping, plan, cemetery } = planCorpus(register);
  cemetery.apply(plan.envelopes);

  it('proposes the mapping a careful reader would choose', () => {
    for (const [column, field] of Object.entries(register.expect.mapping ?? {})) expect([Number(column), mapping[Number(column)]]).toEqual([Number(column), field]);
  });

  it('imports every person with their identity and dates, and nobody else', () => {
    const deceased = stored(cemetery, register.expect.deceased, 'occupants');
    expect(deceased.got).toEqual(deceased.wanted);
    const holders = stored(cemetery, register.expect.holders, 'holders');
    expect(holders.got).toEqual(holders.wanted);
    const ayants = stored(cemetery, register.expect.ayantsDroit ?? [], 'ayants');
    expect(ayants.got).toEqual(ayants.wanted);
  });

  it('creates each concession as the register gives it, and leaves free what is free', () => {
    const locations = cemetery.rows('locations') as unknown as Location[];
    const got = locations.map((l) => ({ plot: plotOf(cemetery, l.emplacementId), type: l.type, duree: l.duree, perpetuelle: l.perpetuelle, dateDebut: l.dateDebut, nbPlaces: l.nbPlaces }));
    expect(got.map((g) => g.plot).sort()).toEqual(register.expect.concessions.map((c) => c.plot).sort());
    for (const c of register.expect.concessions) expect(got.find((g) => g.plot === c.plot)).toMatchObject(c);
    for (const plot of register.expect.freePlots ?? []) {
      expect(cemetery.rows('emplacements').map((e) => plotOf(cemetery, String(e.id)))).toContain(plot);
      expect(got.map((g) => g.plot)).not.toContain(plot);
    }
  });

  it('says on its line every value it left empty, and refuses only the lines it must', () => {
    for (const [line, says] of register.expect.warnings) {
      const dry = plan.lines.find((l) => l.line === line);
      expect(dry?.warnings.some((w) => says.test(w)), `line ${line}: ${JSON.stringify(dry?.warnings)}`).toBe(true);
    }
    const warned = new Set(register.expect.warnings.map(([line]) => line));
    for (const l of plan.lines) if (!warned.has(l.line)) expect(l.warnings, `line ${l.line}`).toEqual([]);
    expect(plan.lines.filter((l) => l.status === 'refusé').map((l) => l.line)).toEqual(register.expect.refused);
    expect(plan.counts.lignesPartielles).toBe(new Set(plan.lines.filter((l) => l.status !== 'refusé' && l.warnings.length > 0).map((l) => l.line)).size);
  });

  it('the same file again writes nothing', () => {
    const again = planCorpus(register, cemetery).plan;
    expect(again.envelopes.map((e) => `${e.line}: ${e.name} ${JSON.stringify(e.args)}`)).toEqual([]);
  });
});
