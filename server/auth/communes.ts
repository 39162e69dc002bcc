/**
 * Commune names are typed by hand in account requests: 'Saint-Étienne', 'saint etienne' and
 * 'SAINT ETIENNE ' must all match the municipality.
 */
export function communeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[-'’\s]+/g, ' ')
    .trim();
}

/** A request belongs to a municipality when its commune matches the municipality's commune or name. */
export function communeMatches(requested: string, societe: { commune: string; nom: string }): boolean {
  const key = communeKey(requested);
  return key !== '' && (communeKey(societe.commune) === key || communeKey(societe.nom) === key);
}
