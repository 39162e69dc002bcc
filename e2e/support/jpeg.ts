import type { Page } from '@playwright/test';

/** A real 4000×3000 JPEG drawn in the page (gradients and noise, so it weighs megabytes like a photo). */
export async function makeJpeg(page: Page, seed: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (s) => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const g = ctx.createLinearGradient(0, 0, 4000, 3000);
    g.addColorStop(0, `hsl(${s * 70}, 60%, 40%)`);
    g.addColorStop(1, `hsl(${s * 70 + 120}, 50%, 70%)`);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 4000, 3000);
    let x = s * 9301 + 49297;
    for (let i = 0; i < 60000; i++) {
      x = (x * 9301 + 49297) % 233280;
      ctx.fillStyle = `hsla(${x % 360}, 70%, ${30 + (x % 50)}%, 0.6)`;
      ctx.fillRect((x * 17) % 4000, (x * 31) % 3000, 6 + (x % 30), 6 + (x % 20));
    }
    const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/jpeg', 0.92));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let str = '';
    for (let i = 0; i < bytes.length; i += 0x8000) str += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(str);
  }, seed);
  return Buffer.from(base64, 'base64');
}
