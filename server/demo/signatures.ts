import { createHash } from 'node:crypto';
import type { Media } from '../../src/domain/entities/media';
import type { Procedure } from '../../src/domain/entities/procedure';
import { png } from './photos';

/**
 * The signatures of the demo's PVs de constat d'abandon (R2223-14): a small PNG per signatory, a pen stroke
 * drawn from the letters of the name, stored as a media row of the concession like a signature drawn on the
 * tablet, so the PV's `signatures[].image` names a picture the device can show.
 */

const WIDTH = 240;
const HEIGHT = 80;

/** A deterministic scribble for `nom`: ink on white, two waves whose shape the name's letters set. */
export function renderSignature(nom: string): Uint8Array {
  const codes = [...nom].map((c) => c.codePointAt(0) ?? 0);
  const seed = (i: number) => (codes[i % Math.max(codes.length, 1)] ?? 65) % 17;
  const f1 = 0.04 + seed(0) / 200;
  const f2 = 0.11 + seed(1) / 150;
  const phase = seed(2) / 3;
  const rgb = new Uint8Array(HEIGHT * WIDTH * 3).fill(255);
  const ink = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      const yy = Math.round(y) + dy;
      if (yy < 0 || yy >= HEIGHT || x < 0 || x >= WIDTH) continue;
      const i = (yy * WIDTH + x) * 3;
      rgb[i] = 20;
      rgb[i + 1] = 40;
      rgb[i + 2] = 110;
    }
  };
  let previous: number | null = null;
  for (let x = 12; x < WIDTH - 12; x++) {
    const y = HEIGHT / 2 + 18 * Math.sin(x * f1 + phase) + 9 * Math.sin(x * f2) * Math.exp(-x / WIDTH);
    // Joined up: the column between two points inked too.
    const from = previous ?? y;
    for (let t = Math.min(from, y); t <= Math.max(from, y); t += 1) ink(x, t);
    previous = y;
  }
  const filtered = new Uint8Array(HEIGHT * (WIDTH * 3 + 1));
  for (let y = 0; y < HEIGHT; y++) filtered.set(rgb.subarray(y * WIDTH * 3, (y + 1) * WIDTH * 3), y * (WIDTH * 3 + 1) + 1);
  return png(WIDTH, HEIGHT, filtered);
}

const hashes = new Map<string, string>();

/** The SHA-256 of a signatory's PNG, as the PV records it. */
export function signatureSha256(nom: string): string {
  let sha = hashes.get(nom);
  if (!sha) {
    sha = createHash('sha256').update(renderSignature(nom)).digest('hex');
    hashes.set(nom, sha);
  }
  return sha;
}

type RowOf = () => { id: string; espaceId: string; version: number; seq: number; updatedAt: string; deletedAt: string | null };

/** The media rows of the signatures the reprises' PVs (steps 3 and 9) name, and their files, once each. */
export function pvSignatureMedia(procedures: readonly Procedure[], row: RowOf): { media: Media[]; files: Array<{ bytes: Uint8Array; mime: string }> } {
  const media: Media[] = [];
  const files = new Map<string, { bytes: Uint8Array; mime: string }>();
  for (const proc of procedures) {
    if (proc.kind !== 'repriseAbandon' || proc.deletedAt) continue;
    const seen = new Set<string>();
    for (const etape of proc.etapes.filter((e) => e.etape === 3 || e.etape === 9)) {
      const signatures = (etape.champs['signatures'] ?? []) as Array<{ nom?: string; image?: string | null }>;
      for (const s of signatures) {
        if (!s.image || !s.nom || s.image !== signatureSha256(s.nom) || seen.has(s.image)) continue;
        seen.add(s.image);
        const bytes = renderSignature(s.nom);
        files.set(s.image, { bytes, mime: 'image/png' });
        const takenAt = typeof etape.champs['dateHeure'] === 'string' ? `${etape.champs['dateHeure']}:00.000Z` : null;
        media.push({
          ...row(), sha256: s.image, nom: `signature-${s.nom.toLowerCase().normalize('NFD').replace(/[^a-z]+/g, '-')}.png`, mime: 'image/png', size: bytes.byteLength,
          kind: 'document', emplacementId: proc.emplacementId, locationId: proc.locationId, archive: false, takenAt, latitude: null, longitude: null,
        });
      }
    }
  }
  return { media, files: [...files.values()] };
}
