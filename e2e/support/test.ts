import { test as base } from '@playwright/test';
import { collectPageErrors, printFailedPage } from './failedPage';

export * from '@playwright/test';

/**
 * Playwright's `test`, each journey starting from the server's data as it started (issue 27): before every
 * test, POST /api/test/reset (server/testing/resetRoute.ts) puts back every table, so that no journey sees
 * photos, deeds or rows an earlier one left, whatever the order of the suite and the workers. Sessions are
 * kept, so a serial group's signed-in page goes on.
 *
 * A journey that fails prints what its page showed (printFailedPage): CI keeps only the log.
 */
export const test = base.extend<{ freshData: void }>({
  freshData: [
    async ({ playwright, baseURL }, use) => {
      const api = await playwright.request.newContext({ baseURL });
      const res = await api.post('/api/test/reset');
      await api.dispose();
      if (res.status() !== 204) throw new Error(`Remise à zéro des données du serveur de test : ${res.status()}`);
      await use();
    },
    { auto: true },
  ],
  page: async ({ page }, use, testInfo) => {
    const errors = collectPageErrors(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await printFailedPage(page, testInfo.title, errors);
  },
});
