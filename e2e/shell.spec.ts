import { type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Page Not Found - 404' })).toBeVisible();
  await page.getByRole('link', { name: "Retour à l'accueil" }).click();
  // Home is protected: an anonymous visitor ends on the sign-in form.
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('inside a cemetery', () => {
  // One signed-in page for the whole group: the refresh token rotates, so contexts cannot share a stored session.
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let shell: ShellPage;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signIn(page, ACCOUNTS.admin);
    shell = new ShellPage(page);
    await shell.expectScreen('/concessions', 'CONCESSIONS');
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('the menu opens each screen with its French title', async () => {
    const screens = [
      ['Emplacements', '/emplacement', 'EMPLACEMENTS'],
      ['Défunts', '/defunts', 'DÉFUNTS'],
      ['Concessionnaires', '/concessionnaires', 'CONCESSIONNAIRES'],
      ['Travaux', '/travaux', 'TRAVAUX'],
      ['Procédures', '/procedures', 'PROCÉDURES'],
      ['Modèles', '/documents', 'MODÈLES'],
      ['Utilisateurs', '/utilisateurs', 'UTILISATEURS'],
      ['Concessions', '/concessions', 'CONCESSIONS'],
    ] as const;
    for (const [entry, path, heading] of screens) {
      await shell.menuLink(entry).click();
      await shell.expectScreen(path, heading);
    }
  });

  test("the spec's routes without a screen of their own lead to the screen that does the job", async () => {
    for (const [from, path, heading] of [
      ['/list', '/emplacement', 'EMPLACEMENTS'],
      ['/function', '/gestion-compte', 'GÉRER MON COMPTE'],
      ['/editor-mce', '/documents', 'MODÈLES'],
    ] as const) {
      await page.goto(from);
      await shell.expectScreen(path, heading);
    }
    await expect(page.getByText('en cours de construction')).toHaveCount(0);
  });

  test('notes and calendar icons open their screens', async () => {
    await shell.banner.getByRole('link', { name: 'Notes' }).click();
    await shell.expectScreen('/notes', 'NOTES');
    await shell.banner.getByRole('link', { name: 'Calendrier' }).click();
    await shell.expectScreen('/calendrier', 'CALENDRIER');
  });

  test('the account panel and the notifications panel open one at a time', async () => {
    await shell.openAccountPanel();
    await expect(shell.accountPanel).toContainText(ACCOUNTS.admin.username);
    for (const link of ['Gérer mon compte', 'Gérer mes données', "Centre d'aide"]) {
      await expect(shell.accountPanel.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(shell.accountPanel.getByLabel('Changer de cimetière')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shell.accountPanel).toBeHidden();

    await shell.notificationsButton.click();
    await expect(shell.notificationsPanel).toBeVisible();
    // The server's daily generation has filled it (e2e/notifications.spec.ts follows it further).
    await expect(shell.notificationsPanel.getByRole('listitem').first()).toBeVisible();
    await expect(shell.accountPanel).toBeHidden();
    await shell.notificationsPanel.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(shell.notificationsPanel).toBeHidden();
  });

  test('the account panel links to account management', async () => {
    await shell.openAccountPanel();
    await shell.accountPanel.getByRole('link', { name: 'Gérer mon compte' }).click();
    await shell.expectScreen('/gestion-compte', 'GÉRER MON COMPTE');
    await expect(shell.accountPanel).toBeHidden();
  });

  test('the help button opens the assistance panel', async () => {
    await shell.helpButton.click();
    await expect(shell.helpPanel).toBeVisible();
    await shell.helpPanel.getByRole('link', { name: "Obtenir plus d'aide" }).click();
    await shell.expectScreen('/aide', "CENTRE D'AIDE");
  });

  test('Enter in the search box opens the search', async () => {
    // A first name every size of the demo has.
    await shell.search.fill('Jean');
    await shell.search.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Recherche' });
    await expect(dialog.getByRole('link', { name: /Jean/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('procedure and sheet routes take their parameters', async () => {
    await page.goto('/repriseAbandon/00000000-0000-0000-0000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: "REPRISE DE CONCESSION APRES CONSTAT D'ABANDON" })).toBeVisible();
    await page.goto('/fiche-concession-archive/a/b');
    await expect(page.getByRole('heading', { level: 1, name: 'CONCESSION ARCHIVÉE' })).toBeVisible();
  });
});
