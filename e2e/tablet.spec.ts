import { type Page, type Request, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { PlanPage } from './pages/PlanPage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';

/**
 * The field on a tablet (issue 14), landscape and upright, with touch: the plan's map owns the screen and a
 * finger opens a plot; the lists and the sheet show their key columns upright; offline, nothing leaves the
 * page but one probe at a time. Screenshots of each screen at both sizes go to /tmp for review.
 */

type MapElement = HTMLElement & { planPixelOf?: (id: string) => number[] | null; planPlotIds?: () => string[] };

const SIZES = [
  { name: 'paysage', width: 1280, height: 800 },
  { name: 'portrait', width: 800, height: 1280 },
] as const;

async function openBourg(page: Page): Promise<void> {
  await signIn(page, ACCOUNTS.agent);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Synchronisation : synchronisé\./ })).toBeVisible({ timeout: 120_000 });
}

/** The map takes most of the screen and a finger opens a plot; back from its sheet, the plot is still selected. */
async function mapOwnsTheScreen(page: Page, size: (typeof SIZES)[number]): Promise<void> {
  const plan = new PlanPage(page);
  await plan.goto();
  await expect(plan.map).toHaveAttribute('data-rendered', /\d+/, { timeout: 60_000 });
  const box = await plan.map.boundingBox();
  if (!box) throw new Error('Plan absent');
  // Most of the screen below the top bar (64 px) goes to the map.
  expect(box.height * box.width).toBeGreaterThan(0.5 * (size.height - 64) * (size.width - (size.width >= 1200 ? 264 : 0)));
  await page.screenshot({ path: `/tmp/tablet-plan-${size.name}.png` });
  // A tap a few pixels off a small plot's centre still picks it.
  const id = await plan.map.evaluate((el) => (el as MapElement).planPlotIds?.()[40] ?? null);
  if (!id) throw new Error('Aucun emplacement dessiné');
  const pixel = await plan.map.evaluate((el, plotId) => (el as MapElement).planPixelOf?.(plotId) ?? null, id);
  if (!pixel) throw new Error('Emplacement hors du plan');
  await page.touchscreen.tap(box.x + (pixel[0] ?? 0), box.y + (pixel[1] ?? 0));
  await expect(plan.panel).toBeVisible();
  await expect(plan.panel.getByRole('link', { name: 'Voir la fiche' })).toBeInViewport();
  const selected = await plan.map.getAttribute('data-selected');
  expect(selected).toBeTruthy();
  await page.screenshot({ path: `/tmp/tablet-plan-tap-${size.name}.png` });
  // Back from the sheet keeps the plot selected.
  await plan.panel.getByRole('link', { name: 'Voir la fiche' }).click();
  await expect(page).toHaveURL(/\/fiche-concession\//);
  await page.goBack();
  await expect(plan.map).toHaveAttribute('data-selected', selected ?? '');
}

/** Choosing a carré in the filters fills the map with its plots. */
async function carreFillsTheMap(page: Page, size: (typeof SIZES)[number]): Promise<void> {
  const plan = new PlanPage(page);
  await plan.goto();
  await expect(plan.map).toHaveAttribute('data-rendered', /\d+/, { timeout: 60_000 });
  const before = await plan.view();
  const { extent } = await plan.chooseCarre();
  const after = await plan.view();
  expect(after.resolution).toBeLessThan(before.resolution);
  const [minX = 0, minY = 0, maxX = 0, maxY = 0] = extent;
  expect(after.center[0]).toBeGreaterThanOrEqual(minX);
  expect(after.center[0]).toBeLessThanOrEqual(maxX);
  expect(after.center[1]).toBeGreaterThanOrEqual(minY);
  expect(after.center[1]).toBeLessThanOrEqual(maxY);
  await page.screenshot({ path: `/tmp/tablet-plan-carre-${size.name}.png` });
}

/** The deceased list and a sheet show their key columns, nothing hidden sideways, a row ticked by a finger. */
async function listsShowKeyColumns(page: Page, size: (typeof SIZES)[number]): Promise<void> {
  await page.goto('/defunts');
  const table = page.getByRole('table', { name: 'Liste des défunts' });
  await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  for (const name of [/Nom/, /Carré\/\s*Allée\/\s*Num/, /Concession/, /Actions/]) {
    await expect(table.getByRole('columnheader', { name }).first()).toBeInViewport();
  }
  // Nothing hidden sideways: the table is no wider than its scroll area.
  const overflow = await page.getByTestId('list-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
  // A finger ticks a row anywhere on a 44 px square around its 24 px box, and the column stays 56 px wide.
  const box = table.getByRole('checkbox', { name: 'Sélectionner la ligne 1', exact: true });
  const target = await box.locator('xpath=ancestor::label[1]').boundingBox();
  if (!target) throw new Error('Case de sélection absente');
  expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
  const column = await table.getByRole('columnheader').first().boundingBox();
  expect(column?.width ?? 0).toBeLessThanOrEqual(56.5);
  await page.touchscreen.tap(target.x + 3, target.y + 3);
  await expect(box).toBeChecked();
  await page.touchscreen.tap(target.x + target.width - 3, target.y + target.height - 3);
  await expect(box).not.toBeChecked();
  await page.screenshot({ path: `/tmp/tablet-defunts-${size.name}.png` });
  await table.getByRole('link', { name: 'consulter' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: "Plan de l'emplacement" })).toBeInViewport();
  await page.screenshot({ path: `/tmp/tablet-fiche-${size.name}.png` });
}

for (const size of SIZES) {
  test.describe(`tablette ${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true });

    // One sign-in and first sync for the screens read online; each step opens its screen afresh.
    test('the map owns the screen, a finger opens a plot, a carré fills the map; the lists and the sheet show their key columns', async ({ page }) => {
      test.setTimeout(240_000);
      await openBourg(page);
      await test.step('the map takes most of the screen and a finger opens a plot', () => mapOwnsTheScreen(page, size));
      await test.step('choosing a carré in the filters fills the map with its plots', () => carreFillsTheMap(page, size));
      await test.step('the lists and the sheet show their key columns', () => listsShowKeyColumns(page, size));
    });



    test('offline: said in words, and no request leaves but one probe at a time', async ({ page, context }) => {
      await openBourg(page);
      // A fresh load checks the stored user (currentUser, then espaces) without holding the screen: let that
      // end before counting, or its second request is counted as sent offline.
      const verified = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/espaces');
      // Likewise the help content, read once per load when the browser is first idle (so that it keeps the
      // help centre offline): while online, before the network goes.
      const helpRead = ['/api/lexiques', '/api/faqs'].map((path) => page.waitForResponse((r) => new URL(r.url()).pathname === path));
      await page.goto('/defunts');
      const table = page.getByRole('table', { name: 'Liste des défunts' });
      await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      await verified;
      await Promise.all(helpRead);
      const shell = new ShellPage(page);
      // Every API request the page and its workers send from now on, and how many were on their way at once.
      const seen: string[] = [];
      let inFlight = 0;
      let most = 0;
      const isApi = (r: Request) => new URL(r.url()).pathname.startsWith('/api/');
      context.on('request', (r) => {
        if (!isApi(r)) return;
        seen.push(`${r.method()} ${new URL(r.url()).pathname}`);
        inFlight += 1;
        most = Math.max(most, inFlight);
      });
      const done = (r: Request) => {
        if (isApi(r)) inFlight -= 1;
      };
      context.on('requestfinished', done);
      context.on('requestfailed', done);
      // The network goes while the browser still says online (a Wi-Fi with no way out): the app learns it from
      // its own requests, here the sync the user asks for, and says it in words.
      await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
      const status = page.getByRole('banner').getByRole('button', { name: /^Synchronisation/ });
      await status.click();
      const panel = page.getByRole('dialog', { name: 'Synchronisation' });
      await panel.getByRole('button', { name: 'Synchroniser' }).click();
      await expect(panel.getByTestId('sync-state')).toHaveText('hors ligne');
      // One word for it: the browser's 'online' does not make the panel say 'En ligne'.
      await expect(panel.getByText(/^Hors ligne · Dernière synchro/)).toBeVisible();
      await panel.getByRole('button', { name: 'Fermer' }).click();
      await expect(page.getByTestId('sync-offline')).toHaveText('Hors ligne');
      // The field goes on: a sheet (its photos), the help (its lexicon and FAQ), the account screen (the town
      // hall): each would ask the server, and refresh its token first; none may while the network is gone.
      await table.getByRole('link', { name: 'consulter' }).first().click();
      await expect(page.getByRole('button', { name: "Plan de l'emplacement" })).toBeVisible();
      await page.goBack();
      await expect(table.getByRole('row').nth(1)).toBeVisible();
      await shell.helpButton.click();
      await expect(shell.helpPanel).toBeVisible();
      await shell.helpPanel.getByRole('button', { name: "Fermer le centre d'aide" }).click();
      await expect(shell.helpPanel).toBeHidden();
      await shell.openAccountPanel();
      await shell.accountPanel.getByRole('link', { name: 'Gérer mon compte' }).click();
      await expect(page).toHaveURL(/\/gestion-compte$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The town hall, never read or kept: said, not an endless 'Chargement'.
      await expect(page.getByText('Les informations de la mairie n’ont pas encore été lues sur cet appareil : connectez-vous à Internet.')).toBeVisible();
      await expect(page.getByText('Chargement des informations de la mairie…')).toHaveCount(0);
      // The user asks again: one probe, which finds no network either.
      await status.click();
      await panel.getByRole('button', { name: 'Synchroniser' }).click();
      await expect(panel.getByTestId('sync-state')).toHaveText('hors ligne');
      await expect(panel.getByRole('button', { name: 'Synchroniser' })).toBeEnabled();
      // Only the sync's probes left (its token refresh and its pull), one at a time.
      const probes = /^(POST \/api\/token\/refresh|GET \/api\/sync\/pull|POST \/api\/sync\/push|PUT \/api\/media\/\w+)$/;
      expect(seen.filter((r) => !probes.test(r))).toEqual([]);
      expect(seen.filter((r) => r.includes('/api/sync/pull')).length).toBeGreaterThanOrEqual(1);
      expect(most).toBeLessThanOrEqual(1);
      await page.screenshot({ path: `/tmp/tablet-offline-${size.name}.png` });
    });

  });
}
