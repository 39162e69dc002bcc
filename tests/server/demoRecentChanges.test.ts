import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../helpers/testDb';
import type { Database } from '../../server/db/client';
import { seedDemo } from '../../server/demo/seed';
import { listChanges } from '../../server/donnees/restore.service';
import { changeSentence } from '../../src/domain/donnees/changeWording';

/** The demo shows restore points (issue 15): changes of the last days, made through the command layer. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('demo restore points', () => {
  it("lists the agent's and the administrator's changes of the last two days in plain words", async () => {
    const seeded = await seedDemo(database.db, { plots: 60 });
    const agent = seeded.data.users.find((u) => u.email === 'agent@demo.fr');
    const cemetery = seeded.data.cemeteries.find((c) => agent?.societeIds.includes(c.espace.societeId));
    if (!cemetery) throw new Error('no cemetery');
    const { changes } = await listChanges(database.db, cemetery.espace.id, Date.now());
    const sentences = changes.map(changeSentence);
    expect(sentences.some((s) => /a modifié l'état d'abandon de Carré /.test(s))).toBe(true);
    expect(sentences.some((s) => /a modifié la facturation de la concession de Carré /.test(s))).toBe(true);
  });
});
