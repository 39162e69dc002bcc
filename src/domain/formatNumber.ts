/**
 * Numbers written the French way (1 234,5), computed rather than asked of Intl: the first Intl.NumberFormat of a
 * page loads the browser's number data, about 20 ms of main thread on a tablet, and the plan's statistics are on
 * the first screen (issue 14, first load). Same output as Intl.NumberFormat('fr-FR', { maximumFractionDigits }):
 * a narrow no-break space between thousands, a decimal comma, no trailing zeros, and the number rounded as it is
 * written (0.15 is "0,2", not the double's 0.1499…), halves away from zero.
 */

/** The narrow no-break space CLDR gives French between groups of thousands (from four digits on). */
const GROUP = '\u202f';

/** The shortest decimal digits that read back as the number, and where the point goes among them. */
function decimalDigits(abs: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = String(abs).split('e');
  const dot = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  return { digits, point: (dot === -1 ? mantissa.length : dot) + Number(exponent) };
}

/** Adds one to a string of decimal digits ('199' → '200', '99' → '100'). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

export function formatDecimalFr(value: number, maxFractionDigits = 0): string {
  if (Number.isNaN(value)) return 'NaN';
  const negative = value < 0 || Object.is(value, -0);
  if (!Number.isFinite(value)) return negative ? '-∞' : '∞';
  let { digits, point } = decimalDigits(Math.abs(value));
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (digits.length < point) digits += '0'.repeat(point - digits.length);
  const keep = point + maxFractionDigits;
  if (digits.length > keep) {
    const up = digits.charCodeAt(keep) >= 53; // '5'
    digits = digits.slice(0, keep);
    if (up) {
      const bigger = increment(digits);
      if (bigger.length > digits.length) point++;
      digits = bigger;
    }
  }
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const fraction = digits.slice(point).replace(/0+$/, '');
  const grouped = whole.length >= 4 ? whole.replace(/\B(?=(\d{3})+$)/g, GROUP) : whole;
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}
