import { type Locator, type Page, expect } from '@playwright/test';

/** /login */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel("Nom d'utilisateur");
    this.password = page.getByLabel('Mot de passe', { exact: true });
    this.submit = page.getByRole('button', { name: 'Se connecter' });
    this.alert = page.getByRole('dialog', { name: 'Attention !' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login$/);
    await expect(this.username).toBeVisible();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }
}
