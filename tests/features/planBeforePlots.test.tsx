// @vitest-environment jsdom
/// <reference types="vite/client" />
import { MantineProvider } from '@mantine/core';
import { act, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { Location } from '../../src/domain/entities/location';
import { buildPlanPlots, firstDrawPlotOf, packFirstDraw, unpackFirstDraw, type PlanPlot } from '../../src/domain/plan';
import type { PlanMapProps } from '../../src/features/plan/map/planMapProps';
import type { PlanData } from '../../src/features/plan/usePlanData';

/**
 * Issue 29: an offline opening of the plan draws the snapshot's first frame before the whole plots are read (about
 * 0.7 s at 20,000 plots). What a user does in that window is answered, never wrongly: a tapped plot shows a
 * loading panel then its sheet, the search says it is loading then answers, a quick filter ticked meanwhile draws
 * no plot until it can be applied, and the statistics wait. The plan's data is held here in that window, the map
 * stands for OpenLayers (one button per drawn plot), the rest of the screen is the app's own.
 */

const TODAY = '2026-11-22';
const row = { espaceId: 'e', version: 1, seq: 1, updatedAt: '2026-01-01T00:00:00Z', deletedAt: null };

function emplacement(numero: string, x: number): Emplacement {
  return {
    ...row, id: `p${numero}`, carre: 'A', allee: '1', numero, libelle: null, surface: 2, preReservation: false, notes: null, typeOccupation: null,
    geometry: { type: 'Polygon', coordinates: [[[x, 0], [x + 10, 0], [x + 10, 10], [x, 10], [x, 0]]] }, posX: null, posY: null, zone: null, uid: null, adresse: null,
  };
}

function concession(id: string, emplacementId: string, famille: string, dateFin: string): Location {
  return {
    ...row, id, emplacementId, famille, numero: '1', type: 'Concession', typeConcession: 'Familiale', duree: 30, perpetuelle: false, dateDebut: '1990-01-01', dateFin,
    dateOriginelle: null, nbPlaces: 3, etatAbandon: null, facture: null, notes: null, isArchived: false, archivedAt: null, surfaceClasse: null, prix: null, exclus: [], champsSupp: null,
  };
}

// Plot 12 is free, 13 a running concession of the Martin family, 14 a concession ended in 2020 (Échue).
const PLOTS: PlanPlot[] = buildPlanPlots(
  {
    emplacements: [emplacement('12', 0), emplacement('13', 20), emplacement('14', 40)],
    locations: [concession('l13', 'p13', 'Martin', '2040-01-01'), concession('l14', 'p14', 'Bernard', '2020-01-01')],
    occupants: [],
    procedures: [],
    contacts: [],
  },
  TODAY,
);
const FIRST_DRAW = packFirstDraw(PLOTS.map(firstDrawPlotOf), 'stamp-1');

/** The plan data of the screen, as usePlanData gives it: first the first frame alone, then the plots. */
const plan = vi.hoisted(() => {
  let data: unknown = null;
  const listeners = new Set<() => void>();
  return {
    get: () => data,
    set(next: unknown) {
      data = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});

vi.mock('../../src/features/plan/usePlanData', () => ({
  usePlanData: () => useSyncExternalStore(plan.subscribe, plan.get) as PlanData,
}));

/** The map: one button per plot it draws (the visible set applied), as a finger would tap it. */
vi.mock('../../src/features/plan/PlanMap', () => ({
  preloadPlanMap: () => undefined,
  PlanMap: ({ plots, firstDraw, visible, onSelect, selectedId }: PlanMapProps) => {
    const drawn = plots ? plots.map((p) => ({ id: p.id, shortLabel: p.shortLabel })) : firstDraw ? unpackFirstDraw(firstDraw) : [];
    return (
      <div data-testid="map" data-selected={selectedId ?? ''}>
        {drawn
          .filter((p) => visible === null || visible.has(p.id))
          .map((p) => (
            <button key={p.id} type="button" data-plot={p.id} onClick={() => onSelect(p.id)}>
              {p.shortLabel}
            </button>
          ))}
      </div>
    );
  },
}));

vi.mock('../../src/features/plan/PlotSidePanel', () => ({
  PlotSidePanel: ({ plot }: { plot: PlanPlot }) => <aside data-testid="side-panel">{`${plot.label} · ${plot.status.label}`}</aside>,
}));
vi.mock('../../src/replica/useEnqueue', () => ({ useActor: () => ({ userId: 'u1', roles: ['ROLE_CONSULTATION'], name: 'Agent' }) }));
vi.mock('../../src/replica/queries/firstPull', () => ({ useAwaitingFirstPull: () => false }));
vi.mock('../../src/features/sync/SyncStateBadge', () => ({ SyncStateBadge: () => null }));

const { ConcessionsPage } = await import('../../src/features/plan/ConcessionsPage');

function planData(plots: PlanPlot[] | undefined): PlanData {
  return {
    espaceId: 'e', espace: null, plots, firstDraw: FIRST_DRAW, plotsStamp: plots ? 'stamp-1' : null, onFirstDrawn: () => undefined, pictures: [], onPicture: () => undefined,
    image: { status: 'none' }, width: 100, height: 20,
  };
}

let root: Root;
let container: HTMLDivElement;

beforeEach(async () => {
  // What jsdom lacks and Mantine asks for.
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  plan.set(planData(undefined));
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root.render(
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/concessions']}>
          <ConcessionsPage />
        </MemoryRouter>
      </MantineProvider>,
    );
  });
  // The search field's own chunk.
  await act(() => vi.dynamicImportSettled());
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const text = () => document.body.textContent ?? '';
const drawnPlots = () => [...container.querySelectorAll('[data-testid=map] button')].map((b) => b.textContent);
const byLabel = (label: string) => {
  const found = document.querySelector<HTMLElement>(`[aria-label="${label}"]`) ?? [...document.querySelectorAll('label')].find((l) => l.textContent === label)?.control;
  if (!found) throw new Error(`nothing labelled ${label}`);
  return found as HTMLInputElement;
};
const plotsArrive = () => act(async () => plan.set(planData(PLOTS)));

async function type(input: HTMLInputElement, value: string): Promise<void> {
  await act(async () => {
    input.focus();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the plan before its whole plots are read (first frame only)', () => {
  it('draws every plot of the first frame, with the statistics waiting', () => {
    expect(drawnPlots()).toEqual(['A/1/12', 'A/1/13', 'A/1/14']);
    expect(document.querySelector('[aria-label="Chargement des statistiques"]')).not.toBeNull();
  });

  it('a tapped plot shows a loading panel, then its sheet once the plots come', async () => {
    await act(async () => container.querySelector<HTMLButtonElement>('[data-plot=p14]')?.click());
    expect(container.querySelector('[data-testid=map]')?.getAttribute('data-selected')).toBe('p14');
    expect(container.querySelector('[data-testid=plot-panel-loading]')).not.toBeNull();
    expect(container.querySelector('[data-testid=side-panel]')).toBeNull();
    await plotsArrive();
    await act(() => vi.dynamicImportSettled());
    expect(container.querySelector('[data-testid=plot-panel-loading]')).toBeNull();
    expect(container.querySelector('[data-testid=side-panel]')?.textContent).toMatch(/^.*14.* · Échue$/);
  });

  it('the search says it is loading, then answers what was typed once the plots come', async () => {
    const search = byLabel('Rechercher un emplacement');
    await type(search, '13');
    expect(text()).toContain('Chargement des emplacements…');
    expect(text()).not.toContain('Aucun emplacement trouvé');
    await plotsArrive();
    expect(text()).not.toContain('Chargement des emplacements…');
    expect([...document.querySelectorAll('[role=option]')].map((o) => o.textContent)).toEqual([expect.stringContaining('Martin')]);
  });

  it('a quick filter ticked meanwhile draws no plot until it can be applied, then only the plots it keeps', async () => {
    await act(async () => byLabel('Échue').click());
    expect(byLabel('Échue').checked).toBe(true);
    expect(drawnPlots()).toEqual([]);
    expect(text()).toContain('Application des filtres…');
    await plotsArrive();
    expect(text()).not.toContain('Application des filtres…');
    expect(drawnPlots()).toEqual(['A/1/14']);
  });
});
