import { describe, expect, it } from 'vitest';
import { MSG_EVENT_NOT_YOURS } from '../../src/domain/mutations/event';
import { seedEmplacement, serverRows } from './seed';
import { twoTablets } from './twoTablets';

/**
 * Issue 18: notes and personal events are written on a tablet with no network, shown there at once, synced to
 * the server and the other tablet; the same note edited on two tablets gives one applied change and one
 * conflict kept, with both values, for the second tablet's user; a personal event stays its author's.
 */
const pair = twoTablets();
const { tablets, sync, record } = pair;

describe('notes and personal events on two tablets', () => {
  it('a note linked to a plot, written offline, shows at once, syncs, and an edit made on both tablets is one applied and one conflict', async () => {
    const emplacementId = await seedEmplacement(pair.world.database.db, pair.world.espace.id, 'N1');
    expect((await sync(0)).outcome).toBe('ok');
    expect((await sync(1)).outcome).toBe('ok');

    const id = crypto.randomUUID();
    await record(0, 'note.create', { id, titre: 'Grille rouillée', contenu: 'À signaler à la famille.', emplacementId });
    // Offline: on the tablet at once, not yet on the server.
    expect(await tablets[0]!.db.notes.get(id)).toMatchObject({ titre: 'Grille rouillée', emplacementId, etat: 1 });
    expect((await serverRows(pair.world.database.db, 'notes', pair.world.espace.id)).some((r) => r.id === id)).toBe(false);

    expect((await sync(0)).outcome).toBe('ok');
    expect((await sync(1)).outcome).toBe('ok');
    expect(await tablets[1]!.db.notes.get(id)).toMatchObject({ titre: 'Grille rouillée', emplacementId });

    // Both tablets retitle it offline; the first to sync wins, the second keeps its value in its conflicts.
    await record(0, 'note.update', { id, titre: 'Grille repeinte' });
    const mine = await record(1, 'note.update', { id, titre: 'Grille à changer' });
    expect((await sync(0)).outcome).toBe('ok');
    await sync(1);
    const conflict = await tablets[1]!.db.conflicts.get(mine.id);
    expect(conflict).toMatchObject({ status: 'conflict', table: 'notes', mine: { titre: 'Grille à changer' } });
    expect(conflict?.current?.titre).toBe('Grille repeinte');
    expect((await tablets[1]!.db.notes.get(id))?.titre).toBe('Grille repeinte');

    // Archive, trash, restore and delete are writes like the rest.
    await record(0, 'note.update', { id, etat: 2 });
    await record(0, 'note.update', { id, etat: 3 });
    await record(0, 'note.delete', { id });
    expect((await sync(0)).outcome).toBe('ok');
    // serverRows lists live rows only: the deleted note is gone from the server, and from the other tablet.
    expect((await serverRows(pair.world.database.db, 'notes', pair.world.espace.id)).some((r) => r.id === id)).toBe(false);
    expect((await sync(1)).outcome).toBe('ok');
    expect(await tablets[1]!.db.notes.get(id)).toBeUndefined();
  });

  it('a note linked to a plot of nowhere is refused on the tablet with the French message', async () => {
    await expect(record(0, 'note.create', { id: crypto.randomUUID(), titre: 'Perdue', emplacementId: crypto.randomUUID() })).rejects.toThrow('Emplacement introuvable.');
  });

  it('a personal event with "Lier à une note ?" syncs with its note; the other user may not change it', async () => {
    const id = crypto.randomUUID();
    await record(0, 'event.create', { id, titre: 'Rendez-vous famille Martin', contenu: 'Salle du conseil', dateDebut: '2027-03-04T10:30', isNote: true, isPersonnel: true });
    expect(await tablets[0]!.db.events.get(id)).toMatchObject({ type: 'personnel', dateDebut: '2027-03-04T10:30', isPersonnel: true, userId: tablets[0]!.person.userId });
    expect(await tablets[0]!.db.notes.get(id)).toMatchObject({ titre: 'Rendez-vous famille Martin', date: '2027-03-04', etat: 1 });
    expect((await sync(0)).outcome).toBe('ok');
    expect((await serverRows(pair.world.database.db, 'events', pair.world.espace.id)).find((r) => r.id === id)).toMatchObject({ titre: 'Rendez-vous famille Martin', is_note: true, is_personnel: true });
    expect((await serverRows(pair.world.database.db, 'notes', pair.world.espace.id)).find((r) => r.id === id)).toMatchObject({ contenu: 'Salle du conseil' });

    expect((await sync(1)).outcome).toBe('ok');
    await expect(record(1, 'event.update', { id, titre: 'Autre' })).rejects.toThrow(MSG_EVENT_NOT_YOURS);
  });

  it('two tablets moving the same shared event: one applied, one conflict shown with both dates', async () => {
    const id = crypto.randomUUID();
    await record(0, 'event.create', { id, titre: 'Nettoyage des allées', dateDebut: '2027-04-01', isNote: false, isPersonnel: false });
    expect((await sync(0)).outcome).toBe('ok');
    expect((await sync(1)).outcome).toBe('ok');
    await record(0, 'event.update', { id, dateDebut: '2027-04-02' });
    const mine = await record(1, 'event.update', { id, dateDebut: '2027-04-08' });
    expect((await sync(0)).outcome).toBe('ok');
    await sync(1);
    const conflict = await tablets[1]!.db.conflicts.get(mine.id);
    expect(conflict).toMatchObject({ status: 'conflict', table: 'events', mine: { dateDebut: '2027-04-08' } });
    expect(conflict?.current?.dateDebut).toBe('2027-04-02');
  });

  it('refuses an end before the start and an impossible date', async () => {
    await expect(record(0, 'event.create', { id: crypto.randomUUID(), titre: 'x', dateDebut: '2027-04-02', dateFin: '2027-04-01', isNote: false, isPersonnel: false })).rejects.toThrow('La fin doit être postérieure au début.');
    await expect(record(0, 'event.create', { id: crypto.randomUUID(), titre: 'x', dateDebut: '2027-02-30', isNote: false, isPersonnel: false })).rejects.toThrow(/Date invalide/);
  });
});
