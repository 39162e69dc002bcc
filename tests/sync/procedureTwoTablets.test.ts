import { describe, expect, it } from 'vitest';
import { parisToday } from '../../server/sync/clock';
import { appliedCount, seedEmplacement, seedLocation, serverRows } from './seed';
import { twoTablets } from './twoTablets';

/**
 * Issue 11 across devices: a procedure step recorded on one tablet reaches the other after sync, and the same
 * step recorded offline on two tablets gives one applied and one refusal kept in the second tablet's conflicts
 * (shown to its user with the engine's French message), never a second record of the step.
 */
const pair = twoTablets();
const { tablets, sync, record } = pair;

describe('a procedure on two tablets', () => {
  it('a step made on one tablet is on the other after sync; the same step made on both is applied once and refused on the second, kept in its conflicts', async () => {
    const today = parisToday(Date.now());
    const emplacementId = await seedEmplacement(pair.world.database.db, pair.world.espace.id, 'P2');
    const locationId = await seedLocation(pair.world.database.db, pair.world.espace.id, emplacementId);
    expect((await sync(0)).outcome).toBe('ok');
    expect((await sync(1)).outcome).toBe('ok');

    // Tablet 1 opens a donation; tablet 2 sees it after sync.
    const procedureId = crypto.randomUUID();
    await record(0, 'procedure.start', { id: procedureId, kind: 'donation', emplacementId, locationId });
    expect((await sync(0)).outcome).toBe('ok');
    expect((await sync(1)).outcome).toBe('ok');
    expect(await tablets[1]!.db.procedures.get(procedureId)).toMatchObject({ kind: 'donation', etat: 0, etapes: [] });

    // Both record step 1 (Vérifier) with no network; tablet 1 syncs first.
    const verifier = { id: procedureId, etape: 1, champs: { dateVerification: today, demandeeTitulaire: true, heritierMemeSang: null, valide: true } };
    const first = await record(0, 'procedure.recordStep', verifier);
    const second = await record(1, 'procedure.recordStep', verifier);
    expect((await sync(0)).outcome).toBe('ok');
    await sync(1);

    const ledger = await appliedCount(pair.world.database.db, [first.id, second.id]);
    expect(ledger.get(first.id)).toEqual({ count: 1, status: 'applied' });
    expect(ledger.get(second.id)?.status).not.toBe('applied');
    // The server holds the step once.
    const [row] = (await serverRows(pair.world.database.db, 'procedures', pair.world.espace.id)).filter((r) => r.id === procedureId);
    expect(row?.etat).toBe(1);
    expect((row?.etapes as Array<{ etape: number }>).filter((e) => e.etape === 1)).toHaveLength(1);

    // Tablet 2 shows its refused step to its user with the engine's message, and now holds tablet 1's step.
    const conflict = await tablets[1]!.db.conflicts.get(second.id);
    expect(conflict?.status).toBe('rejected');
    expect(conflict?.message).toMatch(/^Cette étape a déjà été effectuée le \d{2}\/\d{2}\/\d{4}/);
    const mirrored = await tablets[1]!.db.procedures.get(procedureId);
    expect(mirrored?.etat).toBe(1);
    expect((mirrored?.etapes as Array<{ etape: number }> | undefined)?.filter((e) => e.etape === 1)).toHaveLength(1);
    expect(await tablets[1]!.db.outbox.count()).toBe(0);
  });
});
