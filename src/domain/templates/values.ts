import { PROCEDURE_LABELS, type ProcedureKind, type RepriseRegime } from '../constants/procedures';
import { pauseWords, regimeAbandon, REGIME_2022_FROM } from '../procedures/abandon/calendar';
import { birthDatePhrase, datePhrase, dateTimeWords, formatFrDate, formatLongDate, formatPartialDate, isIsoDate, isLocalDateTime } from '../dates';
import { dureeText, type DeedInput } from '../documents/acteConcession';
import { formatEuros } from '../documents/content';
import type { DefuntFacts } from '../documents/defuntDocument';
import type { MairieFacts } from '../documents/mairie';
import { letterAddressees, livingHolders } from '../documents/addressees';
import { deceasedHolders, deceasedMark } from '../documents/deedHolders';
import { communeOf } from '../documents/parties';
import { isHolder } from '../constants/contacts';
import type { Contact } from '../entities/contact';
import { maireName } from '../entities/mairie';
import { accord, civiliteWord, salutation, withCivilite } from '../rules/civilite';
import { isPerpetual } from '../rules/concessionStatus';
import { personName, plotLabel } from '../rules/labels';
import type { TemplateValues } from './render';

/**
 * The values a template is filled with (issue 17: concession, plot, holders, deceased, town hall, mayor,
 * cemetery, procedure step, dates), worded in French once here: dates 'JJ/MM/AAAA' (and a long form), amounts
 * '1 234,56 €'. A missing fact is null, which the renderer shows as nothing.
 */
export interface TemplateFacts extends DeedInput {
  mairie: MairieFacts['mairie'] | null;
  /** The holder a letter is addressed to (one letter per holder); null for a deed. */
  destinataire?: Contact | null;
  /** The step a document is made at; `regime`, the one the reprise after abandonment was opened under (LAW.md step 7). */
  procedure?: { kind: ProcedureKind; etape: number; values: Readonly<Record<string, unknown>>; regime?: RepriseRegime | null } | null;
  /**
   * The deceased a document is for (an authorisation of inhumation, urn or dispersion): the `defunt.*` values
   * name them. Without it, they name the concession's first present deceased.
   */
  defunt?: DefuntFacts | null;
}

