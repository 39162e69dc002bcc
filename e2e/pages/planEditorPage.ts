import { type Locator, type Page, expect } from '@playwright/test';

/** The map editor /editeur (src/features/plan/EditeurPlanPage.tsx). */
export class PlanEditorPage {
  readonly map: Locator;
  readonly save: Locator;
  readonly selectedShape: Locator;
  readonly removedShapes: Locator;

  constructor(readonly page: Page) {
    this.map = page.getByTestId('editor-map');
    this.save = page.getByRole('button', { name: /^Enregistrer \(\d+\)$/ });
    this.selectedShape = page.getByRole('region', { name: 'Forme sélectionnée' });
    this.removedShapes = page.getByRole('region', { name: 'Formes à supprimer' });
  }

  /** The viewport pixel of a point of the plan (plan pixels, y down), through the map's test hook. */
  async pixelOf(point: [number, number]): Promise<[number, number] | null> {
    const pixel = await this.map.evaluate((el, p) => (el as HTMLElement & { planPixelOfPlan?: (q: [number, number]) => number[] }).planPixelOfPlan?.(p) ?? null, point);
    const box = await this.map.boundingBox();
    if (!pixel || !box) return null;
    return [box.x + (pixel[0] ?? 0), box.y + (pixel[1] ?? 0)];
  }

  /** With the selection tool, touches a plot drawn on the plan: its shape becomes the selected shape. */
  async pickPlotAt(pixel: [number, number]): Promise<void> {
    await this.tool('Sélection').click();
    await this.page.mouse.click(pixel[0], pixel[1]);
    await expect(this.selectedShape).toBeVisible();
  }

  /** 'Supprimer la forme' on the selected plot's shape, confirmed. */
  async removeSelectedShape(): Promise<void> {
    await this.selectedShape.getByRole('button', { name: 'Supprimer la forme' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Confirmation' });
    await expect(dialog).toContainText('ne sera plus dessiné sur le plan');
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.selectedShape).toBeHidden();
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
