import { type Page, expect } from '@playwright/test';
import type { DemoAccount } from '../accounts';
import { LoginPage } from './LoginPage';
import { ShellPage } from './ShellPage';
import { SwitchEspacePage } from './SwitchEspacePage';

/**
 * Signs in through the form from wherever the page is (the login page must be shown) and, for users of
 * several cemeteries, chooses the first one. Returns the name of the cemetery entered.
 */
export async function completeSignIn(page: Page, account: DemoAccount): Promise<string> {
  const login = new LoginPage(page);
  await login.signIn(account.username, account.password);
  if (account.municipalities !== null) {
    const chooser = new SwitchEspacePage(page);
    await chooser.expectShown();
    return chooser.chooseFirst();
  }
  const shell = new ShellPage(page);
  await expect(shell.title).toBeVisible();
  return (await shell.title.textContent())?.trim() ?? '';
}

/** Opens /login and signs in; lands inside the first cemetery. */
export async function signIn(page: Page, account: DemoAccount): Promise<string> {
  await new LoginPage(page).goto();
  return completeSignIn(page, account);
}
