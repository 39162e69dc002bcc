import { type Locator, type Page, expect, test } from './support/test';
import type { Emplacement } from '../src/domain/entities/emplacement';
import type { Location } from '../src/domain/entities/location';
import { ACCOUNTS } from './accounts';
import { LoginPage } from './pages/LoginPage';
import { PlanPage } from './pages/PlanPage';
import { ShellPage } from './pages/ShellPage';
import { SwitchEspacePage } from './pages/SwitchEspacePage';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 14, 'no violation': axe-core (WCAG 2.0 to 2.2 A/AA and best practices) on every screen a user can reach
 * and with every shell panel and dialog open, on a tablet held landscape and upright. Violations are collected
 * (soft assertions) so one run lists them all; the test fails if there is any.
 */

type Hook = { cimetiereTest: { rows(table: string): Promise<unknown[]> } };

async function rows<T>(page: Page, table: string): Promise<T[]> {
  await page.waitForFunction(() => 'cimetiereTest' in window);
  return page.evaluate((t) => (window as unknown as Hook).cimetiereTest.rows(t), table) as Promise<T[]>;
}

/**
 * Opens a screen by its path inside the running app, as the browser's history does (the router follows the
 * address on 'popstate'), and waits for its level-1 heading. A page load per screen started the whole app again
 * for each of some forty screens of the two journeys, about a second of CPU each, for nothing axe checks.
 */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  // The screen left keeps its heading until the next one is drawn: axe must not run on it.
  const previous = await page.locator('h1').first().elementHandle({ timeout: 1_000 }).catch(() => null);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await previous?.waitForElementState('hidden', { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible({ timeout: 30_000 });
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Opens a dialog by its button, checks it with axe, and closes it. */
async function checkDialog(page: Page, button: string, dialog: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const opened = page.getByRole('dialog', { name: dialog });
  await expect(opened).toBeVisible();
  await expectNoAxeViolations(page, `dialog ${dialog}`);
  await closeDialog(page, opened);
}

const SIZES = [
  { name: 'landscape', width: 1280, height: 800 },
  { name: 'upright', width: 800, height: 1280 },
] as const;

for (const size of SIZES) {
  test(`no axe violation on any screen, panel or dialog, tablet ${size.name} (${size.width}×${size.height})`, async ({ browser }) => {
    test.setTimeout(600_000);
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: true });
    await context.addInitScript(() => window.localStorage.setItem('cimetiere:e2e', '1'));
    const page = await context.newPage();
    const shell = new ShellPage(page);

    // Before signing in.
    await page.goto('/lost-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'lost password');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'account request');
    const login = new LoginPage(page);
    await login.goto();
    await expectNoAxeViolations(page, 'login');
    await login.signIn(ACCOUNTS.admin.username, ACCOUNTS.admin.password);
    const chooser = new SwitchEspacePage(page);
    await chooser.expectShown();
    await expectNoAxeViolations(page, 'workspace choice');
    await chooser.chooseFirst();

    // The plan, its side panel and the sheet.
    const plan = new PlanPage(page);
    await shell.expectScreen('/concessions', 'CONCESSIONS');
    // Drawn once the replica is filled; its plots are read then.
    await expect(plan.map).toHaveAttribute('data-rendered', /^[1-9]\d*$/, { timeout: 60_000 });
    const emplacements = (await rows<Emplacement>(page, 'emplacements')).filter((e) => !e.deletedAt && e.geometry);
    await expectNoAxeViolations(page, 'plan');
    const families = new Set((await rows<Location>(page, 'locations')).filter((l) => !l.deletedAt && !l.isArchived && l.famille).map((l) => l.emplacementId));
    const plot = emplacements.find((e) => families.has(e.id));
    if (!plot) throw new Error('Aucun emplacement dessiné avec une famille');
    await plan.clickPlot(plot.id);
    await expect(plan.panel).toBeVisible();
    await expectNoAxeViolations(page, 'plan side panel');

    await visit(page, `/fiche-concession/${plot.id}`, /.+/);
    await expect(page.getByRole('button', { name: "Plan de l'emplacement" })).toBeVisible();
    await expectNoAxeViolations(page, 'plot sheet');
    await page.getByRole('button', { name: "Plan de l'emplacement" }).click();
    const planModal = page.getByRole('dialog', { name: "Plan de l'emplacement" });
    await expect(planModal.getByTestId('plot-map')).toHaveAttribute('data-centred', 'true', { timeout: 30_000 });
    await expectNoAxeViolations(page, "sheet's plan dialog");
    await closeDialog(page, planModal);

    // Lists and their filters.
    for (const [path, heading] of [
      ['/emplacement', 'EMPLACEMENTS'],
      ['/defunts', 'DÉFUNTS'],
      ['/concessionnaires', 'CONCESSIONNAIRES'],
      ['/travaux', 'TRAVAUX'],
      ['/procedures', 'PROCÉDURES'],
    ] as const) {
      await visit(page, path, heading);
      await expect(page.getByText(/\d+ résultats? sur \d+/).or(page.getByTestId('plan-map')).first()).toBeVisible({ timeout: 30_000 });
      await expectNoAxeViolations(page, path);
    }
    await visit(page, '/defunts', 'DÉFUNTS');
    await page.getByRole('button', { name: /^Filtres/ }).click();
    const filters = page.getByRole('dialog', { name: /^Filtrer/ });
    await expect(filters).toBeVisible();
    await expectNoAxeViolations(page, 'filters dialog');
    await closeDialog(page, filters);

    // A procedure page.
    await visit(page, `/renouvellement/${plot.id}`, /.+/);
    await expectNoAxeViolations(page, 'renewal procedure');

    // Other screens of the menu and the top bar.
    for (const [path, heading] of [
      ['/notes', 'NOTES'],
      ['/calendrier', 'CALENDRIER'],
      ['/documents', 'MODÈLES'],
      ['/utilisateurs', 'UTILISATEURS'],
      ['/gestion-donnees', /GÉRER MES DONNÉES/],
      ['/aide', /.+/],
      ['/conflits', /.+/],
    ] as const) {
      await visit(page, path, heading);
      await expectNoAxeViolations(page, path);
    }

    // The dialogs of notes, calendar and the resource library, and a guided tutorial's step (issue 18).
    await visit(page, '/notes', 'NOTES');
    await checkDialog(page, 'Ajouter une note', 'Ajouter une note');
    await visit(page, '/calendrier', 'CALENDRIER');
    await checkDialog(page, 'Ajouter un événement', 'Ajouter un événement');
    await checkDialog(page, 'Ressources', 'Ressources');
    await visit(page, '/aide', /.+/);
    await page.getByRole('tab', { name: 'Tutoriels' }).click();
    await page.getByRole('tabpanel', { name: 'Tutoriels' }).getByRole('button', { name: 'Commencer : Présentation générale' }).click();
    const tutorial = page.locator('.driver-popover');
    await tutorial.getByRole('button', { name: 'Commencer' }).click();
    await expect(tutorial.getByText(/^ETAPE 1\//)).toBeVisible();
    await expectNoAxeViolations(page, 'tutorial step');
    await tutorial.getByRole('button', { name: 'Quitter le tutoriel' }).click();
    const quit = page.getByRole('dialog', { name: 'Quitter le tutoriel' });
    await quit.getByRole('button', { name: 'Quitter', exact: true }).click();
    await expect(tutorial).toHaveCount(0);

    // Account management, every tab.
    await visit(page, '/gestion-compte', 'GÉRER MON COMPTE');
    for (const tab of ['Infos mairie', 'Infos cimetière', 'Sécurité', 'Abonnement & options', 'Parrainage', 'Notifications']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expectNoAxeViolations(page, `account tab ${tab}`);
    }

    // Search, the shell's panels and, upright, the menu drawer.
    // Upright, the top bar's search is a button opening the dialog, whose own field takes the text (issue 29).
    const search = page.getByRole('dialog', { name: /Recherche/ });
    if (size.width < 992) {
      await page.getByRole('banner').getByRole('button', { name: 'Rechercher', exact: true }).click();
      await search.getByRole('searchbox', { name: 'Recherche' }).fill('a');
    } else {
      await shell.search.fill('a');
      await shell.search.press('Enter');
    }
    await expect(search).toBeVisible();
    await expectNoAxeViolations(page, 'search dialog');
    await closeDialog(page, search);

    await shell.openAccountPanel();
    await expectNoAxeViolations(page, 'account panel');
    await closeDialog(page, shell.accountPanel);

    await shell.helpButton.click();
    await expect(shell.helpPanel).toBeVisible();
    await expectNoAxeViolations(page, 'help panel');
    // A side column beside the page, not a dialog: closed by its own button.
    await shell.helpPanel.getByRole('button', { name: "Fermer le centre d'aide" }).click();
    await expect(shell.helpPanel).toBeHidden();

    if (size.width < 992) {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await expect(shell.menu).toBeVisible();
      await expectNoAxeViolations(page, 'menu open');
    }

    // Last, and left open: closing the panel marks its notifications read for everyone (the read mark is on
    // the shared row), and e2e/notifications.spec.ts, later in the suite, counts them unread.
    await shell.notificationsButton.click();
    await expect(shell.notificationsPanel.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page, 'notifications panel');
    await context.close();
  });
}
