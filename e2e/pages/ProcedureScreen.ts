import { type Locator, type Page, expect } from '@playwright/test';

/** /{kind}/{emplacementId}: the common procedure screen (src/features/procedures) and its step modals. */
export class ProcedureScreen {
  readonly modal: Locator;

  constructor(readonly page: Page) {
    this.modal = page.getByRole('dialog').first();
  }

  async goto(kind: string, emplacementId: string): Promise<void> {
    await this.page.goto(`/${kind}/${emplacementId}`);
    await expect(this.page.getByRole('heading', { level: 2, name: 'Rappels' })).toBeVisible({ timeout: 30_000 });
  }

  /** A step card of the procedure under way (or the new one offered). */
  step(etape: number): Locator {
    return this.page.getByTestId('procedure-courante').getByTestId('etape').filter({ hasText: `Étape ${etape} :` });
  }

  /** Opens a step's form with its button ('Démarrer', 'Générer', 'Renouveler'). */
  async open(etape: number, button: string): Promise<Locator> {
    await this.step(etape).getByRole('button', { name: button, exact: true }).click();
    const dialog = this.page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /**
   * Ticks the final box and submits. A procedure's own deed (renewal, conversion, donation, rétrocession) asks
   * nothing more: the spec's 'fraichement créée' question is the concession deed's only (issue 28); a question
   * left open would keep a dialog on the page.
   */
  async validate(dialog: Locator): Promise<void> {
    await dialog.getByRole('checkbox', { name: "Je certifie l'exactitude de ces informations et valide cette étape" }).check();
    await dialog.getByRole('button', { name: 'Valider', exact: true }).click();
    try {
      await expect(this.page.getByRole('dialog')).toHaveCount(0, { timeout: 20_000 });
    } catch (error) {
      // What the form says (a refusal, a field's error) is the diagnosis a CI log needs: it has no screenshot.
      const said = await this.page.getByRole('dialog').allInnerTexts().catch(() => []);
      throw new Error(`${(error as Error).message}\nThe form still open says: ${said.join(' | ').replace(/\s+/g, ' ')}`, { cause: error });
    }
  }

  async expectDone(etape: number, frDate: string): Promise<void> {
    // A finished procedure may show beside a new one (a conversion may be converted again): either card.
    await expect(this.page.getByTestId('etape').filter({ hasText: `Étape ${etape} :` }).filter({ hasText: `étape effectuée le ${frDate}` }).first()).toBeVisible();
  }

  /** Picks an option of a Mantine select by its label. */
  async choose(dialog: Locator, label: string, option: string): Promise<void> {
    await dialog.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
