import type { PlanPolygon } from '../../src/domain/entities/emplacement';
import type { LonLatToPlan } from '../../src/domain/portail/guide';
import { html, type SafeHtml } from './html';

export interface PlanFacts {
  href: string;
  width: number;
  height: number;
  shape: { geometry: PlanPolygon | null; posX: number | null; posY: number | null };
  guide: LonLatToPlan | null;
}

const round = (v: number) => Math.round(v * 10) / 10;

/** The grave's outline (or its point) and its bounding box, in plan pixels; null when the plot is not drawn. */
function graveOf(shape: PlanFacts['shape']): { mark: SafeHtml; box: [number, number, number, number] } | null {
  const ring = shape.geometry?.coordinates?.[0];
  if (ring && ring.length >= 3 && ring.every((p) => Number.isFinite(p[0]) && Number.isFinite(p[1]))) {
    const xs = ring.map((p) => p[0]);
    const ys = ring.map((p) => p[1]);
    const points = ring.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
    return { mark: html`<polygon class="tombe" points="${points}"/>`, box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] };
  }
  if (shape.posX !== null && shape.posY !== null && Number.isFinite(shape.posX) && Number.isFinite(shape.posY)) {
    return { mark: html`<circle class="tombe" cx="${round(shape.posX)}" cy="${round(shape.posY)}" r="6"/>`, box: [shape.posX, shape.posY, shape.posX, shape.posY] };
  }
  return null;
}

/**
 * The grave on the cemetery's plan, with no script (issue 30): an inline SVG framed around the grave, the
 * plan drawn under it as an image of the portal's own address, the grave filled in red and ringed. The frame
 * is about a quarter of the plan, so the grave is found among its neighbours on a phone; 'Voir le plan
 * entier' opens the whole plan. With a georeferenced plan, `data-guide` carries the linear map that the
 * optional 'Me guider' script uses to place the visitor.
 */
export function planView(p: PlanFacts): SafeHtml {
  const grave = graveOf(p.shape);
  if (!grave) return html`<p>Cet emplacement n’est pas encore dessiné sur le plan du cimetière.</p>`;
  const [x0, y0, x1, y1] = grave.box;
  const side = Math.min(Math.max(p.width, p.height), Math.max(Math.max(p.width, p.height) / 4, (x1 - x0) * 8, (y1 - y0) * 8, 200));
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const vx = Math.max(0, Math.min(p.width - side, cx - side / 2));
  const vy = Math.max(0, Math.min(p.height - side, cy - side / 2));
  const ring = Math.max(12, side / 14);
  const guide = p.guide ? JSON.stringify(p.guide) : '';
  return html`<figure style="margin:0">
<svg class="plan" id="plan" viewBox="${round(vx)} ${round(vy)} ${round(side)} ${round(side)}" role="img" aria-labelledby="plan-legende" data-guide="${guide}" data-largeur="${p.width}" data-hauteur="${p.height}">
<image href="${p.href}" x="0" y="0" width="${p.width}" height="${p.height}"/>
${grave.mark}<circle class="repere" cx="${round(cx)}" cy="${round(cy)}" r="${round(ring)}"/>
</svg>
<figcaption id="plan-legende">Plan du cimetière : la sépulture est marquée et entourée en rouge. <a href="${p.href}">Voir le plan entier</a></figcaption>
</figure>
${p.guide ? html`<p><button type="button" id="me-guider" hidden>Me guider</button></p><p id="guide-etat" role="status" aria-live="polite"></p>` : ''}`;
}
