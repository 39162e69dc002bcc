import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { FicheDocumentsPage } from './pages/FicheDocumentsPage';
import { FichePage } from './pages/FichePage';
import { GestionComptePage } from './pages/GestionComptePage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { deviceEspaceId, live, pullAll, soleCurrentConcessions, token, type ServerState } from './support/ficheServer';
import { pdfText } from './support/pdf';
import { typeDate } from './support/dates';

/**
 * 'Gérer mon compte' (issue 15, spec 000 §2.8, §2.9): the mayor and the signature entered in Infos mairie are
 * read back from a generated deed; a price added to the price list is the one the attribution wizard uses; the
 * password is changed through its confirmation and the user signs in again with the new one.
 */

const CONFIRM_ACTE = "Etes vous sûr de vouloir générer un acte dont la concession n'as pas été fraichement créée ?";

async function makePng(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 60;
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.strokeStyle = '#123';
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.moveTo(5, 50);
      ctx.bezierCurveTo(30, 0, 60, 60, 115, 10);
      ctx.stroke();
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(data, 'base64');
}

function concessionWithHolder(state: ServerState) {
  for (const location of soleCurrentConcessions(state)) {
    if (!location.famille) continue;
    const holder = live(state.contacts).find((c) => c.locationId === location.id && c.typeDeContact === 'Concessionnaire' && c.nom);
    if (holder) return location;
  }
  throw new Error('no concession with a holder in the demo data');
}

test('the mayor and the signature entered in Infos mairie are on the generated deed', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.admin);
  const compte = new GestionComptePage(page);
  await compte.open();
  const mairie = page.getByRole('region', { name: 'Maire', exact: true });
  await expect(page.getByRole('textbox', { name: 'Commune', exact: true })).toHaveValue('Saint-Martin-des-Champs');
  const nom = `Maire${String(Date.now()).slice(-5)}`;
  await compte.choose(mairie, 'Civilité du maire', 'Madame');
  await mairie.getByLabel('Nom du maire', { exact: true }).fill(nom);
  await mairie.getByLabel('Prénom du maire', { exact: true }).fill('Solenn');
  await page.getByRole('button', { name: 'Enregistrer les informations de la mairie' }).click();
  await expect(page.getByText('Informations de la mairie enregistrées.')).toBeVisible();
  await mairie.locator('input[type=file]').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: await makePng(page) });
  await expect(page.getByText('Signature enregistrée.')).toBeVisible();
  await expect(mairie.getByRole('img', { name: 'Signature du maire avec tampon' })).toBeVisible();
  await page.screenshot({ path: '/tmp/account-mairie-1280.png', fullPage: true });

  const espaceId = await deviceEspaceId(page);
  const location = concessionWithHolder(await pullAll(request, await token(request, ACCOUNTS.admin), espaceId));
  const fiche = new FichePage(page);
  const docs = new FicheDocumentsPage(page);
  await fiche.goto(String(location.emplacementId));
  await docs.generateActe(CONFIRM_ACTE);
  const text = await pdfText(await readFile(await (await docs.download('Acte de concession funéraire')).path()));
  expect(text).toContain(`Le Maire, Madame Solenn ${nom.toUpperCase()}`);
  expect(text).toContain('Mairie, 2 place de la Mairie, 29600 Saint-Martin-des-Champs');
});

test('a price added to the price list is the one the attribution wizard uses', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.agent);
  const compte = new GestionComptePage(page);
  await compte.openInfosCimetiere();
  const form = page.getByRole('form', { name: 'Formulaire de tarif' });
  await compte.choose(form, 'Durée', '13 ans');
  await compte.choose(form, 'Surface', 'Simple (2-4 m²)');
  await form.getByLabel("Tarif d'attribution TTC (€)").fill('1234,56');
  await typeDate(form.getByLabel("Date d'application"), '2026-01-01');
  await form.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText('Tarif ajouté.')).toBeVisible();
  const current = page.getByRole('table', { name: 'Tarifs en vigueur' });
  await expect(current.getByRole('row').filter({ hasText: '13 ans' })).toContainText('1 234,56 €');
  await expect(page.getByRole('table', { name: 'Grille des tarifs : Concession' }).getByRole('row').filter({ hasText: '13 ans' })).toContainText('à renseigner');

  const espaceId = await deviceEspaceId(page);
  const state = await pullAll(request, await token(request, ACCOUNTS.agent), espaceId);
  const taken = new Set(live(state.locations).filter((l) => !l.isArchived).map((l) => l.emplacementId));
  const free = live(state.emplacements).find((e) => !taken.has(e.id));
  expect(free).toBeTruthy();
  const fiche = new FichePage(page);
  await fiche.goto(String(free?.id));
  await page.getByRole('button', { name: "Attribuer l'emplacement" }).click();
  const w = fiche.wizard;
  await fiche.choose(w.getByRole('combobox', { name: "Type d'emplacement" }), 'Concession');
  await fiche.next();
  await w.getByLabel('Concessionnaire : nom', { exact: true }).fill('Tarifé');
  await w.getByLabel('Concessionnaire : prénom', { exact: true }).fill('Jeanne');
  await fiche.next();
  await w.getByLabel('Famille', { exact: true }).fill('Tarifé');
  await typeDate(w.getByLabel(/^Date de début/), '2026-03-01');
  await fiche.choose(w.getByRole('combobox', { name: 'Durée' }), '13 ans');
  await fiche.choose(w.getByRole('combobox', { name: 'Surface' }), 'Autre surface');
  await w.getByLabel(/^Autre surface \(m²\)/).fill('2,5');
  await expect(w.getByText(/Prix : 1\s234,56\s€/)).toBeVisible();
});

test('the password changes through its confirmation, and the user signs in again with the new one', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = ACCOUNTS.consultation;
  const nouveau = 'Nouveau-mot-de-passe-2026';
  await signIn(page, account);
  const compte = new GestionComptePage(page);
  await compte.open();
  await compte.openTab('Sécurité');
  await page.getByLabel('Mot de passe actuel').fill(account.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
  await page.getByLabel('Confirmer le nouveau mot de passe').fill('court');
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Le mot de passe doit contenir au moins 8 caractères.');
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(nouveau);
  await page.getByLabel('Confirmer le nouveau mot de passe').fill(nouveau);
  await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Votre mot de passe a été modifié. Vos autres sessions ont été fermées.')).toBeVisible();

  await new ShellPage(page).logout();
  const login = new LoginPage(page);
  await login.signIn(account.username, account.password);
  await expect(page.getByText("Le mot de passe ou le pseudo de l'utilisateur ne correspondent pas, veuillez réessayer.")).toBeVisible();
  await page.goto('/login');
  await signIn(page, { ...account, password: nouveau });
  await expect(new ShellPage(page).title).toBeVisible();

  // Put the demo password back for the other specs of the run.
  const bearer = await token(request, { username: account.username, password: nouveau });
  const back = await request.put('/api/users/me/password', { headers: { authorization: `Bearer ${bearer}` }, data: { currentPassword: nouveau, newPassword: account.password } });
  expect(back.status()).toBe(200);
});
