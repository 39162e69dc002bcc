import { type Page, expect, test } from '@playwright/test';
import { ACCOUNTS } from './accounts';
import { PlanPage } from './pages/PlanPage';
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

for (const size of SIZES) {
  test.describe(`tablette ${size.name} (${size.width}×${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: true });

    test('the map takes most of the screen and a finger opens a plot', async ({ page }) => {
      await openBourg(page);
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
    });

    test('the lists and the sheet show their key columns', async ({ page }) => {
      await openBourg(page);
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
    });

    test('offline: said in words, and no request leaves but one probe at a time', async ({ page, context }) => {
      await openBourg(page);
      await page.goto('/defunts');
      await expect(page.getByRole('table', { name: 'Liste des défunts' }).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      const inFlight = new Set<string>();
      let most = 0;
      let sent = 0;
      page.on('request', (r) => {
        if (!r.url().includes('/api/')) return;
        sent += 1;
        inFlight.add(r.url() + sent);
        most = Math.max(most, inFlight.size);
        const done = () => inFlight.delete(r.url() + sent);
        void r.response().then(done, done);
      });
      page.on('requestfailed', () => inFlight.clear());
      await context.setOffline(true);
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await expect(page.getByTestId('sync-offline')).toHaveText('Hors ligne');
      // Ten seconds of the field: the page's own timers run; nothing but the backoff's probe may go.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 10_000)));
      expect(most).toBeLessThanOrEqual(1);
      expect(sent).toBeLessThanOrEqual(4);
      await page.screenshot({ path: `/tmp/tablet-offline-${size.name}.png` });
    });
  });
}