const frDate = (v: string | null | undefined): string | null => (v && isIsoDate(v) ? formatFrDate(v) : null);
const text = (v: string | null | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

/** How a contact is named on an envelope: 'Madame Marie DURAND', or 'Marie DURAND' when the civility is unknown (issue 26). */
export function contactFullName(c: Contact): string {
  return withCivilite(c.civilite, personName(c));
}

/** The lines of a window envelope's address block: name, street, postcode and town. */
export function addressLines(c: Contact): string[] {
  return [contactFullName(c), text(c.adresse), [c.codePostal, c.commune].filter((s) => s && s.trim()).join(' ')].filter((s): s is string => !!s && s.trim() !== '');
}

const AMOUNT_KEY = /prix|montant|tarif|prorata/i;

/** A step's recorded field as a reader sees it: dates in French, a day and hour in words, amounts in euros, yes or no. */
function stepValue(key: string, v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v ? 'oui' : 'non';
  if (typeof v === 'number') return Number.isFinite(v) ? (AMOUNT_KEY.test(key) ? formatEuros(v) : String(v)) : null;
  // A day and hour in words (issue 28): 'le {{etape.dateHeurePV1}}' reads 'le mardi 5 janvier 2027 à 10 h 00'.
  if (typeof v === 'string') return isIsoDate(v) ? formatFrDate(v) : isLocalDateTime(v) ? dateTimeWords(v) : text(v);
  return null;
}

function contactValues(prefix: string, c: Contact | null | undefined, out: Record<string, TemplateValues[string]>): void {
  out[`${prefix}.civilite`] = c ? civiliteWord(c.civilite) : null;
  out[`${prefix}.nom`] = c ? text(c.nom?.toUpperCase()) : null;
  out[`${prefix}.prenom`] = c ? text(c.prenom) : null;
  out[`${prefix}.nomComplet`] = c ? contactFullName(c) : null;
  out[`${prefix}.adresse`] = c ? text(c.adresse) : null;
  out[`${prefix}.codePostal`] = c ? text(c.codePostal) : null;
  out[`${prefix}.commune`] = c ? text(c.commune) : null;
  out[`${prefix}.email`] = c ? text(c.email) : null;
  out[`${prefix}.qualite`] = c ? text(c.typeDeContact) : null;
}

/** Every placeholder's value for one concession (and one addressee, and one procedure step). */
export function templateValues(f: TemplateFacts): TemplateValues {
  const l = f.location;
  const e = f.emplacement;
  // A deed names the living holders as concessionnaires; the deceased apart, marked (deedHolders.ts, issue 28).
  const holders = livingHolders(f.contacts);
  const defunts = f.occupants.filter((o) => !o.deletedAt && o.etat === 'present');
  const out: Record<string, TemplateValues[string]> = {
    'concession.numero': text(l.numero),
    'concession.famille': text(l.famille),
    'concession.type': text(l.type),
    'concession.typeConcession': text(l.typeConcession),
    'concession.duree': dureeText(l),
    'concession.perpetuelle': isPerpetual(l) ? 'oui' : 'non',
    'concession.dateDebut': frDate(l.dateDebut),
    'concession.dateFin': isPerpetual(l) ? null : frDate(l.dateFin),
    'concession.dateFinLongue': isPerpetual(l) ? null : formatLongDate(l.dateFin) || null,
    'concession.nbPlaces': l.nbPlaces ?? null,
    'concession.prix': typeof l.prix === 'number' ? formatEuros(l.prix) : null,
    'emplacement.libelle': plotLabel(e) || null,
    'emplacement.carre': text(e.carre),
    'emplacement.allee': text(e.allee),
    'emplacement.numero': text(e.numero),
    'emplacement.surface': typeof e.surface === 'number' ? `${String(e.surface).replace('.', ',')} m²` : null,
    concessionnaires: holders.map(contactFullName),
    'concessionnaires.nombre': holders.length,
    concessionnairesDecedes: deceasedHolders(f.contacts).map((c) => `${contactFullName(c)}${deceasedMark(c)}`),
    defunts: defunts.map((o) => personName(o)),
    'defunts.nombre': defunts.length,
    'cimetiere.nom': text(f.espace?.nom),
    'cimetiere.adresse': text(f.espace?.adresse),
    'cimetiere.ville': text(f.espace?.ville),
    'mairie.commune': f.mairie ? text(f.mairie.commune) : communeOf(f.espace, f.commune),
    'mairie.adresse': text(f.mairie?.adresse),
    'mairie.codePostal': text(f.mairie?.codePostal),
    'mairie.ville': text(f.mairie?.ville),
    'mairie.telephone': text(f.mairie?.telephone),
    'mairie.email': text(f.mairie?.email),
    'maire.nomComplet': f.mairie ? maireName(f.mairie.maire) : null,
    'maire.civilite': f.mairie?.maire.nom ? civiliteWord(f.mairie.maire.civilite) : null,
    'date.aujourdhui': frDate(f.today),
    'date.aujourdhuiLong': formatLongDate(f.today) || null,
    'date.annee': f.today.slice(0, 4),
    'procedure.type': f.procedure ? PROCEDURE_LABELS[f.procedure.kind] : null,
    'procedure.etape': f.procedure ? f.procedure.etape : null,
  };
  // The legal wording of a reprise after abandonment follows its regime (issue 28; L2223-17, R2223-18, décret
  // 2022-1127): the one kept on the procedure, else that of a procedure opened today.
  const regime = f.procedure?.kind === 'repriseAbandon' ? (f.procedure.regime ?? regimeAbandon(f.today)) : null;
  out['procedure.delaiSecondConstat'] = regime ? pauseWords(regime) : null;
  out['procedure.regime'] = regime === '2022' ? `décret 2022-1127 (procédure ouverte à partir du ${formatFrDate(REGIME_2022_FROM)})` : regime ? `régime antérieur au décret 2022-1127 (procédure ouverte avant le ${formatFrDate(REGIME_2022_FROM)})` : null;
  contactValues('concessionnaire', holders[0], out);
  // A letter's addressees (issue 28): the living holders, else the living rights holders; its addressee, the one
  // it is written to, else the first of them.
  const addressees = letterAddressees(f.contacts);
  const destinataire = f.destinataire ?? addressees.contacts[0];
  out['destinataires'] = addressees.contacts.map(contactFullName);
  out['destinataires.nombre'] = addressees.contacts.length;
  contactValues('destinataire', destinataire, out);
  out['destinataire.titulaire'] = destinataire && isHolder(destinataire) ? 'oui' : null;
  // The salutation of a letter: the addressee's civility, or both when it is unknown or the letter goes to the heirs.
  out['destinataire.appel'] = salutation(destinataire?.civilite);
  const defunt = f.defunt ?? defunts[0];
  out['defunt.civilite'] = defunt ? civiliteWord(defunt.civilite) : null;
  out['defunt.nomComplet'] = defunt ? personName(defunt) : null;
  out['defunt.ne'] = defunt ? accord(defunt.civilite, 'né', 'née') : null;
  out['defunt.decede'] = defunt ? accord(defunt.civilite, 'décédé', 'décédée') : null;
  out['defunt.dateNaissance'] = defunt ? text(defunt.dateDeNaissance ? formatFrDate(defunt.dateDeNaissance) : formatPartialDate(defunt.dateNaissanceIncomplete)) : null;
  out['defunt.dateNaissancePhrase'] = defunt ? text(birthDatePhrase(defunt)) : null;
  out['defunt.dateDeces'] = text(formatPartialDate(defunt?.dateDeces));
  out['defunt.dateDecesPhrase'] = text(datePhrase(defunt?.dateDeces));
  for (const [key, v] of Object.entries(f.procedure?.values ?? {})) {
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) out[`etape.${key}`] = stepValue(key, v);
  }
  return out;
}
