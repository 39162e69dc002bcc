import type { LocationType } from '../../src/domain/constants/locationTypes';

/** A plot's place on the generated plan, in plan pixels, y down (CONTRACTS.md emplacements.geometry). */
export interface PlotSlot {
  type: LocationType;
  carre: string;
  allee: string;
  numero: string;
  /** Closed outline ring. */
  ring: Array<[number, number]>;
  centre: [number, number];
  /** 'rect' for the grid plots, 'polygon' for the jardin du souvenir. */
  shape: 'rect' | 'polygon';
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface CemeteryLayout {
  width: number;
  height: number;
  slots: PlotSlot[];
  carres: Array<Box & { name: string; type: LocationType }>;
  alleys: Box[];
  chapel: Box;
  entrance: { x: number; w: number };
}

/** How each kind of carré packs its plots: plot size, gaps, plots per allée and allées per carré. */
const GRID: Partial<Record<LocationType, { w: number; h: number; gapX: number; pitchY: number; cols: number; rows: number; prefix: string }>> = {
  Concession: { w: 18, h: 34, gapX: 4, pitchY: 48, cols: 20, rows: 10, prefix: '' },
  'Terrain commun': { w: 16, h: 30, gapX: 4, pitchY: 44, cols: 22, rows: 10, prefix: 'TC' },
  Enfeu: { w: 24, h: 18, gapX: 2, pitchY: 30, cols: 18, rows: 14, prefix: 'ENF' },
  Cavurne: { w: 16, h: 16, gapX: 6, pitchY: 26, cols: 18, rows: 16, prefix: 'CAV' },
  Colombarium: { w: 12, h: 12, gapX: 2, pitchY: 18, cols: 30, rows: 24, prefix: 'COL' },
};

const CELL_W = 480;
const CELL_H = 500;
const ALLEY = 40;
const MARGIN = 30;
const PAD = 16;
const STRIP_H = 220;

/**
 * How many plots of each type a cemetery of `plots` plots has. A full cemetery has every type; a small one
 * (under 150 plots) has concessions, a terrain commun, a few urn niches, an ossuary and a jardin du souvenir.
 */
export function countsFor(plots: number): Record<LocationType, number> {
  if (plots < 150) {
    const colombarium = Math.max(4, Math.round(plots * 0.1));
    const commun = Math.max(4, Math.round(plots * 0.1));
    return {
      Concession: Math.max(0, plots - colombarium - commun - 2),
      'Terrain commun': commun,
      Colombarium: colombarium,
      Enfeu: 0,
      Cavurne: 0,
      Caveau: 0,
      Ossuaire: 1,
      'Jardin du souvenir': 1,
    };
  }
  const counts = {
    'Terrain commun': Math.max(10, Math.round(plots * 0.05)),
    Colombarium: Math.max(12, Math.round(plots * 0.04)),
    Cavurne: Math.max(8, Math.round(plots * 0.025)),
    Enfeu: Math.max(8, Math.round(plots * 0.02)),
    Caveau: 2,
    Ossuaire: 1,
    'Jardin du souvenir': 1,
  };
  const others = Object.values(counts).reduce((a, b) => a + b, 0);
  return { Concession: plots - others, ...counts };
}

/** Carré names: A to Z, then AA, AB... for concessions; TC1, ENF1, CAV1, COL1... for the others. */
function carreName(type: LocationType, index: number): string {
  const prefix = GRID[type]?.prefix ?? '';
  if (prefix) return `${prefix}${index + 1}`;
  let n = index;
  let name = '';
  do {
    name = String.fromCharCode(65 + (n % 26)) + name;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return name;
}

function rectRing(x: number, y: number, w: number, h: number): Array<[number, number]> {
  return [[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]];
}

/**
 * Lays out a walled cemetery: carrés in a grid separated by main alleys, each carré a set of allées of plots;
 * below them a strip with the entrance, the chapel, the ossuary, the jardin du souvenir and the caveaux
 * provisoires. Pure geometry: the same counts give the same plan.
 */
export function layoutCemetery(counts: Record<LocationType, number>): CemeteryLayout {
  const carreSpecs: Array<{ type: LocationType; name: string; plots: number }> = [];
  for (const type of ['Concession', 'Terrain commun', 'Enfeu', 'Cavurne', 'Colombarium'] as const) {
    const grid = GRID[type];
    if (!grid) continue;
    let left = counts[type];
    for (let i = 0; left > 0; i++) {
      const n = Math.min(left, grid.cols * grid.rows);
      carreSpecs.push({ type, name: carreName(type, i), plots: n });
      left -= n;
    }
  }
  const cols = Math.max(2, Math.ceil(Math.sqrt(carreSpecs.length * 1.4)));
  const rows = Math.max(1, Math.ceil(carreSpecs.length / cols));
  const width = MARGIN * 2 + cols * CELL_W + (cols - 1) * ALLEY;
  const gridBottom = MARGIN + rows * CELL_H + (rows - 1) * ALLEY;
  const height = gridBottom + ALLEY + STRIP_H + MARGIN;

  const slots: PlotSlot[] = [];
  const carres: CemeteryLayout['carres'] = [];
  carreSpecs.forEach((spec, index) => {
    const grid = GRID[spec.type];
    if (!grid) return;
    const cx = MARGIN + (index % cols) * (CELL_W + ALLEY);
    const cy = MARGIN + Math.floor(index / cols) * (CELL_H + ALLEY);
    carres.push({ name: spec.name, type: spec.type, x: cx, y: cy, w: CELL_W, h: CELL_H });
    const innerW = grid.cols * (grid.w + grid.gapX) - grid.gapX;
    const x0 = cx + Math.round((CELL_W - innerW) / 2);
    for (let i = 0; i < spec.plots; i++) {
      const row = Math.floor(i / grid.cols);
      const col = i % grid.cols;
      const x = x0 + col * (grid.w + grid.gapX);
      const y = cy + PAD + 14 + row * grid.pitchY;
      slots.push({
        type: spec.type,
        carre: spec.name,
        allee: String(row + 1),
        numero: String(col + 1),
        ring: rectRing(x, y, grid.w, grid.h),
        centre: [x + grid.w / 2, y + grid.h / 2],
        shape: 'rect',
      });
    }
  });

  const alleys: Box[] = [];
  for (let c = 1; c < cols; c++) alleys.push({ x: MARGIN + c * CELL_W + (c - 1) * ALLEY, y: MARGIN, w: ALLEY, h: gridBottom - MARGIN });
  for (let r = 1; r < rows; r++) alleys.push({ x: MARGIN, y: MARGIN + r * CELL_H + (r - 1) * ALLEY, w: width - 2 * MARGIN, h: ALLEY });
  alleys.push({ x: MARGIN, y: gridBottom, w: width - 2 * MARGIN, h: ALLEY });
  const mid = Math.round(width / 2);
  const stripY = gridBottom + ALLEY;
  alleys.push({ x: mid - ALLEY / 2, y: stripY, w: ALLEY, h: STRIP_H + MARGIN });

  const chapel: Box = { x: mid + 40, y: stripY + 30, w: 110, h: 80 };
  const special = (type: LocationType, numero: string, x: number, y: number, w: number, h: number) =>
    slots.push({ type, carre: 'EQ', allee: '1', numero, ring: rectRing(x, y, w, h), centre: [x + w / 2, y + h / 2], shape: 'rect' });
  if (counts.Ossuaire > 0) special('Ossuaire', '1', mid - 170, stripY + 40, 70, 50);
  for (let i = 0; i < counts.Caveau; i++) special('Caveau', String(10 + i), mid - 260 + i * 30, stripY + 40, 22, 36);
  if (counts['Jardin du souvenir'] > 0) {
    const [jx, jy, r] = [Math.min(width - MARGIN - 70, mid + 250), stripY + 90, 60];
    const ring: Array<[number, number]> = [];
    for (let k = 0; k < 8; k++) {
      const a = (Math.PI / 4) * k + Math.PI / 8;
      ring.push([Math.round((jx + r * Math.cos(a)) * 100) / 100, Math.round((jy + r * Math.sin(a)) * 100) / 100]);
    }
    ring.push(ring[0] as [number, number]);
    slots.push({ type: 'Jardin du souvenir', carre: 'EQ', allee: '1', numero: '2', ring, centre: [jx, jy], shape: 'polygon' });
  }
  return { width, height, slots, carres, alleys, chapel, entrance: { x: mid - 40, w: 80 } };
}
