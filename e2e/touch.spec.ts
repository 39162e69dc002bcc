import { type Page, expect, test } from './support/test';
import type { Emplacement } from '../src/domain/entities/emplacement';
import type { Location } from '../src/domain/entities/location';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { PlanPage } from './pages/PlanPage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { deviceEspaceId, goOffline, token } from './support/ficheServer';
import { plotWithPvDue } from './support/pvDue';
import { type Audit, auditTargets, auditViewport, listTargets, overlaps } from './support/touchAudit';

// Offline, the sheet's controls load their code from the service worker's cache: allowed here, blocked for the
// journeys that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 29, 'Un plan pour un doigt': on a tablet held landscape and upright, with touch, the main screens (the
 * plot sheet, the plan, the calendar, the templates, the notes, the filters, a wizard, the PV dialog) give every
 * control a hit area of 44×44 px or more, no control lies under the assistance '?', and upright the top bar's
 * parts (name, search, sync state, icons) do not overlap, offline with changes waiting and while a save's toast
 * shows. Failures are collected (soft) so one run lists them all; screenshots of each screen go to /tmp.
 */

const SIZES = [
  { name: 'paysage', width: 1280, height: 800 },
  { name: 'portrait', width: 800, height: 1280 },
] as const;

type Hook = { cimetiereTest: { rows(table: string): Promise<unknown[]> } };

async function rows<T>(page: Page, table: string): Promise<T[]> {
  await page.waitForFunction(() => 'cimetiereTest' in window);
  return page.evaluate((t) => (window as unknown as Hook).cimetiereTest.rows(t), table) as Promise<T[]>;
}

/** (a) and (b) on what the screen shows: every target 44 px, none under the '?'. */
async function expectFingerFriendly(page: Page, screen: string, audit: Audit): Promise<void> {
  expect.soft(audit.targets.length, `${screen}: no target found`).toBeGreaterThan(0);
  expect.soft(audit.small, `${screen}: targets under 44 px\n${listTargets(audit.small)}`).toEqual([]);
  const help = page.getByRole('button', { name: "Ouvrir l'assistance" });
  if ((await help.count()) === 0 || !(await help.isVisible())) return;
  const helpBox = await help.boundingBox();
  if (!helpBox) return;
  // Under a modal's overlay the '?' is visible to Playwright but cannot be touched: nothing lies under it then.
  const onTop = await help.evaluate((button) => {
    const r = button.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && button.contains(hit);
  });
  if (!onTop) return;
  const under = audit.targets.filter((t) => !t.name.includes("Ouvrir l'assistance") && overlaps(t.box, helpBox));
  expect.soft(under, `${screen}: targets under the '?'\n${listTargets(under)}`).toEqual([]);
}

/** (c) the top bar's parts side by side: the name, the search box and every control, none over another. */
async function expectHeaderApart(page: Page, screen: string): Promise<void> {
  const banner = page.getByRole('banner');
  const parts = [
    { name: 'nom du cimetière', locator: banner.getByRole('heading', { level: 2 }) },
    { name: 'recherche', locator: banner.getByRole('searchbox', { name: 'Rechercher', exact: true }) },
    // The cemetery's name must be readable, not squeezed to nothing beside them.
    ...(await banner.getByRole('button').all()).map((locator, i) => ({ name: `bouton ${i + 1}`, locator })),
    ...(await banner.getByRole('link').all()).map((locator, i) => ({ name: `lien ${i + 1}`, locator })),
  ];
  const boxes: Array<{ name: string; box: { x: number; y: number; width: number; height: number } }> = [];
  for (const p of parts) {
    if (!(await p.locator.isVisible())) continue;
    const box = await p.locator.boundingBox();
    const label = (await p.locator.getAttribute('aria-label')) ?? (await p.locator.textContent()) ?? '';
    if (box) boxes.push({ name: `${p.name} (${label.trim()})`, box });
  }
  const viewport = page.viewportSize();
  const clashes: string[] = [];
  for (const [i, a] of boxes.entries()) {
    if (viewport && (a.box.x < -0.5 || a.box.x + a.box.width > viewport.width + 0.5)) clashes.push(`${a.name} hors de l'écran`);
    for (const b of boxes.slice(i + 1)) if (overlaps(a.box, b.box)) clashes.push(`${a.name} × ${b.name}`);
  }
  expect.soft(clashes, `${screen}: parts of the top bar overlap`).toEqual([]);
  const name = boxes.find((b) => b.name.startsWith('nom du cimetière'));
  expect.soft(name?.box.width ?? 0, `${screen}: the cemetery's name squeezed`).toBeGreaterThanOrEqual(120);
}

