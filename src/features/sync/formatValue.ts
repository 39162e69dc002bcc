/** A stored value as the user reads it: empty is 'Non renseigné', booleans Oui/Non, dates DD/MM/YYYY. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Non renseigné';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'string') {
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return date ? `${date[3]}/${date[2]}/${date[1]}` : value;
  }
  if (typeof value === 'number') return new Intl.NumberFormat('fr-FR').format(value);
  return JSON.stringify(value);
}
