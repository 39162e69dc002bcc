import { type Locator, type Page, expect } from '@playwright/test';

/** 'Import d’un plan SIG (GeoJSON)' of /gestion-compte › Infos cimetière (issues 16 and 26). */
export class GisImportArea {
  readonly area: Locator;
  readonly planEffect: Locator;

  constructor(readonly page: Page) {
    this.area = page.getByRole('region', { name: 'Import d’un plan SIG (GeoJSON)' });
    this.planEffect = this.area.getByRole('alert').filter({ hasText: 'Le plan du cimetière' });
  }

  /** Chooses what the file holds, gives the file and reads it: the column mapping is shown. */
  async read(name: string, text: string, holds: 'Les emplacements (une tombe par polygone)' | 'Les carrés (un carré par polygone)' = 'Les emplacements (une tombe par polygone)'): Promise<void> {
    await this.area.getByRole('radio', { name: holds }).check();
    await this.area.locator('input[type=file]').setInputFiles({ name, mimeType: name.endsWith('.js') ? 'text/javascript' : 'application/geo+json', buffer: Buffer.from(text, 'utf8') });
    await this.area.getByRole('button', { name: 'Lire le fichier' }).click();
    await expect(this.area.getByRole('button', { name: 'Simuler l’import' })).toBeVisible({ timeout: 60_000 });
  }

  async simulate(): Promise<void> {
    await this.area.getByRole('button', { name: 'Simuler l’import' }).click();
    await expect(this.area.getByText('Simulation : rien n’a encore été enregistré.')).toBeVisible({ timeout: 60_000 });
  }

  /** Imports what the dry run showed (confirming first when the plan loses something) and waits for 'Import réalisé'. */
  async importLines(count: number, confirm = false): Promise<void> {
    const button = this.area.getByRole('button', { name: `Importer ${count} ligne(s)` });
    if (confirm) {
      await expect(button).toBeDisabled();
      await this.area.getByRole('checkbox', { name: 'J’ai lu ce qui change sur le plan et je confirme l’import' }).check();
    }
    await button.click();
    await expect(this.area.getByText('Import réalisé', { exact: true })).toBeVisible({ timeout: 120_000 });
  }
}
