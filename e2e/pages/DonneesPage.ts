import { type Download, type Locator, type Page, expect } from '@playwright/test';

/** 'Gérer mes données' (/gestion-donnees): the export tab and the restore-point tab (issue 15). */
export class DonneesPage {
  readonly cemetery: Locator;
  readonly exportButton: Locator;
  readonly filterModal: Locator;
  readonly confirmModal: Locator;

  constructor(readonly page: Page) {
    this.cemetery = page.getByRole('combobox', { name: 'Cimetière' });
    this.exportButton = page.getByRole('button', { name: 'Exporter', exact: true });
    this.filterModal = page.getByRole('dialog', { name: /^Exporter : / });
    this.confirmModal = page.getByRole('dialog', { name: /^Restaurer / });
  }

  async goto(): Promise<void> {
    await this.page.goto('/gestion-donnees');
    await expect(this.page.getByRole('heading', { level: 1, name: 'GÉRER MES DONNÉES' })).toBeVisible();
  }

  async openRestoreTab(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Point de restauration' }).click();
  }

  /** The section of one day of changes ('Lundi 23 novembre 2026'). */
  day(name: RegExp | string): Locator {
    return this.page.getByRole('region', { name });
  }

  /** Chooses the cemetery, opens the filter modal and starts the export; waits until its files are offered. */
  async exportCemetery(name: RegExp): Promise<void> {
    await this.cemetery.click();
    await this.page.getByRole('option', { name }).click();
    await this.exportButton.click();
    await expect(this.filterModal).toBeVisible();
    await this.filterModal.getByRole('button', { name: "Lancer l'export" }).click();
    await expect(this.filterModal).toBeHidden();
    await expect(this.page.getByText(/^Export (terminé|prêt) : /)).toBeVisible({ timeout: 60_000 });
  }

  /**
   * The ZIP, through its button: the browser starts the download by itself only while the click's activation
   * lasts, which a slow export outlives (src/platform/download.ts).
   */
  async downloadZip(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('link', { name: /^Télécharger( à nouveau)?$/ }).click();
    return download;
  }

  /** The workbook alone, offered beside the ZIP. */
  async downloadWorkbook(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('link', { name: 'Télécharger le classeur Excel' }).click();
    return download;
  }
}
