import { type APIRequestContext, type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { signIn } from './pages/signIn';
import { deviceEspaceId, pullAll, soleCurrentConcessions, token } from './support/ficheServer';

/**
 * Help centre, assistant, welcome tour and the 11 guided tutorials (issue 18, spec 002 §2): every tutorial and
 * the tour run to their end in Chromium, on a landscape screen and on a tablet held upright; the assistant
 * panel never covers what the user taps; the resource library opens from the top bar.
 */

const TUTORIALS = [
  'Présentation générale', 'Utiliser le mode plan', 'Utiliser la fiche concession', 'Créer une concession', 'Éditer un emplacement',
  'Ajouter des travaux', 'Gérer les concessionnaires', 'Ajouter un défunt', 'Gestion du compte', 'Ajouter des tarifs', 'Centre d’aide',
];

const VIEWPORTS = [
  { name: 'paysage', width: 1280, height: 800 },
  { name: 'portrait', width: 800, height: 1280 },
] as const;

const popover = (page: Page) => page.locator('.driver-popover');

/**
 * Waits for the popover's title to change from `before`. A step comes 300 ms after a click, or at the next of the
 * tutorial's 450 ms looks for its element (spec 002 §9): checked every 50 ms rather than at Playwright's widening
 * intervals (0.1, 0.35, 0.85 s…), which added up to half a second to each of some 160 steps of the suite.
 */
async function nextStep(page: Page, before: string): Promise<void> {
  await expect
    .poll(() => popover(page).locator('.driver-popover-title').textContent(), { intervals: [50], message: `the step after « ${before} »` })
    .not.toBe(before);
}

/** Clicks through the open tutorial: 'Commencer', 'Suivant', the highlighted element on click steps, 'Terminer'. */
async function runToTheEnd(page: Page): Promise<string[]> {
  const counters: string[] = [];
  await expect(popover(page)).toBeVisible();
  const intro = (await popover(page).locator('.driver-popover-title').textContent()) ?? '';
  await popover(page).getByRole('button', { name: 'Commencer' }).click();
  // The first step shows once its element is found: until then the introduction (and driver.js's invisible
  // stand-in element) is still there, and its 'Commencer' is no 'Suivant'.
  await nextStep(page, intro);
  for (let i = 0; i < 12; i++) {
    const box = popover(page);
    await expect(box).toBeVisible();
    const progress = box.locator('.driver-popover-progress-text');
    if (await progress.isVisible()) counters.push((await progress.textContent()) ?? '');
    const done = box.getByRole('button', { name: 'Terminer' });
    const next = box.getByRole('button', { name: 'Suivant' });
    const before = (await box.locator('.driver-popover-title').textContent()) ?? '';
    if (await done.isVisible()) {
      await done.click();
      await expect(popover(page)).toHaveCount(0);
      return counters;
    }
    if (await next.isVisible()) await next.click();
    else await page.locator('.driver-active-element').click();
    await nextStep(page, before);
  }
  throw new Error('the tutorial did not end in 12 steps');
}

async function userId(request: APIRequestContext, bearer: string): Promise<string> {
  const me = await request.get('/api/users/currentUser', { headers: { authorization: `Bearer ${bearer}` } });
  return String((await me.json()).id);
}

type Viewport = (typeof VIEWPORTS)[number];

/** The welcome tour runs on first connection (signed in here), asks before quitting, and records firstConnection when done. */
async function welcomeTour(page: Page, request: APIRequestContext, vp: Viewport): Promise<void> {
  const bearer = await token(request, ACCOUNTS.agent);
  const id = await userId(request, bearer);
  const reset = await request.put(`/api/users/${id}`, { headers: { authorization: `Bearer ${bearer}` }, data: { firstConnection: false } });
  expect(reset.status()).toBe(200);

  await signIn(page, ACCOUNTS.agent);
  await expect(popover(page).getByText('Bienvenue !')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`tour-${vp.name}.png`) });
  // The close icon asks first; 'Revenir au tutoriel' goes back to it.
  await popover(page).getByRole('button', { name: 'Quitter le tutoriel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Quitter le tutoriel' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Revenir au tutoriel' }).click();
  await expect(confirm).toBeHidden();
  const counters = await runToTheEnd(page);
  expect(counters).toEqual(['ETAPE 1/5', 'ETAPE 2/5', 'ETAPE 3/5', 'ETAPE 4/5', 'ETAPE 5/5']);
  await expect.poll(async () => (await (await request.get('/api/users/isFirstConnection', { headers: { authorization: `Bearer ${bearer}` } })).json()).firstConnection).toBe(true);
  // Not shown again at the next start.
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(popover(page)).toHaveCount(0);
}

/** The resource library opens from the top bar, with the regulations, the models and the procedure sheets. */
async function resourceLibrary(page: Page, vp: Viewport): Promise<void> {
  await page.getByRole('button', { name: 'Ressources' }).click();
  const library = page.getByRole('dialog', { name: 'Ressources' });
  await expect(library.getByRole('link', { name: /Article L2223-15 du CGCT/ })).toHaveAttribute('href', /legifrance\.gouv\.fr/);
  await page.screenshot({ path: test.info().outputPath(`ressources-${vp.name}.png`) });
  await library.getByRole('tab', { name: 'Modèles' }).click();
  const word = page.waitForEvent('download');
  await library.getByRole('button', { name: 'Acte de concession funéraire (Word)' }).click();
  expect((await word).suggestedFilename()).toBe('acte-concession.docx');
  await page.screenshot({ path: test.info().outputPath(`modeles-${vp.name}.png`) });
  await library.getByRole('tab', { name: 'Guides et fiches' }).click();
  const pdf = page.waitForEvent('download');
  await library.getByRole('button', { name: 'Fiche procédure : exhumation (PDF)' }).click();
  expect((await pdf).suggestedFilename()).toBe('fiche-exhumation.pdf');
}

/** Help centre: glossary letters, search, the route word, the FAQ, the adviser, and the assistant beside the sheet. */
async function helpCentre(page: Page, request: APIRequestContext, vp: Viewport): Promise<void> {
  await page.goto('/aide');
  await expect(page.getByRole('heading', { name: "CENTRE D'AIDE" })).toBeVisible();
  await page.getByRole('button', { name: 'W', exact: true }).click();
  await expect(page.getByText('Aucun résultat pour cette lettre')).toBeVisible();
  await page.getByLabel('Rechercher dans le lexique').fill('ossuaire');
  await expect(page.getByText(/résultats? pour « ossuaire »/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`lexique-${vp.name}.png`), fullPage: false });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le lexique (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe('lexique-funeraire.pdf');

  await page.goto('/aide/Reliquaire');
  const word = page.locator('#mot-reliquaire');
  await expect(word).toBeVisible();
  await expect(page.getByRole('button', { name: 'R', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('tab', { name: 'FAQ' }).click();
  await expect(page.getByRole('button', { name: /renouveler une concession arrivée à échéance/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`faq-${vp.name}.png`) });
  await page.getByRole('tab', { name: 'Tutoriels' }).click();
  await page.screenshot({ path: test.info().outputPath(`tutoriels-${vp.name}.png`) });
  await page.getByRole('tab', { name: 'Contacter un conseiller' }).click();
  await expect(page.getByText('Du lundi au vendredi, de 9h00 à 17h00')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`conseiller-${vp.name}.png`) });

  // The assistant beside a plot sheet: its buttons stay tappable, nothing is under the panel or the '?'.
  const bearer = await token(request, ACCOUNTS.agent);
  const espaceId = await deviceEspaceId(page);
  const plot = soleCurrentConcessions(await pullAll(request, bearer, espaceId))[0];
  await page.goto(`/fiche-concession/${String(plot?.emplacementId)}`);
  const photos = page.getByRole('button', { name: 'Ajouter des photos' });
  await photos.scrollIntoViewIfNeeded();
  await photos.click({ trial: true });
  await page.getByRole('button', { name: "Ouvrir l'assistance" }).click();
  const panel = page.getByRole('complementary', { name: "Centre d'aide" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Commencer : Ajouter un défunt' })).toBeVisible();
  await photos.click({ trial: true });
  await page.screenshot({ path: test.info().outputPath(`panneau-fiche-${vp.name}.png`) });
  await panel.getByLabel('Rechercher dans le lexique').fill('concession');
  await panel.getByLabel('Rechercher dans le lexique').press('Enter');
  const first = panel.getByRole('article').first();
  await expect(first.getByRole('link', { name: 'voir toute la définition' })).toBeVisible();
  expect(((await first.locator('p').nth(1).textContent()) ?? '').length).toBeLessThanOrEqual(301);

  // A procedure page with the panel open: 'Constituer le dossier' stays tappable.
  await page.goto(`/renouvellement/${String(plot?.emplacementId)}`);
  await page.getByRole('button', { name: "Ouvrir l'assistance" }).click();
  await expect(panel).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`panneau-procedure-${vp.name}.png`) });
  const dossier = page.getByRole('button', { name: /Constituer le dossier/ });
  if (await dossier.count()) await dossier.click({ trial: true });
  await panel.getByRole('link', { name: "Obtenir plus d'aide" }).click();
  await expect(page).toHaveURL(/\/aide$/);
}

for (const vp of VIEWPORTS) {
  test.describe(`${vp.width}×${vp.height}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    // The agent's first connection, then the same session through the library and the help centre.
    test('the welcome tour on first connection, then the resource library and the help centre with its assistant', async ({ page, request }) => {
      test.setTimeout(300_000);
      await test.step('the welcome tour runs on first connection, asks before quitting, and records firstConnection when done', () => welcomeTour(page, request, vp));
      await test.step('the resource library opens from the top bar, with the regulations, the models and the procedure sheets', () => resourceLibrary(page, vp));
      await test.step('help centre: glossary letters, search, the route word, the FAQ, the adviser, and the assistant beside the sheet', () => helpCentre(page, request, vp));
    });


    test('every guided tutorial runs to its end from the help centre', async ({ page }) => {
      test.setTimeout(420_000);
      await signIn(page, ACCOUNTS.admin);
      for (const titre of TUTORIALS) {
        await page.goto('/aide');
        await page.getByRole('tab', { name: 'Tutoriels' }).click();
        await page.getByRole('tabpanel', { name: 'Tutoriels' }).getByRole('button', { name: `Commencer : ${titre}` }).click();
        const counters = await runToTheEnd(page);
        expect(counters.length, titre).toBeGreaterThan(1);
        expect(counters.at(-1), titre).toMatch(/^ETAPE (\d+)\/\1$/);
      }
    });


  });
}
