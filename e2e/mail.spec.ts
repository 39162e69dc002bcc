import { expect, test } from './support/test';
import { startSmtpSink, type SmtpSink } from '../tests/helpers/smtpSink';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';
import { deviceEspaceId, goOffline, goOnline, live, pullAll, soleCurrentConcessions, token, type Row, type ServerState } from './support/ficheServer';
import { E2E_PORT, e2eSmtpPort } from './support/paths';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 17 'Mail and SMS': an e-mail composed on the sheet while offline is queued on the device (shown
 * pending in the E-mails section); back online it is pushed, the server sends it to a real SMTP server (the
 * one the e2e server's SMTP_URL names, started here) and the section shows it 'Envoyé'.
 */

let smtp: SmtpSink;
test.beforeAll(async () => {
  smtp = await startSmtpSink(e2eSmtpPort(E2E_PORT));
});
test.afterAll(async () => {
  await smtp?.close();
});

/** A current Concession alone on its plot whose living holder has an e-mail address. */
function concessionWithMailableHolder(state: ServerState): { location: Row; holder: Row } {
  for (const location of soleCurrentConcessions(state)) {
    const holder = live(state.contacts).find((c) => c.locationId === location.id && c.typeDeContact === 'Concessionnaire' && c.email && !c.decede);
    if (holder) return { location, holder };
  }
  throw new Error('no concession whose holder has an e-mail in the demo data');
}

test('an e-mail composed offline on the sheet reaches the SMTP server once online and shows as sent', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signIn(page, ACCOUNTS.agent);
  await new ShellPage(page).waitForServiceWorker();
  const espaceId = await deviceEspaceId(page);
  const bearer = await token(request, ACCOUNTS.agent);
  const { location, holder } = concessionWithMailableHolder(await pullAll(request, bearer, espaceId));
  const subject = `Renouvellement de la concession ${String(location.famille ?? '')} ${Date.now()}`;

  await new FichePage(page).goto(String(location.emplacementId));
  const section = page.getByTestId('mails-section');
  await expect(section.getByRole('heading', { name: 'E-mails' })).toBeVisible();
  await goOffline(page);

  await section.getByRole('button', { name: 'Envoyer un e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer un e-mail' });
  // The holder is ticked by default; the subject and the body are required.
  await expect(dialog.getByRole('checkbox', { name: new RegExp(String(holder.email).replace(/[.+]/g, '\\$&')) })).toBeChecked();
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire.').first()).toBeVisible();
  await dialog.getByLabel('Objet').fill(subject);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Madame, Monsieur, votre concession arrive à échéance.');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/mail-composer-1280x800.png' });
  await page.setViewportSize({ width: 800, height: 1280 });
  await page.screenshot({ path: 'test-results/mail-composer-800x1280.png' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();

  const item = section.getByTestId('mail-archive').filter({ hasText: subject });
  await expect(item).toHaveCount(1);
  await expect(item.getByText('En attente de synchronisation')).toBeVisible();
  expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(0);

  await goOnline(page);
  await expect.poll(() => smtp.received.filter((m) => m.subject === subject).length, { timeout: 60_000 }).toBe(1);
  const [mail] = smtp.received.filter((m) => m.subject === subject);
  expect(mail?.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([String(holder.email)]);
  expect(mail?.text).toContain('votre concession arrive à échéance');
  // The sheet follows: pushed, sent, pulled back.
  await expect(item.getByText('Envoyé', { exact: true })).toBeVisible({ timeout: 90_000 });
  await item.getByText('Voir le message').click();
  await expect(item.getByText('votre concession arrive à échéance')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/mail-section-1280x800.png', fullPage: false });
  await page.setViewportSize({ width: 800, height: 1280 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/mail-section-800x1280.png' });
});
