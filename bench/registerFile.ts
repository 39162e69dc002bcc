import type { SheetRow } from '../tests/helpers/registers';

/**
 * The benchmarks' register (issues 16 and 26): `lines` lines, one per deceased, two deceased per plot, so
 * lines/2 plots, concessions and holders and `lines` deceased, spread over carrés of 500 plots.
 */
export function benchRegister(lines: number): SheetRow[] {
  const rows: SheetRow[] = [['Carré', 'Allée', 'N°', 'Type', 'Concessionnaire', 'Durée', 'Date acte', 'Défunt', 'Date de décès']];
  for (let i = 0; i < lines; i += 1) {
    const plot = Math.floor(i / 2);
    const first = i % 2 === 0;
    rows.push([
      `C${Math.floor(plot / 500)}`, String(Math.floor(plot / 25) % 20), String(plot % 25),
      first ? 'Concession' : null, first ? `FAMILLE${plot} Jean` : null, first ? '30 ans' : null, first ? `${(plot % 28) + 1}/03/19${50 + (plot % 50)}` : null,
      `FAMILLE${plot} ${first ? 'Pierre' : 'Marie'}`, first ? 19795 + (plot % 9000) : `mars 19${60 + (plot % 40)}`,
    ]);
  }
  return rows;
}
