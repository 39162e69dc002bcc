import { describe, expect, it } from 'vitest';
import { enqueue, MutationRefusedError } from '../../src/replica/enqueue';
import { EDITOR, LOCATION_ID, freshDb, locationRow, nextSeqOf } from './fixtures';

describe('enqueue', () => {
  it('writes the optimistic row and the outbox entry together, with base as the user saw it', async () => {
    const db = freshDb();
    await db.locations.put(locationRow({ etatAbandon: 2 }));
    const entry = await enqueue(db, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 5 } }, { actor: EDITOR });
    expect(entry.seq).toBe(1);
    expect(entry.base).toEqual({ etatAbandon: 2 });
    expect((await db.locations.get(LOCATION_ID))?.etatAbandon).toBe(5);
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 5 }, status: 'pending', attempts: 0 });
    // The row as the server last sent it is kept for the rebuild after a pull.
    expect((await db.shadows.get(['locations', LOCATION_ID]))?.row?.etatAbandon).toBe(2);
  });

  it('numbers mutations 1, 2, 3 without gaps and captures each base from the previous optimistic value', async () => {
    const db = freshDb();
    await db.locations.put(locationRow({ etatAbandon: 1 }));
    for (const value of [2, 3, 4]) {
      await enqueue(db, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: value } }, { actor: EDITOR });
    }
    const outbox = await db.outbox.orderBy('seq').toArray();
    expect(outbox.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(outbox.map((m) => m.base.etatAbandon)).toEqual([1, 2, 3]);
    expect(await nextSeqOf(db)).toBe(4);
    // The shadow still holds the server's value, not an intermediate one.
    expect((await db.shadows.get(['locations', LOCATION_ID]))?.row?.etatAbandon).toBe(1);
  });

  it('writes nothing when apply rejects (row missing), and says why in French', async () => {
    const db = freshDb();
    await expect(enqueue(db, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 3 } }, { actor: EDITOR })).rejects.toThrow(
      'Concession introuvable.',
    );
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
    expect(await nextSeqOf(db)).toBe(1);
  });

  it('refuses invalid args with the schema message and a read-only role', async () => {
    const db = freshDb();
    await db.locations.put(locationRow());
    const bad = enqueue(db, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 9 } }, { actor: EDITOR });
    await expect(bad).rejects.toBeInstanceOf(MutationRefusedError);
    await expect(bad).rejects.toThrow("L'état d'abandon doit être un nombre de 1 à 6.");
    const readOnly = enqueue(db, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 3 } }, { actor: { ...EDITOR, roles: ['ROLE_USER'] } });
    await expect(readOnly).rejects.toThrow('Consultation');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.locations.get(LOCATION_ID))?.etatAbandon).toBe(2);
  });

  it('leaves row and outbox both absent when the transaction fails after the row write', async () => {
    const db = freshDb();
    await db.locations.put(locationRow({ etatAbandon: 2 }));
    // A failure at the last step (the outbox insert) must roll back the optimistic row written before it.
    db.outbox.hook('creating', () => {
      throw new Error('disque plein simulé');
    });
    await expect(enqueue(db, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 6 } }, { actor: EDITOR })).rejects.toThrow();
    expect((await db.locations.get(LOCATION_ID))?.etatAbandon).toBe(2);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.shadows.count()).toBe(0);
    expect(await nextSeqOf(db)).toBe(1);
  });

  it('turns a quota error into the French storage message and writes nothing', async () => {
    const db = freshDb();
    await db.locations.put(locationRow({ etatAbandon: 2 }));
    db.outbox.hook('creating', () => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await expect(enqueue(db, { name: 'location.setEtatAbandon', args: { id: LOCATION_ID, etatAbandon: 6 } }, { actor: EDITOR })).rejects.toThrow(
      "Espace de stockage insuffisant sur cet appareil : la modification n'a pas été enregistrée.",
    );
    expect((await db.locations.get(LOCATION_ID))?.etatAbandon).toBe(2);
    expect(await db.outbox.count()).toBe(0);
  });
});
