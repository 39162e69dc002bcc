/**
 * Writes the PWA icons and the favicon: a light cross on the theme colour #1f4e5f, standing on a low mound.
 * Run with `npx tsx scripts/make-icons.ts`; the PNG files are committed, so the build does not depend on it.
 * PNGs are encoded by hand (zlib for IDAT), shapes are anti-aliased by supersampling each pixel.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

type Rgba = [number, number, number, number];

const THEME: Rgba = [0x1f, 0x4e, 0x5f, 255];
const LIGHT: Rgba = [0xf4, 0xf6, 0xf5, 255];
const MOUND: Rgba = [0x8f, 0xb9, 0xa8, 255];

/** A shape tests a point in unit coordinates (0..1 across the icon). */
type Shape = (x: number, y: number) => boolean;

const rect =
  (x0: number, y0: number, x1: number, y1: number): Shape =>
  (x, y) =>
    x >= x0 && x <= x1 && y >= y0 && y <= y1;

function roundedSquare(radius: number): Shape {
  return (x, y) => {
    const cx = Math.min(Math.max(x, radius), 1 - radius);
    const cy = Math.min(Math.max(y, radius), 1 - radius);
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
  };
}

/** The motif inside a box [o, o + s]²: a Latin cross above a rounded mound. */
function motif(o: number, s: number): Array<[Shape, Rgba]> {
  const at = (v: number) => o + v * s;
  const mound: Shape = (x, y) => {
    const cx = at(0.5);
    const cy = at(1.02);
    return y <= at(0.92) && ((x - cx) / (0.42 * s)) ** 2 + ((y - cy) / (0.2 * s)) ** 2 <= 1;
  };
  return [
    [mound, MOUND],
    [rect(at(0.44), at(0.08), at(0.56), at(0.86)), LIGHT],
    [rect(at(0.24), at(0.28), at(0.76), at(0.4)), LIGHT],
  ];
}

interface IconSpec {
  size: number;
  /** Maskable icons are cropped by the platform: full-bleed background, motif inside the 80 % safe circle. */
  maskable: boolean;
}

function render({ size, maskable }: IconSpec): Buffer {
  const background: Shape = maskable ? () => true : roundedSquare(0.18);
  const layers: Array<[Shape, Rgba]> = [[background, THEME], ...(maskable ? motif(0.22, 0.56) : motif(0.12, 0.76))];
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const acc = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          let color: Rgba = [0, 0, 0, 0];
          for (const [shape, c] of layers) if (shape(x, y)) color = c;
          // Premultiplied accumulation, so transparent samples do not darken the edges.
          const a = color[3] / 255;
          acc[0]! += color[0] * a;
          acc[1]! += color[1] * a;
          acc[2]! += color[2] * a;
          acc[3]! += a;
        }
      }
      const n = samples * samples;
      const alpha = acc[3]! / n;
      const i = (py * size + px) * 4;
      pixels[i] = alpha ? Math.round(acc[0]! / acc[3]!) : 0;
      pixels[i + 1] = alpha ? Math.round(acc[1]! / acc[3]!) : 0;
      pixels[i + 2] = alpha ? Math.round(acc[2]! / acc[3]!) : 0;
      pixels[i + 3] = Math.round(alpha * 255);
    }
  }
  return encodePng(size, size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGBA, 8 bits per channel, no interlace; every scanline uses filter 0. */
function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(6, 9);
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ICO file holding one PNG image (allowed since Windows Vista, read by every current browser). */
function encodeIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

function write(path: string, data: Buffer): void {
  const full = resolve(path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, data);
  console.log(`${path} (${data.length} octets)`);
}

write('public/icons/icon-192.png', render({ size: 192, maskable: false }));
write('public/icons/icon-512.png', render({ size: 512, maskable: false }));
write('public/icons/icon-maskable-512.png', render({ size: 512, maskable: true }));
write('public/favicon.ico', encodeIco(render({ size: 48, maskable: false }), 48));
