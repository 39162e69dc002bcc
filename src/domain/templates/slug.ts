/**
 * The internal name (slug) of a template (issue 28: the user is not asked for it). Derived from the template's
 * name when it is created: lower case, accents dropped, every other run of characters a dash, at most 80
 * characters; 'modele' when nothing is left; '-2', '-3'… when the town already has it. Once created a slug never
 * changes (documents, hooks and related documents point to it), whatever becomes of the name.
 */
export function slugFromName(nom: string, taken: ReadonlySet<string>): string {
  const base =
    nom
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 80)
      .replace(/^-+|-+$/g, '') || 'modele';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
