import { type Download, type Locator, type Page, expect } from '@playwright/test';

/** A list screen of issue 6 (/defunts, /concessionnaires, /travaux, /procedures): toolbar, table, pages. */
export class ListesPage {
  readonly table: Locator;
  readonly filtersButton: Locator;
  readonly searchInList: Locator;
  readonly count: Locator;
  readonly filterModal: Locator;

  constructor(readonly page: Page, label: string) {
    this.table = page.getByRole('table', { name: label });
    this.filtersButton = page.getByRole('button', { name: /^Filtres/ });
    this.searchInList = page.getByLabel('Rechercher dans cette liste');
    this.count = page.getByText(/\d+ résultats? sur \d+/);
    this.filterModal = page.getByRole('dialog', { name: /^Filtrer/ });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.count).toBeVisible({ timeout: 30_000 });
  }

  /** Header button of a column: a click sorts ascending, the next descending. */
  header(name: string): Locator {
    return this.table.getByRole('columnheader', { name, exact: true });
  }

  async sortBy(name: string): Promise<void> {
    await this.header(name).getByRole('button').click();
  }

  /** Body rows (the virtualiser's spacer rows are aria-hidden). */
  rows(): Locator {
    return this.table.locator('tbody tr:not([aria-hidden])');
  }

  /** The texts of one column, by its position among the data columns (0 = first after the checkbox). */
  async columnTexts(index: number): Promise<string[]> {
    return this.rows().locator(`td:nth-child(${index + 2})`).allTextContents();
  }

  /** The count of the rows found, once the list has caught up with the replica (its table is not aria-busy). */
  async total(): Promise<number> {
    await expect(this.table).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    const text = (await this.count.textContent()) ?? '';
    return Number(/^(\d+)/.exec(text)?.[1] ?? NaN);
  }

  async openFilters(): Promise<void> {
    await this.filtersButton.click();
    await expect(this.filterModal).toBeVisible();
  }

  async closeFilters(): Promise<void> {
    await this.filterModal.getByRole('button', { name: 'Valider' }).click();
    await expect(this.filterModal).toBeHidden();
  }

  /** A checkbox of the quick filter bar above the list (the plan's bar on /concessions). */
  quickFilter(name: string): Locator {
    return this.page.getByRole('group', { name: 'Filtres rapides' }).getByRole('checkbox', { name, exact: true });
  }

  selectRow(index: number): Promise<void> {
    return this.rows().nth(index).getByRole('checkbox').check();
  }

  /** Exports the filtered or the complete list in a format ('PDF', 'Excel' or 'CSV') and waits for the file. */
  async exportList(scope: 'filtrée' | 'complète', count: number, format: 'PDF' | 'Excel' | 'CSV') {
    await this.page.getByRole('button', { name: 'Exporter la liste', exact: true }).click();
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('menuitem', { name: `Exporter la liste ${scope} (${count}) en ${format}`, exact: true }).click();
    return this.fileOf(download);
  }

  /** Exports the selection in a format ('PDF', 'Excel' or 'CSV') and waits for the file. */
  async exportSelection(count: number, format: 'PDF' | 'Excel' | 'CSV') {
    await this.page.getByRole('button', { name: `Exporter la sélection (${count})` }).click();
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('menuitem', { name: format, exact: true }).click();
    return this.fileOf(download);
  }

  /** The message an export leaves when its file is made. */
  exportMessage(): Locator {
    return this.page.getByRole('status').filter({ hasText: /^Export (terminé|prêt) :/ });
  }

  /**
   * The export's file: its download starts by itself, or, when the export outlived the click's activation, the
   * page says 'Export prêt' and the user clicks 'Télécharger' (Chromium holds a page's later downloads then).
   */
  private async fileOf(download: Promise<Download>): Promise<Download> {
    const message = this.exportMessage();
    await expect(message).toBeVisible({ timeout: 60_000 });
    if ((await message.textContent())?.startsWith('Export prêt')) await message.getByRole('link', { name: 'Télécharger', exact: true }).click();
    return download;
  }
}

/** The global search of the top bar and its modal (spec 000 §2.5). */
export class RecherchePage {
  readonly box: Locator;
  readonly modal: Locator;

  constructor(readonly page: Page) {
    this.box = page.getByRole('banner').getByRole('searchbox', { name: 'Rechercher', exact: true });
    this.modal = page.getByRole('dialog', { name: 'Recherche' });
  }

  async search(text: string): Promise<void> {
    await this.box.fill(text);
    await this.box.press('Enter');
    await expect(this.modal).toBeVisible();
  }

  group(label: string): Locator {
    return this.modal.getByRole('region', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
  }

  /** The count in a group's title: every match of that kind, shown or not. */
  async groupTotal(label: string): Promise<number> {
    const title = (await this.group(label).getByRole('heading').textContent()) ?? '';
    return Number(/\((\d+)\)$/.exec(title)?.[1] ?? NaN);
  }
}