async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({ timeout: 30_000 });
}

/** Waits until every running animation (a dialog's fade) has ended, so that boxes are final. */
async function settled(page: Page): Promise<void> {
  // Mantine starts a dialog's transition a frame or two after it mounts: wait for three frames in a row with no
  // animation running, so a screen is never measured while it still slides into place.
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let quiet = 0; quiet < 3; ) {
      await frame();
      const running = document.getAnimations();
      quiet = running.length === 0 ? quiet + 1 : 0;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

for (const size of SIZES) {
  test.describe(`doigt, tablette ${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true });

    test('every control is a 44 px target, none under the help button, the top bar stays apart', async ({ page, context, request }) => {
      test.setTimeout(300_000);
      await context.addInitScript(() => window.localStorage.setItem('cimetiere:e2e', '1'));
      await signIn(page, ACCOUNTS.admin);
      const status = page.getByRole('banner').getByRole('button', { name: /^Synchronisation : synchronisé\./ });
      await expect(status).toBeVisible({ timeout: 120_000 });
      const shell = new ShellPage(page);
      // The assistance is a control of the top bar, where nothing can lie under it.
      await expect.soft(page.getByRole('banner').getByRole('button', { name: "Ouvrir l'assistance" })).toBeVisible();

      // The plan.
      const plan = new PlanPage(page);
      await plan.goto();
      await expect(plan.map).toHaveAttribute('data-rendered', /^[1-9]\d*$/, { timeout: 60_000 });
      await expectFingerFriendly(page, 'plan', await auditViewport(page));
      await page.screenshot({ path: `/tmp/touch-plan-${size.name}.png` });

      // A plot sheet with a family and photos' section.
      const emplacements = (await rows<Emplacement>(page, 'emplacements')).filter((e) => !e.deletedAt);
      const locations = (await rows<Location>(page, 'locations')).filter((l) => !l.deletedAt && !l.isArchived);
      const byPlace = (allee: string, numero: string) => emplacements.find((e) => e.carre === 'A' && e.allee === allee && e.numero === numero);
      const sheetPlot = byPlace('2', '1') ?? emplacements.find((e) => locations.some((l) => l.emplacementId === e.id && l.famille));
      if (!sheetPlot) throw new Error('Aucun emplacement avec une famille');
      const fiche = new FichePage(page);
      await fiche.goto(sheetPlot.id);
      await expectHeaderApart(page, 'fiche');
      await expectFingerFriendly(page, 'fiche', await auditTargets(page));
      await page.screenshot({ path: `/tmp/touch-fiche-${size.name}.png`, fullPage: true });

      // A wizard of the sheet, its step headers.
      await fiche.addDefunt.click();
      await expect(fiche.wizard).toBeVisible();
      await settled(page);
      await expectFingerFriendly(page, 'assistant Ajouter un défunt', await auditViewport(page));
      await page.screenshot({ path: `/tmp/touch-wizard-${size.name}.png` });
      await page.keyboard.press('Escape');
      await expect(fiche.wizard).toBeHidden();

      // The PV dialog of a reprise after abandonment whose first PV is due today, once the device has it.
      const pvPlot = await plotWithPvDue(request, await token(request, ACCOUNTS.admin), await deviceEspaceId(page));
      await fiche.goto(pvPlot);
      await page.getByRole('link', { name: 'Dresser le procès-verbal de constat' }).click({ timeout: 60_000 });
      const pv = page.getByRole('dialog');
      await expect(pv.getByTestId('pv-constat')).toBeVisible({ timeout: 30_000 });
      await settled(page);
      for (let i = 0; i < 6; i++) {
        await expectFingerFriendly(page, `PV (écran ${i + 1})`, await auditViewport(page));
        if (i === 0) await page.screenshot({ path: `/tmp/touch-pv-${size.name}.png` });
        // The dialog scrolls in itself or in its body: a screen at a time.
        const more = await pv.evaluate((dialog) => {
          const all = [dialog, ...Array.from(dialog.querySelectorAll('*'))];
          const scroller = all.find((el) => el.scrollHeight > el.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(el).overflowY));
          if (!scroller) return false;
          const before = scroller.scrollTop;
          scroller.scrollBy({ top: scroller.clientHeight - 150, behavior: 'instant' });
          return scroller.scrollTop !== before;
        });
        if (!more) break;
      }
      await page.keyboard.press('Escape');

      // The lists' filters: their quick toggles.
      await visit(page, '/defunts', 'DÉFUNTS');
      await page.getByRole('button', { name: /^Filtres/ }).click();
      const filters = page.getByRole('dialog', { name: /^Filtrer/ });
      await expect(filters).toBeVisible();
      await settled(page);
      await expectFingerFriendly(page, 'filtres', await auditViewport(page));
      await page.screenshot({ path: `/tmp/touch-filtres-${size.name}.png` });
      await page.keyboard.press('Escape');
      await expect(filters).toBeHidden();

      // The calendar, the templates, the notes.
      for (const [path, heading] of [
        ['/calendrier', 'CALENDRIER'],
        ['/documents', 'MODÈLES'],
        ['/notes', 'NOTES'],
      ] as const) {
        await visit(page, path, heading);
        await settled(page);
        await expectFingerFriendly(page, path, await auditTargets(page));
        await page.screenshot({ path: `/tmp/touch-${path.slice(1)}-${size.name}.png`, fullPage: true });
      }

      // Offline with a change waiting, and the toast of a save: the top bar's parts still apart, the toast over
      // neither the sync state nor a control.
      await fiche.goto(sheetPlot.id);
      await goOffline(page);
      await fiche.choose(fiche.etatAbandon, 'Abandonnée - Dangereuse à très dangereuse');
      await expect(page.getByTestId('sync-pending-count')).toBeVisible();
      await expect(page.getByTestId('sync-offline')).toBeVisible();
      await expectHeaderApart(page, 'fiche hors ligne');
      // A save that says so: a note written offline, its toast under the top bar.
      await visit(page, '/notes', 'NOTES');
      await page.getByRole('button', { name: 'Ajouter une note' }).click();
      const noteModal = page.getByRole('dialog', { name: 'Ajouter une note' });
      await noteModal.getByLabel('Titre').fill('Grille à repeindre');
      await noteModal.getByRole('button', { name: 'Valider' }).click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Note ajoutée.' });
      await expect(toast).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `/tmp/touch-hors-ligne-${size.name}.png` });
      await expectHeaderApart(page, 'notes hors ligne, notification affichée');
      const toastBox = await toast.boundingBox();
      const statusBox = await page.getByRole('banner').getByRole('button', { name: /^Synchronisation/ }).boundingBox();
      const bannerBox = await page.getByRole('banner').boundingBox();
      if (!toastBox || !statusBox || !bannerBox) throw new Error('Notification ou état de synchronisation absent');
      expect.soft(overlaps(toastBox, statusBox), 'the toast covers the sync state').toBe(false);
      expect.soft(overlaps(toastBox, bannerBox), 'the toast covers the top bar').toBe(false);
      const covered = (await auditViewport(page)).targets.filter((t) => t.name.endsWith('(couvert)'));
      expect.soft(covered, `the toast covers controls\n${listTargets(covered)}`).toEqual([]);
      await shell.helpButton.click();
      await expect(shell.helpPanel).toBeVisible();
    });
  });
}
