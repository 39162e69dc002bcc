import { type Locator, type Page, expect } from '@playwright/test';

type MapElement = HTMLElement & {
  planPixelOf?: (id: string) => number[] | null;
  planPlotIds?: () => string[];
  planCenterOn?: (id: string) => Promise<boolean>;
};

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
    this.zoomIn = this.map.getByRole('button', { name: '+', exact: true });
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
}
