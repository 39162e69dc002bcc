import type { SurfaceClasse } from '../constants/surfaces';
import { SURFACE_CLASS_LABELS } from '../constants/surfaces';

const NUMBER = /^(\d+)(?:[.,](\d+))?$/;

/** Rounds to the cent (two decimals) without the 1.005 → 1.00 float trap. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Reads a surface typed in the 'other' field (spec 001 §5): a comma or a dot as decimal separator, an
 * optional 'm²' / 'm2' after it, kept to 2 decimals. Null when empty, not a number, or not positive.
 */
export function parseSurface(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) && input > 0 ? round2(input) : null;
  const text = input.trim().replace(/\s*m(²|2)$/i, '').replace(/\s/g, '');
  const m = NUMBER.exec(text);
  if (!m) return null;
  const value = Number(`${m[1]}.${m[2] ?? '0'}`);
  return value > 0 ? round2(value) : null;
}

/**
 * Surface class of a plot in m² (spec 000 §3, 001 §3, 002 §3): 1 Simple under 4 m², 2 Double from 4 to
 * under 6, 3 Triple from 6 to under 8 (the spec's "double" in one reading is a slip), 4 Quadruple from 8 to
 * 10 included, 5 above 10. The spec starts class 1 at 2 m²; smaller plots (cavurnes, urn niches) are priced
 * in the smallest class rather than 'plus de 10m²', which the sheet's "otherwise" would give them.
 */
export function surfaceClasse(m2: number | null | undefined): SurfaceClasse | null {
  if (m2 === null || m2 === undefined || !Number.isFinite(m2) || m2 <= 0) return null;
  if (m2 < 4) return 1;
  if (m2 < 6) return 2;
  if (m2 < 8) return 3;
  if (m2 <= 10) return 4;
  return 5;
}

/** 'Simple (2-4 m²)'... or 'non renseignée' (the sheet's word for a missing surface, spec 001 §2). */
export function surfaceClasseLabel(classe: SurfaceClasse | null): string {
  return classe === null ? 'non renseignée' : SURFACE_CLASS_LABELS[classe];
}

/** The sheet header: '2,5 m²' in French notation, or 'non renseignée' (spec 001 §2 Plot sheet). */
export function formatSurface(m2: number | null): string {
  if (m2 === null) return 'non renseignée';
  return `${String(round2(m2)).replace('.', ',')} m²`;
}
