import type { LonLatToPlan } from '../../src/domain/portail/guide';
import { cropFrame, plotsInFrame } from '../../src/domain/portail/planCrop';
import { html, type SafeHtml } from './html';
import type { PortalPlot } from './portail.service';

export interface PlanFacts {
  /** The whole plan (the town's SVG), linked, and drawn under the crop by 'Me guider' only. */
  href: string;
  width: number;
  height: number;
  /** The deceased's plot; null when it is not drawn on the plan. */
  grave: PortalPlot | null;
  /** Every drawn plot of the cemetery (the grave among them). */
  plots: readonly PortalPlot[];
  guide: LonLatToPlan | null;
}

/**
 * The grave on the cemetery's plan, with no script and light enough for a bad phone connection (issue 30): an
 * inline SVG of the square around the grave (src/domain/portail/planCrop.ts), drawing only the plots that meet
 * it, in one short path of whole pixels, the grave filled in red and ringed. The town's whole plan is not
 * loaded with the page: 'Voir le plan entier' opens it, and the optional 'Me guider' script lays it under the
 * crop when it widens the frame to the visitor (`data-plan`), through the linear map of `data-guide`; the page
 * loads that script only when it is `guided` (a georeferenced plan and a drawn grave).
 */
export function planView(p: PlanFacts): { view: SafeHtml; guided: boolean } {
  if (!p.grave) return { view: html`<p>Cet emplacement n’est pas encore dessiné sur le plan du cimetière.</p>`, guided: false };
  const [x0, y0, x1, y1] = p.grave.box;
  const frame = cropFrame(p.grave.box, p.width, p.height);
  const centre = [(x0 + x1) / 2, (y0 + y1) / 2] as const;
  const graveId = p.grave.id;
  const neighbours = plotsInFrame(p.plots, frame, centre).filter((n) => n.id !== graveId);
  const cx = Math.round(centre[0]);
  const cy = Math.round(centre[1]);
  const ring = Math.round(Math.max(12, frame.side / 14, (x1 - x0) * 0.75, (y1 - y0) * 0.75));
  const guide = p.guide ? JSON.stringify(p.guide) : '';
  const view = html`<figure>
<svg class="plan" id="plan" viewBox="${frame.x} ${frame.y} ${frame.side} ${frame.side}" width="${frame.side}" height="${frame.side}" role="img" aria-labelledby="plan-legende" data-guide="${guide}" data-plan="${p.href}" data-largeur="${p.width}" data-hauteur="${p.height}">
${neighbours.length ? html`<path class="voisins" d="${neighbours.map((n) => n.path).join('')}"/>` : ''}<path class="tombe" d="${p.grave.path}"/><circle class="repere" cx="${cx}" cy="${cy}" r="${ring}"/>
</svg>
<figcaption id="plan-legende">Plan du cimetière autour de la sépulture, marquée et entourée en rouge. <a href="${p.href}">Voir le plan entier</a></figcaption>
</figure>
${p.guide ? html`<p><button type="button" id="me-guider" hidden>Me guider</button></p><p id="guide-etat" role="status" aria-live="polite"></p>` : ''}`;
  return { view, guided: p.guide !== null };
}
