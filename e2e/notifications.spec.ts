import { type Locator, type Page, expect, test } from './support/test';
import { ACCOUNTS } from './accounts';
import { ShellPage } from './pages/ShellPage';
import { signIn } from './pages/signIn';

/**
 * Notifications that arrive by themselves (issue 15): the server generated the demo cemetery's notifications
 * when it started; the badge counts them; opening the panel shows them and the count does not drop while
 * the list is on screen (issue 14); closing one archives it; the feedback form sends an opinion.
 */

/** The bell's count, read from its label ('Notifications (12 non lues)'), also while the panel's overlay covers it. */
async function unreadCount(page: Page): Promise<number> {
  const label = (await page.locator('button[aria-label^="Notifications"]').getAttribute('aria-label')) ?? '';
  return Number(/\((\d+) non lues?\)/.exec(label)?.[1] ?? 0);
}

async function shot(page: Page, name: string, target?: Locator): Promise<void> {
  for (const size of [{ width: 1280, height: 800 }, { width: 800, height: 1280 }]) {
    await page.setViewportSize(size);
    if (target) await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/notifications-${name}-${size.width}x${size.height}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('generated notifications: counted, shown without the count dropping, closed one by one; feedback sent', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  const shell = new ShellPage(page);
  // The server generated them before it listened: the first pull brings them.
  await expect(shell.notificationsButton).toHaveAccessibleName(/^Notifications \(\d+ non lues?\)$/);
  const unread = await unreadCount(page);
  expect(unread).toBeGreaterThan(2);

  await shell.notificationsButton.click();
  const panel = shell.notificationsPanel;
  await expect(panel).toBeVisible();
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(unread);
  await expect(panel.getByText('Donnez votre avis', { exact: true })).toBeVisible();
  await expect(panel.getByText('Paramétrage du compte', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Paramétrer le compte' })).toHaveAttribute('href', '/gestion-compte');
  await expect(panel.getByText('Critique', { exact: true }).first()).toBeVisible();
  await expect(panel.getByText('Nouveau', { exact: true })).toHaveCount(unread);
  // Shown, not yet marked read: the count stays while the list is on screen.
  expect(await unreadCount(page)).toBe(unread);
  await shot(page, 'panel', panel);
  await shot(page, 'panel-reminders', panel.getByRole('listitem').filter({ hasText: 'Paramétrage du compte' }));

  // Closing one archives it: it leaves the list (and the count, being read with it).
  const first = items.first();
  const description = (await first.locator('.notification-description').textContent()) ?? '';
  expect(description.length).toBeGreaterThan(10);
  await first.getByRole('button', { name: /^Fermer la notification / }).click();
  await expect(items).toHaveCount(unread - 1);
  await expect(panel.getByText(description, { exact: true })).toHaveCount(0);
  expect(await unreadCount(page)).toBe(unread - 1);

  // Closing the panel marks what was seen as read.
  await panel.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(shell.notificationsButton).toHaveAccessibleName('Notifications');

  await shell.notificationsButton.click();
  await expect(items).toHaveCount(unread - 1);
  await expect(panel.getByText('Nouveau', { exact: true })).toHaveCount(0);

  // 'Donnez votre avis' opens the feedback form.
  await panel.getByRole('button', { name: 'Donner mon avis' }).click();
  const form = page.getByRole('dialog', { name: 'Donnez votre avis' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByRole('alert')).toHaveText('Veuillez sélectionner une notation entre 1 et 10');
  // The chip's visible label is the number; its radio is named 'Note 8 sur 10' for screen readers.
  await form.locator('label', { hasText: /^8$/ }).click();
  await expect(form.getByRole('radio', { name: 'Note 8 sur 10' })).toBeChecked();
  await form.getByLabel('Suggestions').fill('Un rappel avant la Toussaint par courriel.');
  await shot(page, 'feedback', form);
  await form.getByRole('button', { name: 'Envoyer' }).click();
  await expect(form.getByRole('status')).toHaveText('Merci d\'avoir partager votre avis.');
  await shot(page, 'feedback-sent', form);
  await form.getByRole('button', { name: 'Fermer', exact: true }).last().click();
  await expect(form).toBeHidden();
});
