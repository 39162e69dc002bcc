import { describe, expect, it } from 'vitest';
import { ctx, rejection, row, run, written } from './mutationsKit';

const notification = (fields: Record<string, unknown> = {}) =>
  row({ titre: 'Concession échue', description: null, dateRecu: '2026-11-01T08:00:00.000Z', dateLue: null, archive: false, emplacementId: null, criticite: 'critique', userId: null, ...fields });

const consultation = { ...ctx, roles: ['ROLE_USER'] };

describe('notifications (spec 000 §2.6, §4)', () => {
  it('opening the panel gives an unread notification its read date, once', () => {
    const n = notification();
    expect(written(run('notification.markRead', { id: n.id }, { row: n }))).toMatchObject({ dateLue: ctx.now, archive: false });
    const read = notification({ dateLue: '2026-11-02T09:00:00.000Z' });
    const again = run('notification.markRead', { id: read.id }, { row: read });
    expect(again.status).toBe('applied');
    expect(again.status === 'applied' && again.writes).toEqual([]);
  });

  it('closing one archives it (read as well)', () => {
    const n = notification();
    expect(written(run('notification.archive', { id: n.id }, { row: n }))).toMatchObject({ archive: true, dateLue: ctx.now });
  });

  it('is allowed to Consultation, who may not change the data otherwise', () => {
    const n = notification();
    expect(written(run('notification.archive', { id: n.id }, { row: n }, null, consultation))).toMatchObject({ archive: true });
    const loc = row({ etatAbandon: null, isArchived: false });
    expect(rejection(run('location.setEtatAbandon', { id: loc.id, etatAbandon: 2 }, { row: loc }, null, consultation))).toMatch(/Consultation/);
  });

  it('refuses an unknown notification', () => {
    expect(rejection(run('notification.markRead', { id: notification().id }))).toBe('Notification introuvable.');
  });
});

describe("'ne plus me le rappeler' (spec 000 §2.6)", () => {
  it('archives the notification and marks it, so the generation stops the reminder', () => {
    const n = notification({ titre: 'Paramétrage du compte', userId: ctx.userId });
    expect(written(run('notification.nePlusRappeler', { id: n.id }, { row: n }, null, consultation))).toMatchObject({ archive: true, nePlusRappeler: true, dateLue: ctx.now });
  });

  it("refuses it on a notification addressed to another user", () => {
    const n = notification({ titre: 'Paramétrage du compte', userId: '01920000-0000-7000-8000-0000000000ff' });
    expect(rejection(run('notification.nePlusRappeler', { id: n.id }, { row: n }))).toBe('Cette notification est adressée à un autre utilisateur.');
  });
});
