import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../server/db/schema';
import { bearer } from '../helpers/fixtures';
import { openWorld, seedEmplacement, seedLocation, type SyncWorld } from './syncKit';

let w: SyncWorld;
let locA12: string;
let loc154: string;
beforeAll(async () => {
  w = await openWorld();
  const a12 = await seedEmplacement(w.db, w.espace.id, { carre: 'A', allee: '1', numero: '12' });
  locA12 = (await seedLocation(w.db, w.espace.id, a12.id, { numero: '98' })).id;
  const b7 = await seedEmplacement(w.db, w.espace.id, { carre: 'B', allee: '2', numero: '7' });
  loc154 = (await seedLocation(w.db, w.espace.id, b7.id, { numero: '154' })).id;
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
});

const send = (step: 'simulation' | '', body: Uint8Array | string) =>
  w.app.inject({
    method: 'POST',
    url: `/api/ESpaces/front_import_actes${step ? `/${step}` : ''}?espaceId=${w.espace.id}`,
    headers: { ...bearer(w.admin.token), 'content-type': 'application/zip' },
    payload: Buffer.from(body),
  });

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const docsOf = (locationId: string) => w.db.select().from(documents).where(eq(documents.locationId, locationId));

type Answer = { fichiers: Array<{ fichier: string; status: string; concession: string }>; ignores: Array<{ name: string; reason: string }>; compteurs: Record<string, number> };

const ARCHIVE = () =>
  zipSync({
    'actes/a-12.PDF': pdf('acte A-12'),
    'Concession N° 0154.pdf': pdf('acte 154'),
    'Carré Z 99.pdf': pdf('inconnu'),
    'photo.jpg': new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    'faux.pdf': new TextEncoder().encode('<html>pas un pdf</html>'),
    '../../etc/passwd.pdf': pdf('traversal'),
    '__MACOSX/._a-12.PDF': new Uint8Array([0, 5, 22, 7]),
  });

describe('POST /api/ESpaces/front_import_actes (issue 16, scanned deeds)', () => {
  it('dry run: each PDF and its concession, the names that matched nothing, the entries skipped; nothing written', async () => {
    const res = await send('simulation', ARCHIVE());
    expect(res.statusCode).toBe(200);
    const body = res.json<Answer>();
    expect(body.fichiers.map((f) => [f.fichier, f.status])).toEqual([
      ['actes/a-12.PDF', 'joint'],
      ['Carré Z 99.pdf', 'non reconnu'],
      ['Concession N° 0154.pdf', 'joint'],
    ]);
    expect(body.fichiers[2]?.concession).toBe('Concession n° 154 · Carré B · Allée 2 · N° 7');
    expect(body.ignores.map((i) => i.name).sort()).toEqual(['../../etc/passwd.pdf', 'faux.pdf', 'photo.jpg']);
    expect(body.ignores.find((i) => i.name.startsWith('..'))?.reason).toMatch(/dangereux/);
    expect(body.compteurs).toEqual({ actesJoints: 2, actesDejaPresents: 0, fichiersNonReconnus: 1, fichiersIgnores: 3 });
    expect(await docsOf(locA12)).toHaveLength(0);
  });

  it('attaches each deed to its concession’s documents by hash, and the same archive twice attaches nothing more', async () => {
    const res = await send('', ARCHIVE());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Import réalisé', compteurs: { actesJoints: 2, fichiersNonReconnus: 1 } });
    const [doc] = await docsOf(loc154);
    expect(doc?.nom).toBe('Concession N° 0154.pdf');
    const media = await w.app.inject({ method: 'GET', url: `/api/media/${doc?.mediaSha256}`, headers: bearer(w.writer.token) });
    expect(media.statusCode).toBe(200);
    expect(media.body).toContain('acte 154');
    expect(await docsOf(locA12)).toHaveLength(1);

    const again = await send('', ARCHIVE());
    expect(again.json()).toMatchObject({ compteurs: { actesJoints: 0, actesDejaPresents: 2 } });
    expect(await docsOf(loc154)).toHaveLength(1);
  });

  it('refuses what is not a ZIP, a zip bomb, an archive without PDF, with a French message, and changes nothing', async () => {
    const bomb = zipSync({ 'a-12.pdf': new Uint8Array(50 * 1024 * 1024) }, { level: 9 });
    const cases: Array<[Uint8Array | string, number, RegExp]> = [
      ['pas une archive', 400, /n’est pas une archive ZIP/],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 400, /n’est pas une archive ZIP/],
      [bomb, 413, /volume anormal/],
      [zipSync({ 'dossier/': new Uint8Array(0) }), 400, /aucun fichier PDF/],
    ];
    const before = (await w.db.select().from(documents)).length;
    for (const [body, status, message] of cases) {
      const res = await send('', body);
      expect(res.statusCode).toBe(status);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect((await w.db.select().from(documents)).length).toBe(before);
  });
});
