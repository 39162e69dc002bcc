/** Lower case without accents, so 'Éloïse' and 'eloise' compare equal (search by family name). */
export function foldText(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
