import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationStateFor } from '../../src/domain/notifications/userState';
import { notifications } from '../../server/db/schema';
import { mutation, openWorld, push, seedRow, uuid, type SyncWorld } from './syncKit';

/**
 * Issue 27, 'Owned by their users': each user's state of a notification is theirs. A notification addressed to
 * one user is read and closed by that user alone; a shared one keeps each member's reading and closing apart,
 * and is closed for everyone only by an administrator.
 */
let w: SyncWorld;
beforeAll(async () => {
  w = await openWorld();
});
afterAll(async () => {
  await w.app.close();
  await w.database.close();
});

const notification = (values: Record<string, unknown>) =>
  seedRow(w.db, 'notifications', w.espace.id, { titre: 'Concession échue', description: null, dateRecu: '2026-11-01T08:00:00.000Z', criticite: 'critique', userId: null, ...values });

const rowOf = async (id: string) => {
  const [row] = await w.db.select().from(notifications).where(eq(notifications.id, id));
  if (!row) throw new Error('notification absente');
  return row;
};

/** One push of one mutation on a fresh chain; its result. */
async function act(token: string, name: string, id: string, base: Record<string, unknown> = {}) {
  const clientId = uuid();
  const res = await push(w.app, token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, name, { id }, base)] });
  expect(res.status).toBe(200);
  return res.body.results[0];
}

describe('a notification addressed to one user (issue 27)', () => {
  it('a read-only colleague can neither mark it read nor close it: refused in French, nothing changed', async () => {
    const n = await notification({ userId: w.writer.id, titre: 'Paramétrage du compte' });
    for (const name of ['notification.markRead', 'notification.archive', 'notification.nePlusRappeler']) {
      expect(await act(w.reader.token, name, n.id)).toMatchObject({ status: 'rejected', error: 'Cette notification est adressée à un autre utilisateur.' });
    }
    // Nor an administrator: it is the addressee's own state.
    expect(await act(w.admin.token, 'notification.archive', n.id)).toMatchObject({ status: 'rejected' });
    expect(await rowOf(n.id)).toMatchObject({ dateLue: null, archive: false, nePlusRappeler: false, version: 1 });
    // Its addressee still can.
    expect(await act(w.writer.token, 'notification.archive', n.id, { archive: false })).toMatchObject({ status: 'applied' });
    expect(await rowOf(n.id)).toMatchObject({ archive: true });
  });
});

describe('a shared notification (issue 27)', () => {
  it('a member who closes it closes it for themselves only: the others still see it, new', async () => {
    const n = await notification({});
    expect(await act(w.reader.token, 'notification.archive', n.id, { archive: false })).toMatchObject({ status: 'applied' });
    const row = await rowOf(n.id);
    expect(row.archive).toBe(false);
    expect(notificationStateFor(row, w.reader.id)).toMatchObject({ archive: true });
    expect(notificationStateFor(row, w.writer.id)).toEqual({ dateLue: null, archive: false });
    expect(notificationStateFor(row, w.admin.id)).toEqual({ dateLue: null, archive: false });
  });

  it('each member’s reading is their own, two readings from the same base both kept (no conflict)', async () => {
    const n = await notification({ criticite: 'principale' });
    const [first, second] = [await act(w.reader.token, 'notification.markRead', n.id, { dateLue: null }), await act(w.writer.token, 'notification.markRead', n.id, { dateLue: null })];
    expect([first?.status, second?.status]).toEqual(['applied', 'applied']);
    const row = await rowOf(n.id);
    expect(notificationStateFor(row, w.reader.id).dateLue).not.toBeNull();
    expect(notificationStateFor(row, w.writer.id).dateLue).not.toBeNull();
    expect(notificationStateFor(row, w.admin.id).dateLue).toBeNull();
    expect(row.dateLue).toBeNull();
  });

  it('an administrator who closes it closes it for everyone', async () => {
    const n = await notification({});
    expect(await act(w.admin.token, 'notification.archive', n.id, { archive: false })).toMatchObject({ status: 'applied' });
    const row = await rowOf(n.id);
    expect(row.archive).toBe(true);
    for (const user of [w.reader, w.writer, w.admin]) expect(notificationStateFor(row, user.id).archive).toBe(true);
  });

  it("a member's 'ne plus me le rappeler' on a shared reminder closes their copy and stops nothing for the others", async () => {
    const n = await notification({ titre: 'Paramétrage du compte', criticite: 'principale' });
    expect(await act(w.writer.token, 'notification.nePlusRappeler', n.id, { archive: false, nePlusRappeler: false })).toMatchObject({ status: 'applied' });
    const row = await rowOf(n.id);
    expect(row).toMatchObject({ archive: false, nePlusRappeler: false });
    expect(notificationStateFor(row, w.writer.id).archive).toBe(true);
    expect(notificationStateFor(row, w.reader.id).archive).toBe(false);
  });
});
