import { describe, expect, it } from 'vitest';
import { notificationStateFor } from '../../src/domain/notifications/userState';
import { ctx, rejection, row, run, written, USER } from './mutationsKit';

const OTHER = '01920000-0000-7000-8000-0000000000ff';

const notification = (fields: Record<string, unknown> = {}) =>
  row({ titre: 'Concession échue', description: null, dateRecu: '2026-11-01T08:00:00.000Z', dateLue: null, archive: false, emplacementId: null, criticite: 'critique', userId: USER, nePlusRappeler: false, etatsUtilisateurs: {}, ...fields });
const shared = (fields: Record<string, unknown> = {}) => notification({ userId: null, ...fields });

const consultation = { ...ctx, roles: ['ROLE_USER'] };
const admin = { ...ctx, roles: ['ROLE_ADMIN'] };

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

describe('each user’s state is theirs (issue 27)', () => {
  it.each([
    ['notification.markRead', consultation],
    ['notification.archive', consultation],
    ['notification.nePlusRappeler', consultation],
    ['notification.archive', admin],
    ['notification.markRead', admin],
  ])('%s on a notification addressed to another user is refused (%j)', (name, context) => {
    const n = notification({ userId: OTHER });
    expect(rejection(run(name, { id: n.id }, { row: n }, null, context))).toBe('Cette notification est adressée à un autre utilisateur.');
  });

  it('a member reading a shared one writes their own entry, the row and the others’ entries as they were', () => {
    const n = shared({ etatsUtilisateurs: { [OTHER]: { dateLue: '2026-11-02T09:00:00.000Z', archive: true } } });
    const w = written(run('notification.markRead', { id: n.id }, { row: n }, null, consultation));
    expect(w).toMatchObject({ dateLue: null, archive: false, etatsUtilisateurs: { [OTHER]: { dateLue: '2026-11-02T09:00:00.000Z', archive: true }, [USER]: { dateLue: ctx.now, archive: false } } });
    // Read again: nothing to write.
    const again = run('notification.markRead', { id: n.id }, { row: { ...n, etatsUtilisateurs: w['etatsUtilisateurs'] } }, null, consultation);
    expect(again.status === 'applied' && again.writes).toEqual([]);
  });

  it.each([
    ['Consultation', consultation, false],
    ['a clerk', ctx, false],
    ['an administrator', admin, true],
  ])('%s closing a shared critical one: closed for them; for everyone only by an administrator (%#)', (_who, context, forAll) => {
    const n = shared();
    const w = written(run('notification.archive', { id: n.id }, { row: n }, { archive: false }, context));
    expect(w['archive']).toBe(forAll);
    const after = { userId: null, dateLue: null, archive: w['archive'] as boolean, etatsUtilisateurs: w['etatsUtilisateurs'] as never };
    expect(notificationStateFor(after, USER)).toEqual({ dateLue: ctx.now, archive: true });
    expect(notificationStateFor(after, OTHER).archive).toBe(forAll);
  });

  it("'ne plus me le rappeler' on a shared reminder: a member closes their copy, an administrator stops it for all", () => {
    const n = shared({ titre: 'Paramétrage du compte', criticite: 'principale' });
    expect(written(run('notification.nePlusRappeler', { id: n.id }, { row: n }, null, consultation))).toMatchObject({ archive: false, nePlusRappeler: false, etatsUtilisateurs: { [USER]: { archive: true } } });
    expect(written(run('notification.nePlusRappeler', { id: n.id }, { row: n }, null, admin))).toMatchObject({ archive: true, nePlusRappeler: true });
  });

  it('the state a user sees: theirs for a shared one (the row’s dateLue is no one’s reading), the row’s for their own', () => {
    const states = { [USER]: { dateLue: '2026-11-03T00:00:00.000Z', archive: false } };
    expect(notificationStateFor({ userId: null, dateLue: '2026-11-01T00:00:00.000Z', archive: false, etatsUtilisateurs: states }, USER)).toEqual(states[USER]);
    expect(notificationStateFor({ userId: null, dateLue: '2026-11-01T00:00:00.000Z', archive: false, etatsUtilisateurs: states }, OTHER)).toEqual({ dateLue: null, archive: false });
    expect(notificationStateFor({ userId: null, dateLue: null, archive: false }, USER)).toEqual({ dateLue: null, archive: false });
    expect(notificationStateFor({ userId: USER, dateLue: '2026-11-01T00:00:00.000Z', archive: true, etatsUtilisateurs: {} }, USER)).toEqual({ dateLue: '2026-11-01T00:00:00.000Z', archive: true });
  });
});

describe("'ne plus me le rappeler' (spec 000 §2.6)", () => {
  it('archives the notification and marks it, so the generation stops the reminder', () => {
    const n = notification({ titre: 'Paramétrage du compte', userId: ctx.userId });
    expect(written(run('notification.nePlusRappeler', { id: n.id }, { row: n }, null, consultation))).toMatchObject({ archive: true, nePlusRappeler: true, dateLue: ctx.now });
  });

  it("refuses it on a notification addressed to another user", () => {
    const n = notification({ titre: 'Paramétrage du compte', userId: OTHER });
    expect(rejection(run('notification.nePlusRappeler', { id: n.id }, { row: n }))).toBe('Cette notification est adressée à un autre utilisateur.');
  });
});
