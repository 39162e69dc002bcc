import { type Locator, type Page, expect } from '@playwright/test';

/** The frame of every screen inside a cemetery: top bar, left menu, side panels. */
export class ShellPage {
  readonly banner: Locator;
  readonly title: Locator;
  readonly menu: Locator;
  readonly search: Locator;
  readonly communeButton: Locator;
  readonly notificationsButton: Locator;
  readonly helpButton: Locator;
  readonly accountPanel: Locator;
  readonly notificationsPanel: Locator;
  readonly helpPanel: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByRole('banner');
    this.title = this.banner.getByRole('heading', { level: 2 });
    this.menu = page.getByRole('navigation', { name: 'Menu principal' });
    this.search = this.banner.getByRole('searchbox', { name: 'Rechercher', exact: true });
    this.communeButton = page.getByRole('button', { name: 'Commune' });
    this.notificationsButton = page.getByRole('button', { name: /^Notifications/ });
    this.helpButton = page.getByRole('button', { name: "Ouvrir l'assistance" });
    this.accountPanel = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Se déconnecter' }) });
    this.notificationsPanel = page.getByRole('dialog', { name: 'Notifications' });
    this.helpPanel = page.getByRole('complementary', { name: "Centre d'aide" });
  }

  menuLink(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }

  async expectScreen(path: string, heading: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`${path}$`));
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  async openAccountPanel(): Promise<void> {
    await this.communeButton.click();
    await expect(this.accountPanel).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.openAccountPanel();
    await this.accountPanel.getByRole('button', { name: 'Se déconnecter' }).click();
  }

  /** Waits until the service worker is activated and controls this page (TOOLCHAIN pitfall 5). */
  async waitForServiceWorker(): Promise<void> {
    await this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active;
      if (worker && worker.state !== 'activated') {
        await new Promise<void>((resolve) => {
          worker.addEventListener('statechange', () => {
            if (worker.state === 'activated') resolve();
          });
        });
      }
    });
    await this.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  }
}
