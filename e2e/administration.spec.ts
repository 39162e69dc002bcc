import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './accounts';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { SwitchEspacePage } from './pages/SwitchEspacePage';
import { signIn } from './pages/signIn';
import { startSmtpSink, type SmtpSink } from '../tests/helpers/smtpSink';
import { E2E_PORT, e2eSmtpPort } from './support/paths';

/** /utilisateurs (issue 16): adding, deleting and impersonating users. */

let smtp: SmtpSink;
// The e2e server sends its mail to this SMTP server (playwright.config.ts sets SMTP_URL to its port).
test.beforeAll(async () => {
  smtp = await startSmtpSink(e2eSmtpPort(E2E_PORT));
});
test.afterAll(async () => {
  await smtp?.close();
});

/** The set-password link of the newest mail to `to` that the SMTP server received. */
async function passwordLinkFor(to: string): Promise<string> {
  const mailsTo = () => smtp.received.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(to)));
  await expect.poll(() => mailsTo().length).toBeGreaterThan(0);
  const text = mailsTo().at(-1)?.text ?? '';
  const link = /https?:\/\/\S*reset-password\?token=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no set-password link in the mail to ${to}`);
  return new URL(link).pathname + new URL(link).search;
}

async function openUsers(page: Page): Promise<void> {
  await page.goto('/utilisateurs');
  await new ShellPage(page).expectScreen('/utilisateurs', 'UTILISATEURS');
}

test('an administrator adds a user, who signs in; once deleted, that user cannot use the app', async ({ page, browser }) => {
  const email = `agent.${Date.now()}@mairie-demo.fr`;
  await signIn(page, ACCOUNTS.admin);
  await openUsers(page);
  await page.getByRole('button', { name: 'Ajouter nouveau' }).click();
  const form = page.getByRole('dialog', { name: 'Ajouter un utilisateur' });
  await form.getByLabel('Identifiant (adresse e-mail)').fill(email);
  await form.getByLabel('Nom', { exact: true }).fill('Supprimable');
  await form.getByLabel('Prénom', { exact: true }).fill('Paul');
  await form.getByLabel('Consultation et modification').check();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('L’utilisateur a été créé ; un e-mail lui a été envoyé pour choisir son mot de passe.')).toBeVisible();

  // The new user chooses a password from the mail and signs in on another device.
  const other = await browser.newContext();
  const userPage = await other.newPage();
  await userPage.goto(await passwordLinkFor(email));
  await userPage.getByLabel('Nouveau mot de passe').fill('Paul-mot-de-passe-1');
  await userPage.getByLabel('Confirmer le mot de passe').fill('Paul-mot-de-passe-1');
  await userPage.getByRole('button', { name: 'Enregistrer' }).click();
  await new LoginPage(userPage).goto();
  await new LoginPage(userPage).signIn(email, 'Paul-mot-de-passe-1');
  await new SwitchEspacePage(userPage).expectShown();

  // The administrator finds and deletes them.
  await page.getByLabel('Chercher un utilisateur').fill('supprimable');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Supprimer cet utilisateur : ${email}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toContainText('Etes vous sur de vouloir supprimer cet utilisateur ?');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('L’utilisateur a été supprimé.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  // Their session is over at once: the next start-up check signs them out, and sign-in is refused.
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/login/);
  await new LoginPage(userPage).signIn(email, 'Paul-mot-de-passe-1');
  await expect(userPage.getByText('Le mot de passe ou le pseudo de l\'utilisateur ne correspondent pas, veuillez réessayer.')).toBeVisible();
  await other.close();
});

test('the super administrator acts as a user, sees both identities on every screen, and comes back', async ({ page }) => {
  await signIn(page, ACCOUNTS.super);
  await openUsers(page);
  await page.getByLabel('Chercher un utilisateur').fill('agent@demo.fr');
  const row = page.getByRole('row').filter({ hasText: 'agent@demo.fr' });
  await row.getByRole('button', { name: 'se connecter en tant que agent@demo.fr' }).click();

  const banner = page.getByRole('status', { name: 'Connexion en tant qu’un autre utilisateur' });
  await expect(page).toHaveURL(/\/switch-espace$/);
  await expect(banner).toContainText('(agent@demo.fr)');
  await expect(banner).toContainText('administrateur :');
  await expect(banner).toContainText('(super@demo.fr)');
  await new SwitchEspacePage(page).chooseFirst();
  await expect(banner).toBeVisible();
  await page.goto('/defunts');
  await expect(banner).toContainText('(agent@demo.fr)');
  // The agent is not an administrator: no Utilisateurs in its menu.
  await expect(new ShellPage(page).menuLink('Utilisateurs')).toHaveCount(0);
  // The agent's replica is opened by the shell's effects, after the banner's first render.
  await expect.poll(async () => (await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''))).some((n) => n.endsWith('~as-agent@demo.fr'))).toBe(true);

  await banner.getByRole('button', { name: "Revenir à l'espace administrateur" }).click();
  await expect(page).toHaveURL(/\/switch-espace$/);
  await expect(banner).toHaveCount(0);
  // The agent's replica is deleted from the device once the administrator is back (a worker still holding it
  // delays the deletion until the page's workers end: reload).
  await page.reload();
  await expect.poll(async () => (await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''))).filter((n) => n.includes('~as-'))).toEqual([]);
  await new SwitchEspacePage(page).chooseFirst();
  await expect(new ShellPage(page).menuLink('Utilisateurs')).toBeVisible();
});
