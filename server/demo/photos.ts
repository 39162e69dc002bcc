import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Media } from '../../src/domain/entities/media';
import type { Random } from './random';

/**
 * Demo photos of graves: small PNG pictures drawn here (a headstone with a cross on grass under a sky),
 * varied by the seeded draws, so the demo's plot sheets show photos without shipping image files.
 */
export function renderGravePhoto(r: Random, width = 480, height = 360): Uint8Array {
  const u = () => r.faker.number.float({ min: 0, max: 1 });
  const stone = r.pick<readonly [number, number, number]>([[150, 150, 150], [110, 105, 100], [190, 185, 175], [70, 72, 78]]);
  const moss = r.chance(0.5);
  const stoneW = Math.round(width * (0.3 + u() * 0.15));
  const stoneH = Math.round(height * (0.45 + u() * 0.15));
  const left = Math.round((width - stoneW) / 2 + (u() - 0.5) * width * 0.2);
  const horizon = Math.round(height * 0.55);
  const top = height - Math.round(height * 0.12) - stoneH;
  const radius = stoneW / 2;
  const pixels = new Uint8Array(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    pixels[row] = 0; // PNG filter: none
    for (let x = 0; x < width; x++) {
      let c: readonly [number, number, number];
      if (y < horizon) c = [135 + (y * 60) / horizon, 180 + (y * 40) / horizon, 235];
      else c = [60 + ((x * 7 + y * 3) % 23), 120 + ((x * 5 + y * 11) % 31), 50];
      const inRect = x >= left && x < left + stoneW && y >= top + radius && y < top + stoneH;
      const dx = x - (left + radius);
      const dy = y - (top + radius);
      const inArch = y < top + radius && y >= top && dx * dx + dy * dy <= radius * radius;
      if (inRect || inArch) {
        const crossV = Math.abs(dx) < stoneW * 0.04 && y > top + stoneH * 0.15 && y < top + stoneH * 0.6;
        const crossH = Math.abs(y - (top + stoneH * 0.3)) < stoneW * 0.04 && Math.abs(dx) < stoneW * 0.18;
        const grain = ((x * 13 + y * 17) % 9) - 4;
        c = crossV || crossH ? [40, 40, 45] : [stone[0] + grain, stone[1] + grain, stone[2] + grain];
        if (moss && y > top + stoneH * 0.8 && (x + y) % 5 < 2) c = [80, 110, 60];
      }
      const i = row + 1 + x * 3;
      pixels[i] = c[0];
      pixels[i + 1] = c[1];
      pixels[i + 2] = c[2];
    }
  }
  return png(width, height, pixels);
}

export function png(width: number, height: number, filtered: Uint8Array): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0, 0);
  return Buffer.concat([length, body, crc]);
}

/** Media rows and files of a few demo photos for a plot; the first ones shown, an older one archived. */
export function makePlotPhotos(
  r: Random,
  row: () => { id: string; espaceId: string; version: number; seq: number; updatedAt: string; deletedAt: string | null },
  emplacementId: string,
  takenAt: (daysAgo: number) => string,
): { media: Media[]; files: Array<{ bytes: Uint8Array; mime: string }> } {
  const count = r.int(1, 3);
  const media: Media[] = [];
  const files: Array<{ bytes: Uint8Array; mime: string }> = [];
  for (let i = 0; i < count; i++) {
    const bytes = renderGravePhoto(r);
    files.push({ bytes, mime: 'image/png' });
    media.push({
      ...row(), sha256: createHash('sha256').update(bytes).digest('hex'), nom: `photo-${i + 1}.png`, mime: 'image/png',
      size: bytes.byteLength, kind: 'photo', emplacementId, locationId: null, archive: i > 0 && i === count - 1 && r.chance(0.5),
      takenAt: takenAt(30 * (count - i)), latitude: null, longitude: null,
    });
  }
  return { media, files };
}
