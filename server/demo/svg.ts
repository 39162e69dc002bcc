import type { LocationType } from '../../src/domain/constants/locationTypes';
import type { CemeteryLayout, PlotSlot } from './layout';

/** Plot fill per type, so the plan reads before any status colouring is laid over it. */
const FILL: Record<LocationType, string> = {
  Concession: '#f1efe8',
  Enfeu: '#e3dccb',
  Cavurne: '#e6e0f0',
  Colombarium: '#dfe7ef',
  'Terrain commun': '#e9f0dc',
  Caveau: '#efe1d6',
  'Jardin du souvenir': '#cfe6c4',
  Ossuaire: '#d9d2c5',
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const n = (v: number) => String(Math.round(v * 100) / 100);

function plotElement(slot: PlotSlot, id: string): string {
  const attrs = `id="emp-${escape(slot.carre)}-${escape(slot.allee)}-${escape(slot.numero)}" data-emplacement-id="${id}" data-type="${escape(slot.type)}" fill="${FILL[slot.type]}"`;
  if (slot.shape === 'rect') {
    const [[x0, y0], , [x2, y2]] = slot.ring as [[number, number], [number, number], [number, number]];
    return `<rect ${attrs} x="${n(x0)}" y="${n(y0)}" width="${n(x2 - x0)}" height="${n(y2 - y0)}"/>`;
  }
  return `<polygon ${attrs} points="${slot.ring.slice(0, -1).map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}"/>`;
}

/**
 * The cemetery plan as SVG (TOOLCHAIN pitfall 10: width and height on the root, equal to the viewBox, or
 * OpenLayers cannot show it): walls with the entrance, alleys, carré outlines and names, the chapel, and every
 * plot as a shape carrying `data-emplacement-id` and an id 'emp-carré-allée-numéro' (what server/svg/shapes.ts
 * reads back on import). Colours are presentation attributes, not CSS, so the sanitiser keeps them.
 */
export function renderPlanSvg(layout: CemeteryLayout, plots: ReadonlyArray<{ slot: PlotSlot; id: string }>, title: string): string {
  const { width: w, height: h } = layout;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`);
  out.push(`<title>${escape(title)}</title>`);
  out.push(`<rect x="0" y="0" width="${w}" height="${h}" fill="#dde5d3"/>`);
  out.push('<g id="allees" fill="#d8d0bf">');
  for (const a of layout.alleys) out.push(`<rect x="${a.x}" y="${a.y}" width="${a.w}" height="${a.h}"/>`);
  out.push('</g>');
  out.push('<g id="carres" fill="none" stroke="#9aa58a" stroke-width="2">');
  for (const c of layout.carres) out.push(`<rect x="${c.x}" y="${c.y}" width="${c.w}" height="${c.h}" rx="6"/>`);
  out.push('</g>');
  out.push('<g id="noms-carres" fill="#4a5240" font-family="sans-serif" font-size="14" font-weight="bold">');
  for (const c of layout.carres) out.push(`<text x="${c.x + 8}" y="${c.y + 16}">Carré ${escape(c.name)}</text>`);
  out.push('</g>');
  const ch = layout.chapel;
  const apse = `${ch.x + ch.w},${ch.y + 20} ${ch.x + ch.w + 24},${ch.y + ch.h / 2} ${ch.x + ch.w},${ch.y + ch.h - 20}`;
  out.push(`<g id="chapelle" fill="#c9c1b1" stroke="#6b6255" stroke-width="2">`);
  out.push(`<rect x="${ch.x}" y="${ch.y}" width="${ch.w}" height="${ch.h}"/><polygon points="${apse}"/>`);
  out.push(`<text x="${ch.x + 22}" y="${ch.y + ch.h / 2 + 5}" fill="#3f3a32" stroke="none" font-family="sans-serif" font-size="14">Chapelle</text>`);
  out.push('</g>');
  out.push('<g id="emplacements" stroke="#6f6a5e" stroke-width="1">');
  for (const p of plots) out.push(plotElement(p.slot, p.id));
  out.push('</g>');
  const e = layout.entrance;
  out.push('<g id="murs" fill="none" stroke="#5b5b5b" stroke-width="8">');
  out.push(`<polyline points="${e.x},${h - 4} 4,${h - 4} 4,4 ${w - 4},4 ${w - 4},${h - 4} ${e.x + e.w},${h - 4}"/>`);
  out.push('</g>');
  out.push(`<g id="entree" stroke="#2f2f2f" stroke-width="3"><line x1="${e.x}" y1="${h - 4}" x2="${e.x + e.w / 2 - 4}" y2="${h - 14}"/>`);
  out.push(`<line x1="${e.x + e.w}" y1="${h - 4}" x2="${e.x + e.w / 2 + 4}" y2="${h - 14}"/>`);
  out.push(`<text x="${e.x + e.w / 2}" y="${h - 20}" text-anchor="middle" stroke="none" fill="#2f2f2f" font-family="sans-serif" font-size="13">Entrée</text></g>`);
  out.push('</svg>');
  return out.join('\n');
}
