import { type Locator, type Page, expect } from '@playwright/test';

type MapElement = HTMLElement & {
  planPixelOf?: (id: string) => number[] | null;
  planPlotIds?: () => string[];
  planCenterOn?: (id: string) => Promise<boolean>;
  planViewInPlan?: () => { center: [number, number]; resolution: number } | null;
};

/** The map's view: its centre in plan pixels (y down, as the plots are stored) and plan pixels per screen pixel. */
export interface PlanView {
  center: [number, number];
  resolution: number;
}

/** The plan of /concessions and /emplacement (src/features/plan): map, filters, statistics, side panel. */
export class PlanPage {
  readonly map: Locator;
  readonly panel: Locator;
  readonly stats: Locator;
  readonly search: Locator;
  readonly locate: Locator;
  /** The overview map control (200 px wide) and the main map's zoom-in button. */
  readonly overview: Locator;
  readonly zoomIn: Locator;

  constructor(readonly page: Page) {
    this.map = page.getByTestId('plan-map');
    this.panel = page.getByTestId('plot-panel');
    this.stats = page.getByTestId('plan-stats');
    this.search = page.getByPlaceholder('Rechercher un emplacement (numéro ou famille)');
    this.locate = page.getByTestId('locate-panel');
    this.overview = this.map.locator('.plan-overview');
    this.zoomIn = this.map.getByRole('button', { name: 'Zoom avant', exact: true });
  }

  async goto(path = '/concessions'): Promise<void> {
    await this.page.goto(path);
  }

  /** The map has drawn its plots (the map sets data-rendered on OpenLayers' rendercomplete). */
  async expectDrawn(plots: number): Promise<void> {
    await expect(this.map).toHaveAttribute('data-rendered', String(plots), { timeout: 60_000 });
  }

  async expectVisibleCount(count: number): Promise<void> {
    await expect(this.map).toHaveAttribute('data-visible-count', String(count));
  }

  quickFilter(label: string): Locator {
    return this.page.getByRole('group', { name: 'Filtres rapides' }).getByRole('checkbox', { name: label, exact: true });
  }

  /**
   * Clicks a plot where the map draws it: the map's test hook centres the view on it (resolving once drawn,
   * so the statistics or the legend never cover it) and gives the viewport pixel of its centre.
   */
  async clickPlot(id: string): Promise<void> {
    expect(await this.map.evaluate((el, plotId) => (el as MapElement).planCenterOn?.(plotId) ?? false, id)).toBe(true);
    const pixel = await this.map.evaluate((el, plotId) => (el as MapElement).planPixelOf?.(plotId) ?? null, id);
    const box = await this.map.boundingBox();
    if (!pixel || !box) throw new Error(`Emplacement ${id} absent du plan`);
    await this.page.mouse.click(box.x + (pixel[0] ?? 0), box.y + (pixel[1] ?? 0));
    await expect(this.map).toHaveAttribute('data-selected', id);
  }

  async expectPanel(state: string, label: string): Promise<void> {
    await expect(this.panel).toBeVisible();
    await expect(this.panel).toHaveAttribute('data-state', state);
    await expect(this.panel.getByRole('heading', { level: 2 })).toHaveText(label);
  }

  async view(): Promise<PlanView> {
    const view = await this.map.evaluate((el) => (el as MapElement).planViewInPlan?.() ?? null);
    if (!view) throw new Error('Vue du plan absente');
    return view;
  }

  /**
   * Chooses a carré in the filter modal (the first one offered when none is named) and waits until the map has
   * fitted its plots (the map sets data-fitted to the box it fitted, [minX, minY, maxX, maxY] in plan pixels).
   */
  async chooseCarre(carre?: string): Promise<{ carre: string; extent: number[] }> {
    await this.page.getByRole('button', { name: 'Filtres' }).click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Carré' }).click();
    const option = carre ? this.page.getByRole('option', { name: carre, exact: true }) : this.page.getByRole('option').first();
    const chosen = (await option.textContent())?.trim() ?? '';
    await option.click();
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.map).toHaveAttribute('data-fitted', /\d/);
    const fitted = (await this.map.getAttribute('data-fitted')) ?? '';
    return { carre: chosen, extent: fitted.split(',').map(Number) };
  }
}
