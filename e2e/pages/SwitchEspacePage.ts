import { type Locator, type Page, expect } from '@playwright/test';

/** /switch-espace: cemeteries grouped by municipality. */
export class SwitchEspacePage {
  readonly heading: Locator;
  /** One region per municipality, named by its commune. */
  readonly groups: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Choisissez votre espace de travail' });
    this.groups = page.getByRole('region');
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/switch-espace$/);
    await expect(this.heading).toBeVisible();
  }

  cemeteries(): Locator {
    return this.page.getByRole('region').getByRole('button');
  }

  /**
   * Chooses the first cemetery listed and returns its name, once the shell shows it: the choice is stored
   * on the device by then, so a test may navigate or reload straight away.
   */
  async chooseFirst(): Promise<string> {
    const button = this.cemeteries().first();
    const name = ((await button.locator('[data-espace-nom]').textContent()) ?? '').trim();
    await button.click();
    await expect(this.page).not.toHaveURL(/\/switch-espace$/);
    await expect(this.page.getByRole('banner').getByRole('heading', { level: 2, name })).toBeVisible();
    return name;
  }
}
