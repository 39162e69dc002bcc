/** Rules shared by every wizard (spec 001 §4 Wizards (general), §5 validation rules). */

export const MSG_FICHIERS_REQUIS = 'Veuillez ajouter le(s) fichier(s) demandé(s).';
export const MSG_VALIDATION_REQUISE = 'Veuillez cocher la case de validation.';
export const MSG_CHAMP_REQUIS = 'Ce champ est obligatoire.';

/** A visible required field is filled: not empty, not only spaces. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The required fields of a step that are still empty, which the form marks and which block Suivant and
 * Prévisualiser. Hidden fields never block.
 */
export function missingRequired(values: Record<string, unknown>, required: readonly string[], visible: (field: string) => boolean = () => true): string[] {
  return required.filter((f) => visible(f) && !isFilled(values[f]));
}

/** The files a step asks for are attached, else the spec's message. */
export function filesError(files: Record<string, unknown>, required: readonly string[]): string | null {
  return required.every((f) => isFilled(files[f])) ? null : MSG_FICHIERS_REQUIS;
}

/** The final validation checkbox (valid_input), required for exhumation, réduction, procedures and works (spec 001 §5). */
export function validationError(kind: 'exhumation' | 'reduction' | 'procedure' | 'travaux' | 'defunt', checked: boolean): string | null {
  // Optional for the deceased: ticking it only asks for a generated document (spec 001 §4 Deceased wizard).
  if (kind === 'defunt') return null;
  return checked ? null : MSG_VALIDATION_REQUISE;
}
