import { type Download, type Locator, type Page, expect } from '@playwright/test';

/** The documents section and the 'Registre' of the plot sheet (src/features/fiche/documents). */
export class FicheDocumentsPage {
  readonly section: Locator;
  readonly items: Locator;
  readonly fileInput: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByTestId('documents-section');
    this.items = this.section.getByTestId('document');
    // Mantine's FileButton keeps its input hidden; this one accepts PDF (the photos' inputs do not).
    this.fileInput = page.locator('input[type=file][accept*=".pdf"]');
  }

  item(nom: string): Locator {
    return this.items.filter({ hasText: nom });
  }

  /** Picks a file (a refused one is said at once, with no form). */
  async pick(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.fileInput.setInputFiles(file);
  }

  /** Picks a file, then names and describes it in the 'Ajouter un document' form. */
  async add(file: { name: string; mimeType: string; buffer: Buffer }, meta: { nom?: string; description?: string } = {}): Promise<void> {
    await this.pick(file);
    const dialog = this.page.getByRole('dialog', { name: 'Ajouter un document' });
    if (meta.nom !== undefined) await dialog.getByLabel('Nom du document').fill(meta.nom);
    if (meta.description !== undefined) await dialog.getByLabel('Description').fill(meta.description);
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Deletes a document, answering the spec's confirmation verbatim. */
  async remove(nom: string, confirmation: string): Promise<void> {
    await this.section.getByRole('button', { name: `Supprimer ${nom}`, exact: true }).first().click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: confirmation });
    await expect(dialog.getByText(confirmation, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Generates the deed: the 'not freshly created' question when asked, the preview, then Valider. */
  async generateActe(confirmation: string | null): Promise<void> {
    await this.section.getByRole('button', { name: "Générer l'acte de concession" }).click();
    if (confirmation) {
      const ask = this.page.getByRole('dialog').filter({ hasText: confirmation });
      await expect(ask.getByText(confirmation, { exact: true })).toBeVisible();
      await ask.getByRole('button', { name: 'Générer', exact: true }).click();
    }
    const preview = this.page.getByRole('dialog', { name: /^Prévisualiser : Acte de concession funéraire/ });
    // The preview is the document itself, drawn on the device before anything is kept.
    await expect(preview.getByTestId('apercu-document').getByRole('heading', { name: 'Acte de concession funéraire' })).toBeVisible();
    await preview.getByRole('button', { name: 'Valider', exact: true }).click();
    await expect(preview).toBeHidden();
  }

  async download(nom: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.section.getByRole('button', { name: `Télécharger ${nom}`, exact: true }).first().click();
    return download;
  }

  /**
   * Downloads the document of this name made on this device and not yet sent: an earlier journey may have left
   * one of the same name, made elsewhere, whose bytes this device may not hold while offline.
   */
  async downloadPending(nom: string): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.item(nom).filter({ hasText: "en attente d'envoi" }).getByRole('button', { name: `Télécharger ${nom}`, exact: true }).first().click();
    return download;
  }
}
