import { foldText } from './fold';

export interface SearchablePlot {
  emplacement: { numero: string | null; carre: string | null; allee: string | null };
  famille: string | null;
  label: string;
}

/**
 * Finds plots for the plan's search field: by plot number (exact number first, then numbers starting with
 * the query, 'A/3/12' or 'A 3 12' matching carré, allée, numéro), or by family name (accents and case
 * aside, start of a word). At most `limit` results, best first.
 */
export function searchPlots<T extends SearchablePlot>(plots: readonly T[], query: string, limit = 10): T[] {
  const q = foldText(query).trim();
  if (!q) return [];
  const parts = q.split(/[\s/,-]+/).filter((p) => p);
  const scored: Array<{ plot: T; score: number }> = [];
  for (const plot of plots) {
    const e = plot.emplacement;
    const numero = foldText(e.numero ?? '');
    const famille = foldText(plot.famille ?? '');
    let score = 0;
    if (numero && numero === q) score = 100;
    else if (parts.length > 1 && matchesTriple(parts, [e.carre, e.allee, e.numero])) score = 90;
    else if (numero && numero.startsWith(q)) score = 60;
    else if (famille && (famille === q || famille.split(/\s+/).some((w) => w.startsWith(q)))) score = famille === q ? 80 : 50;
    if (score > 0) scored.push({ plot, score });
  }
  scored.sort((a, b) => b.score - a.score || a.plot.label.localeCompare(b.plot.label, 'fr', { numeric: true }));
  return scored.slice(0, limit).map((s) => s.plot);
}

function matchesTriple(parts: string[], fields: Array<string | null>): boolean {
  const values = fields.map((f) => foldText(f ?? ''));
  // The last typed part names the number, the ones before it the carré then the allée.
  const tail = values.slice(values.length - parts.length);
  return tail.length === parts.length && parts.every((p, i) => tail[i] === p);
}
