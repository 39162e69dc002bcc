import type { Page } from '@playwright/test';

/**
 * What a finger meets on the screen as it is now (issue 29, 'Un plan pour un doigt'): every visible interactive
 * element and the area a tap on it lands in. Measured in the page by the browser's own hit testing
 * (elementFromPoint), so what covers a control (a floating button, a toast, a dialog's overlay) counts.
 */

export interface Target {
  /** role-ish kind and accessible text, enough to find it in a failure message. */
  name: string;
  /** The element's own box. */
  box: { x: number; y: number; width: number; height: number };
  /** The largest square (side in px, up to 44) centred on the hit area whose four corners and centre all land on it. */
  hitSide: number;
  /** For a target under 44 px: what a finger gets at the first point of the 44 px square that misses it. */
  blockedBy?: string;
}

export interface Audit {
  targets: Target[];
  /** Targets whose tappable square is under 44 px. */
  small: Target[];
}

/**
 * Runs in the page: collects the targets in the viewport and measures them. A target whose centre is under one
 * of `covers` (the '?', a toast) is kept with a hit side of 0: a finger there gets the cover, not the control.
 */
function measure(covers: string): Audit {
  const SELECTOR = [
    'a[href]', 'button', 'input:not([type=hidden])', 'select', 'textarea', 'summary',
    '[role=button]', '[role=link]', '[role=checkbox]', '[role=radio]', '[role=switch]', '[role=tab]', '[role=menuitem]', '[role=slider]',
  ].join(',');
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const labelsOf = (el: Element): Element[] => {
    const own = 'labels' in el && (el as HTMLInputElement).labels ? Array.from((el as HTMLInputElement).labels ?? []) : [];
    const around = el.closest('label');
    return around ? [...own, around] : own;
  };
  /** Does a tap landing on `hit` act on `el`? On it, inside it, on its label, or on the label's content. */
  const actsOn = (el: Element, hit: Element | null): boolean => {
    if (!hit) return false;
    if (hit === el || el.contains(hit)) return true;
    // A control inside another one (a button in a link) counts for the outer one too.
    if (hit.contains(el) && hit.matches(SELECTOR)) return false;
    return labelsOf(el).some((l) => l === hit || l.contains(hit));
  };
  const hitRect = (el: Element): DOMRect => {
    let { left, top, right, bottom } = el.getBoundingClientRect();
    for (const l of labelsOf(el)) {
      const r = l.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      left = Math.min(left, r.left);
      top = Math.min(top, r.top);
      right = Math.max(right, r.right);
      bottom = Math.max(bottom, r.bottom);
    }
    return new DOMRect(left, top, right - left, bottom - top);
  };
  const describe = (el: Element): string => {
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const text = (el.getAttribute('aria-label') ?? labelsOf(el)[0]?.textContent ?? el.textContent ?? (el as HTMLInputElement).value ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const type = el.getAttribute('type');
    return `${role}${type ? `[${type}]` : ''} "${text}"`;
  };
  /** The part of a box not cut off by the viewport or a scrolling ancestor (a dialog's body). */
  const visible = (el: Element, r: DOMRect): DOMRect => {
    let left = Math.max(r.left, 0);
    let top = Math.max(r.top, 0);
    let right = Math.min(r.right, vw);
    let bottom = Math.min(r.bottom, vh);
    for (let a = el.parentElement; a; a = a.parentElement) {
      const o = getComputedStyle(a);
      if (o.overflowX === 'visible' && o.overflowY === 'visible') continue;
      const c = a.getBoundingClientRect();
      left = Math.max(left, c.left);
      top = Math.max(top, c.top);
      right = Math.min(right, c.right);
      bottom = Math.min(bottom, c.bottom);
    }
    return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
  };
  /**
   * The largest square up to 44 px, centred on `area`, whose centre and the middles of its four sides all land
   * on the element (or its label): the extent a finger has across and down. Corners are not asked: a rounded
   * button is hit-tested round, as it is drawn.
   */
  const side = (el: Element, area: DOMRect): number => {
    const cx = area.left + area.width / 2;
    const cy = area.top + area.height / 2;
    for (const s of [44, 40, 36, 32, 28, 24, 20, 16, 12, 8]) {
      const h = s / 2 - 0.5;
      const points = [[cx, cy], [cx - h, cy], [cx + h, cy], [cx, cy - h], [cx, cy + h]] as const;
      if (points.every(([x, y]) => actsOn(el, document.elementFromPoint(x, y)))) return s;
    }
    return 0;
  };
  const targets: Target[] = [];
  for (const el of Array.from(document.querySelectorAll(SELECTOR))) {
    if (el.closest('[aria-hidden=true], [inert]')) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const own = el.getBoundingClientRect();
    const area = hitRect(el);
    if (area.width < 1 || area.height < 1) continue;
    // Only what is wholly on the screen now (a target cut by its edge or a dialog's is measured once scrolled).
    const seen = visible(el, area);
    if (seen.width < area.width - 1 || seen.height < area.height - 1) continue;
    const box = { x: own.x, y: own.y, width: own.width, height: own.height };
    // The element's own box, its label's, and both together (a box and the text beside it): the best counts.
    const areas = [own, area, ...labelsOf(el).map((l) => l.getBoundingClientRect())].filter((r) => r.width >= 1 && r.height >= 1);
    const best = Math.max(...areas.map((r) => side(el, r)));
    if (best === 0) {
      // Not hit anywhere: under a dialog's overlay (not a target now), or under one of `covers`.
      const atCentre = document.elementFromPoint(own.left + own.width / 2, own.top + own.height / 2);
      if (atCentre?.closest(covers) && !el.closest(covers)) targets.push({ name: `${describe(el)} (couvert)`, box, hitSide: 0 });
      continue;
    }
    const target: Target = { name: describe(el), box, hitSide: best };
    // Scrolled under a bar that stays in place (a full-screen dialog's header): not where a finger finds it now.
    const under = (h: Element | null): boolean => {
      for (let a = h; a && a !== document.body; a = a.parentElement) {
        if (a.contains(el)) return false;
        const p = getComputedStyle(a).position;
        if ((p === 'sticky' || p === 'fixed') && !a.closest(covers)) return true;
      }
      return false;
    };
    if (best < 44) {
      const r = areas[areas.length > 1 ? 1 : 0] ?? own;
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const miss = ([[cx - 21.5, cy], [cx + 21.5, cy], [cx, cy - 21.5], [cx, cy + 21.5]] as const).map(([x, y]) => document.elementFromPoint(x, y)).find((h) => !actsOn(el, h));
      if (miss && under(miss)) continue;
      if (miss) target.blockedBy = `${miss.tagName.toLowerCase()}.${String(miss.className).split(' ').slice(0, 2).join('.')}`;
    }
    targets.push(target);
  }
  return { targets, small: targets.filter((t) => t.hitSide < 44) };
}

/** What may float over the page: the assistance's '?' (if it floats) and the toasts. */
const COVERS = `[aria-label="Ouvrir l'assistance"], .mantine-Notification-root`;

/** The targets in the viewport, scrolled from the top of the page to its bottom (a screen at a time). */
export async function auditTargets(page: Page): Promise<Audit> {
  const all: Target[] = [];
  const seen = new Set<string>();
  const height = await page.evaluate(() => document.scrollingElement?.scrollHeight ?? 0);
  const step = (page.viewportSize()?.height ?? 800) - 200;
  for (let y = 0; ; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    const audit = await page.evaluate(measure, COVERS);
    for (const t of audit.targets) {
      const key = `${t.name}@${Math.round(t.box.x)},${Math.round(t.box.y + y)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      all.push(t);
    }
    if (y + step >= height) break;
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  return { targets: all, small: all.filter((t) => t.hitSide < 44) };
}

/** The targets of the viewport as it is (no scrolling): for a dialog, whose own body scrolls. */
export async function auditViewport(page: Page): Promise<Audit> {
  return page.evaluate(measure, COVERS);
}

export const listTargets = (targets: readonly Target[]): string =>
  targets.map((t) => `  ${t.name} ${Math.round(t.box.width)}×${Math.round(t.box.height)} → ${t.hitSide} px${t.blockedBy ? ` (${t.blockedBy})` : ''}`).join('\n');

type Box = { x: number; y: number; width: number; height: number };

/** Do two boxes share some area (more than a hair: 0.5 px of anti-aliased edges do not count)? */
export function overlaps(a: Box, b: Box): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0.5 && h > 0.5;
}
