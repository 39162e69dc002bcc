import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFrDate, isLeapYear, makeIsoDate } from '../../src/domain/dates';
import { checkDateInput, dateFieldValue, maskDateInput, MSG_DATE_INVALIDE, msgDateApres, msgDateAvant, readDateInput } from '../../src/domain/dateInput';

describe('maskDateInput: what the field shows for what was typed', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1203', '12/03'],
    ['12032', '12/03/2'],
    ['12032024', '12/03/2024'],
    ['120320245', '12/03/2024'],
    ['12/', '12/'],
    ['1/', '1/'],
    ['1/3/2024', '1/3/2024'],
    ['12.03.2024', '12/03/2024'],
    ['12-03-2024', '12/03/2024'],
    ['2024-03-12', '12/03/2024'],
    [' 2024-3-5 ', '05/03/2024'],
    ['12/03/2024', '12/03/2024'],
    ['ab12c03d2024', '12/03/2024'],
    ['//', ''],
  ])('%j shows %j', (raw, shown) => {
    expect(maskDateInput(raw)).toBe(shown);
  });

  it('is stable: masking what is shown changes nothing', () => {
    fc.assert(fc.property(fc.string({ maxLength: 14 }), (raw) => {
      const shown = maskDateInput(raw);
      expect(maskDateInput(shown)).toBe(shown);
    }));
  });
});

describe('checkDateInput: the form value and the message', () => {
  it.each([
    ['', '', null],
    ['   ', '', null],
    ['12/03/2024', '2024-03-12', null],
    ['1/3/2024', '2024-03-01', null],
    ['2024-03-12', '2024-03-12', null],
    ['29/02/2024', '2024-02-29', null],
    ['29/02/2023', '', MSG_DATE_INVALIDE],
    ['29/02/1900', '', MSG_DATE_INVALIDE],
    ['29/02/2000', '2000-02-29', null],
    ['31/02/2024', '', MSG_DATE_INVALIDE],
    ['31/04/2024', '', MSG_DATE_INVALIDE],
    ['00/01/2024', '', MSG_DATE_INVALIDE],
    ['12/13/2024', '', MSG_DATE_INVALIDE],
    ['12/03/20', '', MSG_DATE_INVALIDE],
    ['12/03', '', MSG_DATE_INVALIDE],
  ])('%j gives %j with %j', (text, iso, error) => {
    expect(checkDateInput(text)).toEqual({ iso, error });
  });

  it.each([
    ['31/12/2023', '', msgDateAvant('2024-01-01')],
    ['01/01/2024', '2024-01-01', null],
    ['31/12/2024', '2024-12-31', null],
    ['01/01/2025', '', msgDateApres('2024-12-31')],
  ])('%j within 2024 gives %j with %j', (text, iso, error) => {
    expect(checkDateInput(text, { min: '2024-01-01', max: '2024-12-31' })).toEqual({ iso, error });
  });

  it('says the bounds in French, as the user reads dates', () => {
    expect(msgDateAvant('2024-01-01')).toBe('La date doit être le 01/01/2024 ou après');
    expect(msgDateApres('2024-12-31')).toBe('La date doit être le 31/12/2024 ou avant');
  });
});

const realDate = fc
  .record({ year: fc.integer({ min: 1000, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
  .map(({ year, month, day }) => makeIsoDate(year, month, day))
  .filter((iso): iso is string => iso !== null);

describe('dateFieldValue: what the form gets, so a wrong date is never saved as no date', () => {
  it.each([
    ['', false, ''],
    ['12/03/2024', false, '2024-03-12'],
    ['12/03', false, ''],
    ['12/03', true, '12/03'],
    ['31/02/2024', false, '31/02/2024'],
    ['31/02/2024', true, '31/02/2024'],
    ['01/01/2023', false, '01/01/2023'],
  ])('%s (left: %s) gives %s', (text, settled, expected) => {
    expect(dateFieldValue(text, { min: '2024-01-01' }, settled)).toBe(expected);
  });
});

describe('properties (fast-check)', () => {
  it('round trip: ISO → shown → typed digit by digit → ISO', () => {
    fc.assert(fc.property(realDate, (iso) => {
      const shown = formatFrDate(iso);
      let typed = '';
      for (const digit of shown.replace(/\D/g, '')) typed = maskDateInput(typed + digit);
      expect(typed).toBe(shown);
      expect(checkDateInput(typed)).toEqual({ iso, error: null });
      expect(readDateInput(maskDateInput(iso))).toBe(iso);
    }));
  });

  it('refuses every day past the end of its month, and 29 February only outside leap years', () => {
    fc.assert(fc.property(fc.integer({ min: 1000, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
      const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const mm = String(month).padStart(2, '0');
      expect(checkDateInput(`${last}/${mm}/${year}`).error).toBeNull();
      expect(checkDateInput(`${last + 1}/${mm}/${year}`).error).toBe(MSG_DATE_INVALIDE);
      expect(checkDateInput(`29/02/${year}`).error === null).toBe(isLeapYear(year));
    }));
  });
});
