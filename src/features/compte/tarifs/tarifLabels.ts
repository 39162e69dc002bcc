import { SURFACE_CLASS_LABELS, type SurfaceClasse } from '../../../domain/constants/surfaces';
import { formatEuros } from '../../../domain/documents/content';
import type { Prestation, Tarif } from '../../../domain/entities/tarif';

/** Spec 000 §2.9: a missing price reads 'à renseigner'. */
export const A_RENSEIGNER = 'à renseigner';

export const dureeLabel = (t: Pick<Tarif, 'duree' | 'perpetuelle'>) => (t.perpetuelle ? 'Perpétuelle' : `${String(t.duree)} ans`);
export const surfaceLabel = (t: Pick<Tarif, 'parMetreCarre' | 'surface'>) => (t.parMetreCarre ? 'Au m²' : t.surface ? SURFACE_CLASS_LABELS[t.surface as SurfaceClasse] : A_RENSEIGNER);
export const euros = (v: number | null, perM2 = false) => (v === null ? A_RENSEIGNER : `${formatEuros(v)}${perM2 ? ' / m²' : ''}`);
export const ccasLabel = (t: Pick<Tarif, 'ccas' | 'isCCASTier'>) => (t.isCCASTier ? 'Un tiers' : t.ccas ? `${String(t.ccas).replace('.', ',')} %` : '—');
export const prestationsLabel = (list: Prestation[]) => (list.length === 0 ? '—' : list.map((p) => `${p.nom} (${formatEuros(p.montant)})`).join(', '));
