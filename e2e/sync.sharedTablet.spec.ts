import { type APIRequestContext, type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { FichePage } from './pages/FichePage';
import { LoginPage } from './pages/LoginPage';
import { ShellPage } from './pages/ShellPage';
import { completeSignIn, signIn } from './pages/signIn';
import { deviceEspaceId, goOffline, goOnline, pullAll, soleCurrentConcessions, token } from './support/ficheServer';

// Reloaded or opened offline, the app comes from its service worker: allowed here, blocked for the journeys
// that never need it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 13, a tablet shared by two people: the agent records a state of abandonment offline and their session
 * ends; the administrator signs in on the same browser profile and is told, plainly, that one change of the
 * agent's waits on this device (it is not sent in the administrator's name); the administrator signs out
 * (the agent's change does not block them, and stays); the agent signs in again and the change reaches the
 * server, attributed to the agent in the history.
 */

const DANGEREUSE = 'Abandonnée - Dangereuse à très dangereuse';

function syncButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Synchronisation :/ });
}

async function history(request: APIRequestContext, espaceId: string, rowId: string) {
  const bearer = await token(request, ACCOUNTS.admin);
  const res = await request.get(`/api/history?espace=${espaceId}&rowId=${rowId}`, { headers: { authorization: `Bearer ${bearer}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { entries: Array<{ mutationId: string; user: { username: string } | null; reprisePour: unknown }> }).entries;
}

test("another user's pending change is kept, announced, and sent by its author only", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, ACCOUNTS.agent);
    const shell = new ShellPage(page);
    await shell.waitForServiceWorker();
    await expect(syncButton(page)).toHaveAttribute('aria-label', /^Synchronisation : synchronisé\. 0 en attente\./);
    const espaceId = await deviceEspaceId(page);
    const target = soleCurrentConcessions(await pullAll(request, await token(request, ACCOUNTS.agent), espaceId)).find((l) => l.etatAbandon !== 5);
    expect(target).toBeTruthy();
    if (!target) return;

    // The agent records the state offline.
    const fiche = new FichePage(page);
    await fiche.goto(String(target.emplacementId));
    await goOffline(page);
    await fiche.choose(fiche.etatAbandon, DANGEREUSE);
    await expect(fiche.etatAbandon).toHaveValue(DANGEREUSE);
    await expect(syncButton(page)).toHaveAttribute('aria-label', /^Synchronisation : hors ligne\. 1 en attente\./);

    // Their session ends: the refresh cookie is gone, the page reloads (the access token lived in memory only).
    await context.clearCookies();
    await page.reload();
    await goOnline(page);
    // Back online the app learns that the session is gone from whichever request reaches the server first: its
    // session check (refused: it signs out, spec 002 §8) or a sync's refresh (refused: the 'Se reconnecter'
    // banner). Both keep the agent's change; the next person opens the sign-in page.
    await page.goto('/login');

    // The administrator signs in on the same browser profile.
    await new LoginPage(page).expectShown();
    await completeSignIn(page, ACCOUNTS.admin);
    await expect(syncButton(page)).toHaveAttribute('aria-label', /^Synchronisation : synchronisé\. 0 en attente\. 1 modification d'un autre utilisateur conservée\./);
    await expect(page.getByTestId('sync-others-count')).toHaveText('1');
    const notice = page.getByRole('main').getByTestId('others-pending');
    await expect(notice).toContainText(
      "1 modification faite par Yannick Le Gall n'a pas encore été envoyée. Elle est conservée sur cet appareil et sera envoyée quand Yannick Le Gall se reconnectera sur cet appareil.",
    );
    await expect(notice.getByRole('button', { name: 'Reprendre ces modifications' })).toBeVisible();
    await page.screenshot({ path: '/tmp/shared-tablet-notice.png' });
    // Not sent in the administrator's name.
    const pendingOnServer = (await pullAll(request, await token(request, ACCOUNTS.admin), espaceId)).locations?.findLast((l) => l.id === target.id);
    expect(pendingOnServer?.etatAbandon).toBe(target.etatAbandon);

    // The administrator may sign out: the agent's change does not block them, and it stays on the device.
    await shell.logout();
    await new LoginPage(page).expectShown();

    // The agent signs in again: the change goes, in the agent's name.
    await completeSignIn(page, ACCOUNTS.agent);
    await expect(syncButton(page)).toHaveAttribute('aria-label', /^Synchronisation : synchronisé\. 0 en attente\. Dernière synchro/, { timeout: 60_000 });
    await expect.poll(async () => (await pullAll(request, await token(request, ACCOUNTS.agent), espaceId)).locations?.findLast((l) => l.id === target.id)?.etatAbandon).toBe(5);
    const [latest] = await history(request, espaceId, target.id);
    expect(latest).toMatchObject({ user: { username: ACCOUNTS.agent.username }, reprisePour: null });
    await expect(page.getByTestId('others-pending')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
