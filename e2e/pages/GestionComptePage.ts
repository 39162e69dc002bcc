import { type Locator, type Page, expect } from '@playwright/test';

/** /gestion-compte (spec 000 §2.8): the six tabs, Infos mairie, Infos cimetière with its SVG plan update and price list, Sécurité. */
export class GestionComptePage {
  readonly cemetery: Locator;
  readonly svgUpdate: Locator;
  readonly tarifs: Locator;

  constructor(readonly page: Page) {
    this.cemetery = page.getByRole('region', { name: 'Cimetière', exact: true });
    this.svgUpdate = page.getByRole('region', { name: 'Mise à jour du plan SVG' });
    this.tarifs = page.getByRole('region', { name: 'Tarifs' });
  }

  async open(): Promise<void> {
    await this.page.goto('/gestion-compte');
    await expect(this.page.getByRole('heading', { level: 1, name: 'GÉRER MON COMPTE' })).toBeVisible();
  }

  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  async openInfosCimetiere(): Promise<void> {
    await this.open();
    await this.openTab('Infos cimetière');
    await expect(this.cemetery).toBeVisible();
  }

  /** Uploads an SVG plan through the upload area (administrators) and presses 'Importer'. */
  async importSvg(name: string, svg: string): Promise<void> {
    await this.svgUpdate.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    await this.svgUpdate.getByRole('button', { name: 'Importer' }).click();
  }

  /** Picks an option of a Mantine select by its label, inside `scope`. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    await scope.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
