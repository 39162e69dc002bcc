import { normalizeText } from './text';

/**
 * Words registers and GIS layers write in a cell to say there is nothing there (issue 26: 'NON ATTRIBUÉ' was
 * imported as a holder named 'ATTRIBUÉ NON', 'Néant' as an unreadable start date). Such a cell is read as empty:
 * it is not a value the import could not read, it is the register saying 'none' or 'unknown'.
 */
const PLACEHOLDERS = new Set([
  'non attribue', 'non attribuee', 'non attribues', 'inconnu', 'inconnue', 'inconnus', 'neant', 'vide', 'sepulture vide', 'tombe vide',
  'emplacement vide', 'aucun', 'aucune', 'nc', 'n c', 'nr', 'n r', 'non renseigne', 'non renseignee', 'non communique',
  'non communiquee', 'sans objet', 's o', 'so', 'sans nom', 'a completer', 'a renseigner', 'na', 'n a', 'x', 'xx', 'xxx', 'null',
  'sans date', 'date inconnue', 'non connu', 'non connue', 'ignore', 'ignoree',
]);

/** Marks alone in a cell: '?', '-', '/', '—'. */
const MARKS_ONLY = /^[\s?\-–—/.*_]+$/;

/** Whether a cell's text is one of the registers' ways of writing 'nothing here' ('Néant', 'NON ATTRIBUÉ', '?', '-'). */
export function isPlaceholder(text: string): boolean {
  if (MARKS_ONLY.test(text)) return true;
  return PLACEHOLDERS.has(normalizeText(text));
}
