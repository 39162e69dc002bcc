/** Places left in a concession, never below zero; null when the capacity is unknown. */
export function placesRestantes(nbPlaces: number | null, occupied: number): number | null {
  if (nbPlaces === null || nbPlaces <= 0) return null;
  return Math.max(0, nbPlaces - occupied);
}

/**
 * Capacity text after the number of places (spec 001 §9): '(pleine)', '(1 place restante)',
 * '(N places restantes)'; empty when the capacity is unknown. Capacity is indicative only (spec 001 §5).
 */
export function capacityText(nbPlaces: number | null, occupied: number): string {
  const left = placesRestantes(nbPlaces, occupied);
  if (left === null) return '';
  if (left === 0) return '(pleine)';
  if (left === 1) return '(1 place restante)';
  return `(${left} places restantes)`;
}
