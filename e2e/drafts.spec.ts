import { expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { deviceEspaceId, goOffline, token } from './support/ficheServer';
import { plotWithPvDue } from './support/pvDue';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 29, 'No work lost': a PV de constat d'abandon half filled at the grave, offline, survives a reload of
 * the tab (Android kills it when the camera opens): it is offered back ('Reprendre le brouillon') with its
 * names and description; the × of a filled PV asks before anything is thrown away, and an abandoned draft is
 * not offered again.
 */

test('a PV filled offline survives a reload as a draft, and closing a filled PV asks first', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.agent);
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await deviceEspaceId(page);
  const bearer = await token(request, ACCOUNTS.agent);
  // A reprise after abandonment whose notice and posting are done: its first PV is due today.
  const emplacementId = await plotWithPvDue(request, bearer, espaceId);

  const fiche = new FichePage(page);
  await fiche.goto(emplacementId);
  const button = page.getByRole('link', { name: 'Dresser le procès-verbal de constat' });
  await expect(button).toBeVisible({ timeout: 60_000 });
  await goOffline(page);
  await button.click();

  const pv = page.getByRole('dialog');
  await expect(pv.getByTestId('pv-constat')).toBeVisible();
  await pv.getByRole('radio', { name: 'Le maire', exact: true }).check();
  await pv.getByLabel('Nom de la personne qui dresse le procès-verbal').fill('Yvette Garnier');
  await pv.getByLabel('Nom du témoin').fill('Marcel Roux');
  await pv.getByRole('checkbox', { name: 'Végétation non entretenue' }).check();
  const description = 'Ronces sur toute la tombe, stèle penchée.';
  await pv.getByLabel("Description précise de l'état de la sépulture").fill(description);
  // The form says when its work is on the device: then a reload may come.
  await expect(pv.getByTestId('brouillon-enregistre')).toHaveText(/^Brouillon enregistré sur cet appareil à \d{2} h \d{2}\.$/);

  // Leaving the page with a filled PV asks (the browser's own question); the reload is accepted here.
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await page.reload();
  expect(dialogs).toContain('beforeunload');

  // Offline, the PV reopens from its link: the draft is offered back, and taken.
  const reopened = page.getByRole('dialog');
  await expect(reopened.getByTestId('brouillon')).toContainText(/Un brouillon enregistré sur cet appareil le \d{2}\/\d{2}\/\d{4} à \d{2} h \d{2} a été retrouvé\./, { timeout: 60_000 });
  await expect(reopened.getByLabel('Nom de la personne qui dresse le procès-verbal')).toHaveValue('');
  await reopened.getByRole('button', { name: 'Reprendre le brouillon' }).click();
  await expect(reopened.getByTestId('brouillon')).toHaveCount(0);
  await expect(reopened.getByLabel('Nom de la personne qui dresse le procès-verbal')).toHaveValue('Yvette Garnier');
  await expect(reopened.getByLabel('Nom du témoin')).toHaveValue('Marcel Roux');
  await expect(reopened.getByRole('radio', { name: 'Le maire', exact: true })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: 'Végétation non entretenue' })).toBeChecked();
  await expect(reopened.getByLabel("Description précise de l'état de la sépulture")).toHaveValue(description);

  // 'Annuler' on a filled PV asks; 'Continuer la saisie' keeps it as it is.
  await reopened.getByRole('button', { name: 'Annuler', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Abandonner la saisie ?' });
  await expect(question).toContainText('Les informations saisies ne sont pas enregistrées. Voulez-vous vraiment abandonner cette saisie ?');
  await question.getByRole('button', { name: 'Continuer la saisie' }).click();
  await expect(question).toHaveCount(0);
  await expect(page.getByTestId('pv-constat').getByLabel('Nom du témoin')).toHaveValue('Marcel Roux');

  // The × asks too; 'Abandonner la saisie' closes the PV and forgets its draft.
  await page.getByRole('dialog').filter({ has: page.getByTestId('pv-constat') }).getByRole('button', { name: 'Fermer', exact: true }).click();
  await question.getByRole('button', { name: 'Abandonner la saisie' }).click();
  await expect(page.getByTestId('pv-constat')).toHaveCount(0);
  await page.getByTestId('procedure-courante').getByTestId('etape').filter({ hasText: 'Étape 3 :' }).getByRole('button', { name: 'Démarrer' }).click();
  await expect(page.getByTestId('pv-constat')).toBeVisible();
  await expect(page.getByTestId('pv-constat').getByLabel('Nom du témoin')).toHaveValue('');
  await expect(page.getByTestId('brouillon')).toHaveCount(0);
});
