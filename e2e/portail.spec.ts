import { expect, test } from './support/test';

/**
 * The cemetery's public portal (issue 30), as a family uses it at the gate: a phone, no account, and here no
 * JavaScript at all: the search is a plain form, the answer and the grave on the plan are server-rendered.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, javaScriptEnabled: false, serviceWorkers: 'block' });

test('a visitor finds a grave by name, without account and without JavaScript, on a phone', async ({ page }, testInfo) => {
  await page.goto('/portail/saint-martin-des-champs-bourg');
  await expect(page.getByRole('heading', { level: 1, name: 'Cimetière communal du Bourg' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Horaires d’ouverture' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  // Typed without its accent, as on a phone keyboard.
  await page.getByLabel('Nom de famille ou nom de naissance').fill('lefevre');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/portail\/saint-martin-des-champs-bourg\/recherche\?nom=lefevre/);
  await expect(page.getByRole('heading', { name: 'Résultats pour « lefevre »' })).toBeVisible();
  const first = page.locator('.resultats li').first();
  await expect(first).toContainText('LEFÈVRE');
  await expect(first).toContainText(/Carré \S+, Allée \S+, N° \S+/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: /LEFÈVRE/ })).toBeVisible();
  await expect(page.getByText('Sépulture', { exact: true })).toBeVisible();
  const plan = page.getByRole('img', { name: /Plan du cimetière autour de la sépulture, marquée et entourée en rouge/ });
  await expect(plan).toBeVisible();
  // Without script, 'Me guider' stays hidden: the page works without it.
  await expect(page.getByRole('button', { name: 'Me guider' })).toBeHidden();
  const box = await plan.boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  await page.screenshot({ path: testInfo.outputPath('portail-defunt-390x844.png'), fullPage: true });
  await page.screenshot({ path: 'test-results/portail-defunt-390x844.png', fullPage: true });

  await page.goto('/portail/cimetiere-qui-n-existe-pas');
  await expect(page.getByText('Ce portail n’existe pas ou n’est pas en ligne.')).toBeVisible();
});
