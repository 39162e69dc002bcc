import { DEPARTEMENTS, departementOfPostalCode, type Departement } from '../geo/departements';
import { foldTerm } from '../search/normalize';

/**
 * Whether a commune is one of Alsace-Moselle, where the CGCT's local provisions apply (issue 28, 'Alsace-Moselle:
 * L2542-27 is not applied to any procedure. A commune of the Bas-Rhin, Haut-Rhin or Moselle gets its rule';
 * LAW.md 'Rules the spec does not mention'). The CGCT has provisions of its own for the communes of the Moselle
 * (57), Bas-Rhin (67) and Haut-Rhin (68), among them L2542-26 and L2542-27 on concessions.
 *
 * What the product reads, in this order, is what it has without asking: the département typed in 'Infos
 * mairie' (a code '57' or a name 'Moselle'), then the postal code of the cemetery ('Infos cimetière'), then
 * that of the town hall. A postal code names the département of its distributing post office, which is the
 * commune's almost always: the answer says which fact it rests on, so the user can check it. The rule never
 * guesses: with no usable fact the answer is 'inconnu' and says what to fill in; when the facts disagree (a
 * cemetery postal code in the Moselle, a town hall in the Meurthe-et-Moselle) it is 'inconnu' and says so.
 *
 * Pure: used alike by the procedure screens on the device and by anything the server draws.
 */

/** The three départements of Alsace-Moselle: Moselle, Bas-Rhin, Haut-Rhin. */
export const ALSACE_MOSELLE_DEPARTEMENTS = ['57', '67', '68'] as const;

/** The article of the local law on concessions the procedure screens point to (src/domain/aide/articles.ts). */
export const ARTICLE_ALSACE_MOSELLE = 'L2542-27';

/** What the commune's situation is known to be. */
export type LocalLaw =
  | { statut: 'alsace-moselle'; departement: Departement; source: string }
  | { statut: 'droit-commun'; departement: Departement; source: string }
  | { statut: 'inconnu'; raison: string };

/** The facts the rule reads: Infos mairie's département and postal code, Infos cimetière's postal code. */
export interface CommuneFacts {
  departementMairie?: string | null;
  codePostalCimetiere?: string | null;
  codePostalMairie?: string | null;
}

export const MSG_LOCAL_LAW_UNKNOWN =
  "Ni le département de la mairie (Infos mairie) ni le code postal du cimetière (Infos cimetière) ou de la mairie ne sont renseignés : l'application ne peut pas dire si la commune relève du droit local d'Alsace-Moselle (Bas-Rhin, Haut-Rhin, Moselle). Renseignez le code postal du cimetière.";

/** A département's name as typed or listed, compared without accents, case, apostrophes or dashes ('Bas-Rhin' = 'bas rhin'). */
const fold = (s: string) => foldTerm(s).replace(/[’']/g, ' ').replace(/[\s-]+/g, ' ').trim();

/** A département typed by hand: its code ('57', '2A', '971') or its name ('Moselle', 'bas-rhin'), else null. */
export function departementOfText(text: string | null | undefined): Departement | null {
  const t = (text ?? '').trim();
  if (t === '') return null;
  const code = t.toUpperCase();
  const byCode = DEPARTEMENTS.get(/^\d$/.test(code) ? `0${code}` : code);
  if (byCode) return byCode;
  const name = fold(t);
  for (const d of DEPARTEMENTS.values()) if (fold(d.nom) === name) return d;
  return null;
}

const isAlsaceMoselle = (d: Departement) => (ALSACE_MOSELLE_DEPARTEMENTS as readonly string[]).includes(d.code);

interface Evidence {
  departement: Departement;
  source: string;
}

/** Which law the commune's concessions fall under: Alsace-Moselle's local provisions, the common law, or unknown. */
export function localLawOf(facts: CommuneFacts): LocalLaw {
  const evidence: Evidence[] = [];
  const unreadable: string[] = [];
  const dep = facts.departementMairie?.trim();
  if (dep) {
    const d = departementOfText(dep);
    if (d) evidence.push({ departement: d, source: `le département de la mairie (${dep})` });
    else unreadable.push(`le département « ${dep} » (Infos mairie)`);
  }
  for (const [code, where] of [
    [facts.codePostalCimetiere, 'du cimetière'],
    [facts.codePostalMairie, 'de la mairie'],
  ] as const) {
    const c = code?.trim();
    if (!c) continue;
    const d = departementOfPostalCode(c);
    if (d) evidence.push({ departement: d, source: `le code postal ${where} (${c})` });
    else unreadable.push(`le code postal ${where} « ${c} »`);
  }
  const [first] = evidence;
  if (!first) {
    if (unreadable.length === 0) return { statut: 'inconnu', raison: MSG_LOCAL_LAW_UNKNOWN };
    return {
      statut: 'inconnu',
      raison: `L'application ne reconnaît aucun département dans ${unreadable.join(' ni dans ')} : elle ne peut pas dire si la commune relève du droit local d'Alsace-Moselle. Corrigez le code postal du cimetière (Infos cimetière).`,
    };
  }
  const disagree = evidence.find((e) => isAlsaceMoselle(e.departement) !== isAlsaceMoselle(first.departement));
  if (disagree) {
    const [am, other] = isAlsaceMoselle(first.departement) ? [first, disagree] : [disagree, first];
    return {
      statut: 'inconnu',
      raison: `${capitalize(am.source)} désigne le département ${am.departement.de} (${am.departement.code}), mais ${other.source} désigne le département ${other.departement.de} (${other.departement.code}) : l'application ne peut pas dire si la commune relève du droit local d'Alsace-Moselle. Vérifiez ces renseignements (Infos mairie, Infos cimetière).`,
    };
  }
  return isAlsaceMoselle(first.departement)
    ? { statut: 'alsace-moselle', departement: first.departement, source: first.source }
    : { statut: 'droit-commun', departement: first.departement, source: first.source };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
