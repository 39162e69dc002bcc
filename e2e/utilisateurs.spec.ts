import { expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';

/** An account request made on /register is validated by an administrator of its municipality on /utilisateurs. */
test('an administrator validates an account request made on /register', async ({ page }) => {
  const stamp = Date.now();
  const nom = `Demandeur${stamp}`;
  const prenom = 'Yvonne';
  const email = `yvonne.${stamp}@mairie-demo.fr`;

  await page.goto('/register');
  await page.getByLabel('Nom', { exact: true }).fill(nom);
  await page.getByLabel('Prénom', { exact: true }).fill(prenom);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Téléphone').fill('02 98 00 00 00');
  await page.getByLabel('Commune').fill('Saint-Martin-des-Champs');
  await page.getByLabel('Message').fill('Secrétaire de mairie, chargée du cimetière.');
  await page.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByText('Votre demande de compte a bien été envoyée.')).toBeVisible();

  await signIn(page, ACCOUNTS.admin);
  await page.goto('/utilisateurs');
  await new ShellPage(page).expectScreen('/utilisateurs', 'UTILISATEURS');
  const section = page.getByRole('region', { name: 'Demandes de compte' });
  const row = section.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Saint-Martin-des-Champs');
  await expect(row).toContainText(nom);
  await expect(row.getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);

  await row.getByRole('button', { name: /^Valider/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(dialog).toContainText(`Valider la demande de compte de ${prenom} ${nom} ?`);
  await dialog.getByRole('button', { name: 'Valider', exact: true }).click();

  await expect(page.getByText('Compte créé : un e-mail a été envoyé pour choisir le mot de passe.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
