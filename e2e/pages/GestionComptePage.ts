import { type Locator, type Page, expect } from '@playwright/test';

/** /gestion-compte (spec 000 §2.8): the tabs, and the Infos cimetière tab with its SVG plan update. */
export class GestionComptePage {
  readonly cemetery: Locator;
  readonly svgUpdate: Locator;

  constructor(readonly page: Page) {
    this.cemetery = page.getByRole('region', { name: 'Cimetière' });
    this.svgUpdate = page.getByRole('region', { name: 'Mise à jour du plan SVG' });
  }

  async openInfosCimetiere(): Promise<void> {
    await this.page.goto('/gestion-compte');
    await expect(this.page.getByRole('heading', { level: 1, name: 'GÉRER MON COMPTE' })).toBeVisible();
    await this.page.getByRole('tab', { name: 'Infos cimetière' }).click();
    await expect(this.cemetery).toBeVisible();
  }

  /** Uploads an SVG plan through the upload area (administrators) and presses 'Importer'. */
  async importSvg(name: string, svg: string): Promise<void> {
    await this.svgUpdate.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await this.svgUpdate.getByRole('button', { name: 'Importer' }).click();
  }
}
