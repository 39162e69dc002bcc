import { type Locator, type Page, expect } from '@playwright/test';

/** The map editor /editeur (src/features/plan/EditeurPlanPage.tsx). */
export class PlanEditorPage {
  readonly map: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.map = page.getByTestId('editor-map');
    this.save = page.getByRole('button', { name: /^Enregistrer \(\d+\)$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/editeur');
    await expect(this.map).toBeVisible();
  }

  tool(name: string): Locator {
    return this.page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
  }

  /** Draws a rectangle by two clicks, at fractions of the map's box. */
  async drawRectangle(from: [number, number], to: [number, number]): Promise<void> {
    await this.tool('Rectangle').click();
    const box = await this.map.boundingBox();
    if (!box) throw new Error('Carte absente');
    await this.page.mouse.click(box.x + box.width * from[0], box.y + box.height * from[1]);
    await this.page.mouse.click(box.x + box.width * to[0], box.y + box.height * to[1]);
    await expect(this.map).toHaveAttribute('data-drafts', /[1-9]/);
  }
}
