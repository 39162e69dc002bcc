import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, legalItems, personalItems, renewalItems, toICalendar, type AgendaItem } from '../../src/domain/calendar';
import type { CalendarEvent } from '../../src/domain/entities/calendarEvent';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { Location } from '../../src/domain/entities/location';
import { cemeteryLegalDates } from '../../src/domain/procedures/legalCalendar';
import { abandonWorld, run, script } from './abandonKit';

const base = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00.000Z', deletedAt: null };
const plot = { ...base, id: 'plot', carre: 'B', allee: '2', numero: '7', libelle: null } as unknown as Emplacement;
const plots = new Map([[plot.id, plot]]);
const concession = (dateFin: string | null, extra: Partial<Location> = {}) =>
  ({ ...base, id: `l-${dateFin}`, emplacementId: 'plot', type: 'Concession', famille: 'Martin', dateDebut: '1996-01-01', dateFin, perpetuelle: false, duree: 30, isArchived: false, ...extra }) as unknown as Location;

describe('agenda items (spec 002 §2 Calendar)', () => {
  it('a concession to renew falls on its end date, pink link to the sheet; échue, perpetual or out of range is not shown', () => {
    const [item] = renewalItems([concession('2026-06-30')], plots, '2026-01-10', '2026-01-01', '2026-12-31');
    expect(item).toMatchObject({ kind: 'a_renouveler', start: '2026-06-30', link: '/fiche-concession/plot', titre: 'À renouveler : famille Martin' });
    expect(item?.description).toContain("renouvellement possible jusqu'au 30/06/2028");
    expect(renewalItems([concession('2023-06-30')], plots, '2026-01-10', '2023-01-01', '2026-12-31')).toEqual([]);
    expect(renewalItems([concession(null, { perpetuelle: true })], plots, '2026-01-10', '2026-01-01', '2026-12-31')).toEqual([]);
    expect(renewalItems([concession('2027-06-30')], plots, '2026-01-10', '2026-01-01', '2026-12-31')).toEqual([]);
  });

  it("a procedure's legal date says the step, the date, what is due, and leads to the procedure", () => {
    const w = abandonWorld();
    const s = script('2026-01-05');
    const atPv = { ...run(w, s.before(4)), id: 'a', emplacementId: 'plot' };
    const dates = cemeteryLegalDates({ emplacements: [plot], locations: [w.location], occupants: w.occupants, contacts: [], procedures: [atPv] }, '2026-02-01', '2026-02-01T10:00:00Z');
    const [item] = legalItems(dates, plots, '2026-01-01', '2026-12-31');
    expect(item).toMatchObject({ kind: 'procedure', start: '2026-02-17', link: '/repriseAbandon/plot' });
    expect(item?.titre).toMatch(/^Date limite : étape 4 /);
    expect(item?.description).toContain('premier procès-verbal');
  });

  it('a personal event marked personnel is seen by its author only', () => {
    const ev = (isPersonnel: boolean) => ({ ...base, id: `ev-${isPersonnel}`, titre: 'RDV', contenu: null, dateDebut: '2026-03-04T10:00', dateFin: null, type: 'personnel', emplacementId: null, isNote: false, isPersonnel, userId: 'moi' }) as CalendarEvent;
    expect(personalItems([ev(true), ev(false)], 'moi', '2026-03-01', '2026-03-31')).toHaveLength(2);
    expect(personalItems([ev(true), ev(false)], 'autre', '2026-03-01', '2026-03-31').map((i) => i.id)).toEqual(['event:ev-false']);
  });
});

describe('iCalendar text (RFC 5545)', () => {
  const item = (over: Partial<AgendaItem>): AgendaItem => ({ id: 'x', kind: 'travaux', titre: 'T', start: '2026-05-04', end: null, description: '', link: null, eventId: null, ...over });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without cutting a UTF-8 character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });

  it('ends every line with CRLF, whole days with an exclusive DTEND, times in Europe/Paris', () => {
    const text = toICalendar(
      [item({ titre: 'Travaux : Pose, dépose; nettoyage', end: '2026-05-06', link: '/fiche-concession/p' }), item({ id: 'y', kind: 'personnel', start: '2026-05-04T10:30' })],
      { name: 'Cimetière de Test', now: '2026-05-01T08:00:00.000Z', origin: 'https://mairie.example' },
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text).toContain('\r\nSUMMARY:Travaux : Pose\\, dépose\\; nettoyage\r\n');
    expect(text).toContain('\r\nDTSTART;VALUE=DATE:20260504\r\nDTEND;VALUE=DATE:20260507\r\n');
    expect(text).toContain('\r\nDTSTART;TZID=Europe/Paris:20260504T103000\r\nDURATION:PT1H\r\n');
    expect(text).toContain('\r\nURL:https://mairie.example/fiche-concession/p\r\n');
    expect(text).toContain('\r\nDTSTAMP:20260501T080000Z\r\n');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});
