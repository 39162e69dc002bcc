import { expect, test, type Page } from './support/test';

/**
 * The cemetery's public portal (issue 30), as a family uses it at the gate: a phone, no account, and here no
 * JavaScript at all: the search is a plain form, the answer and the grave on the plan are server-rendered.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, javaScriptEnabled: false, serviceWorkers: 'block' });

/** The first deceased a search by 'lefevre' lists: its page's address. */
async function firstLefevre(page: Page): Promise<string> {
  await page.goto('/portail/saint-martin-des-champs-bourg/recherche?nom=lefevre');
  const href = await page.locator('.resultats li a').first().getAttribute('href');
  expect(href).toMatch(/\/defunt\//);
  return href as string;
}

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

test.describe('at the gate, with JavaScript', () => {
  test.use({ javaScriptEnabled: true, permissions: ['geolocation'] });

  test('\'Me guider\' puts the visitor on the plan beside the grave, with the whole plan under the crop', async ({ page, context }) => {
    await page.goto(await firstLefevre(page));
    const plan = page.locator('#plan');
    // Loaded with the page: only the plots around the grave, not the town's whole plan.
    await expect(plan.locator('path.tombe')).toHaveCount(1);
    await expect(plan.locator('image')).toHaveCount(0);
    const facts = await plan.evaluate((svg) => ({
      guide: JSON.parse(svg.getAttribute('data-guide') ?? 'null') as { a: number; b: number; c: number; d: number; e: number; f: number },
      width: Number(svg.getAttribute('data-largeur')),
      height: Number(svg.getAttribute('data-hauteur')),
    }));
    // A visitor standing at the middle of the plan: its longitude and latitude through the inverse of the page's own map.
    const { a, b, c, d, e, f } = facts.guide;
    const [x, y] = [facts.width / 2 - c, facts.height / 2 - f];
    const det = a * e - b * d;
    await context.setGeolocation({ longitude: (e * x - b * y) / det, latitude: (a * y - d * x) / det, accuracy: 5 });

    await page.getByRole('button', { name: 'Me guider' }).click();
    await expect(page.getByRole('status')).toHaveText('Vous êtes le point bleu ; la sépulture est marquée en rouge.');
    const dot = plan.locator('circle.vous');
    await expect(dot).toHaveCount(1);
    expect(Number(await dot.getAttribute('cx'))).toBeCloseTo(facts.width / 2, 3);
    expect(Number(await dot.getAttribute('cy'))).toBeCloseTo(facts.height / 2, 3);
    await expect(plan.locator('image')).toHaveAttribute('href', /\/portail\/saint-martin-des-champs-bourg\/plan\.svg\?v=/);
    // The frame now holds the visitor and the grave.
    const [vx, vy, side] = ((await plan.getAttribute('viewBox')) ?? '').split(' ').map(Number) as [number, number, number];
    expect(vx).toBeLessThanOrEqual(facts.width / 2);
    expect(vy + side).toBeGreaterThanOrEqual(facts.height / 2);

    await page.getByRole('button', { name: 'Arrêter le guidage' }).click();
    await expect(page.getByRole('status')).toHaveText('Guidage arrêté.');
  });
});
