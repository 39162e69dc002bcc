import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { Location } from '../../domain/entities/location';
import type { IsoDate } from '../../domain/entities/replicated';
import type { StepDef } from '../../domain/procedures';

/**
 * The form of a procedure step, built from the step's zod schema in the engine (DESIGN §3: device and server
 * validate with the same schema): its field names, their widgets and French labels, default values, and a
 * react-hook-form resolver running the schema.
 */

export type FieldWidget = 'date' | 'dateHeure' | 'nombre' | 'montant' | 'ouiNon' | 'texte' | 'texteLong' | 'case';

/** Labels and widgets of the steps' fields (spec 002 §3 names). Fields not listed are drawn by their step's own component. */
export const FIELD_UI: Record<string, { label: string; widget: FieldWidget }> = {
  dateCourrier: { label: 'Date des courriers', widget: 'date' },
  dateRenouvellement: { label: 'Date du renouvellement', widget: 'date' },
  inhumationDemandee: { label: 'Renouvellement demandé pour permettre une inhumation', widget: 'case' },
  prixInitial: { label: 'Prix initial (€)', widget: 'montant' },
  dateContratInitial: { label: 'Date du contrat initial', widget: 'date' },
  dateConversion: { label: 'Date de conversion', widget: 'date' },
  dateVerification: { label: 'Date de vérification', widget: 'date' },
  demandeeTitulaire: { label: 'Demandée par le titulaire ?', widget: 'ouiNon' },
  heritierMemeSang: { label: 'Le bénéficiaire est-il un héritier du même sang ?', widget: 'ouiNon' },
  dateActe: { label: "Date de l'acte notarié", widget: 'date' },
  notaire: { label: 'Notaire', widget: 'texte' },
  dateSignature: { label: "Date de l'acte de substitution", widget: 'date' },
  dateRetrocession: { label: 'Date de rétrocession', widget: 'date' },
  prixConcessionInitiale: { label: 'Prix de la concession initiale (€)', widget: 'montant' },
  accordConseilMunicipal: { label: 'Accord du conseil municipal ?', widget: 'ouiNon' },
  dateDeliberation: { label: 'Date de la délibération', widget: 'date' },
  montantRembourser: { label: 'Montant à rembourser (€)', widget: 'montant' },
  dateArrete: { label: "Date de l'arrêté municipal", widget: 'date' },
  numeroArrete: { label: "Numéro de l'arrêté", widget: 'texte' },
  dateDestination: { label: 'Date de la décision', widget: 'date' },
  oppositionCremationConnue: { label: 'Une opposition à la crémation est-elle connue ?', widget: 'ouiNon' },
  dateInformationFamille: { label: 'Date à laquelle la famille a été informée', widget: 'date' },
  dateRemiseEnEtat: { label: 'Date de remise en état', widget: 'date' },
  description: { label: 'Description des travaux de remise en état', widget: 'texteLong' },
  dateDepot: { label: 'Date du dépôt ou de la dispersion', widget: 'date' },
  // Reprise après constat d'abandon (spec 002 §3).
  dateActeNotoriete: { label: "Date de l'acte de notoriété", widget: 'date' },
  plusDeTrenteAns: { label: "L'acte constate que la concession a plus de trente ans (article R2223-14 du CGCT)", widget: 'case' },
  temoignages: { label: 'Témoignages recueillis', widget: 'texteLong' },
  dateNotification: { label: 'Date de notification aux familles (lettre recommandée ou avis affiché)', widget: 'date' },
  dateHeurePV: { label: 'Jour et heure du constat indiqués aux familles', widget: 'dateHeure' },
  familleOuEntretien: { label: "Des descendants, successeurs ou une personne chargée de l'entretien sont-ils connus ?", widget: 'ouiNon' },
  recuLRdate: { label: "Date de l'accusé de réception de la lettre recommandée", widget: 'date' },
  intervalleAffichagesJours: { label: 'Intervalle entre les trois affichages du procès-verbal, en jours (15 selon l’usage ; lecture de l’article R2223-16 non confirmée)', widget: 'nombre' },
  affichageMairie: { label: "Date d'affichage à la mairie", widget: 'date' },
  affichageCimetiere: { label: "Date d'affichage à la porte du cimetière", widget: 'date' },
  suspensionMairie: { label: "Date de fin d'affichage à la mairie", widget: 'date' },
  suspensionCimetiere: { label: "Date de fin d'affichage au cimetière", widget: 'date' },
  dateEnvoiLRPV: { label: "Date d'envoi du procès-verbal en lettre recommandée (8 jours au plus, article R2223-15)", widget: 'date' },
  recuLRPVdate: { label: "Date de l'accusé de réception du procès-verbal", widget: 'date' },
  dateNotificationPV2: { label: 'Date de notification du second procès-verbal (article R2223-18)', widget: 'date' },
  recuLRPV2date: { label: "Date de l'accusé de réception du second procès-verbal", widget: 'date' },
  numeroDeliberation: { label: 'Numéro de la délibération', widget: 'texte' },
  dateArreteMunicipalReprise: { label: "Date de l'arrêté municipal de reprise", widget: 'date' },
  affichageArreteMairie: { label: "Date d'affichage de l'arrêté à la mairie", widget: 'date' },
  affichageArreteCimetiere: { label: "Date d'affichage de l'arrêté au cimetière", widget: 'date' },
  dateNotificationArrete: { label: "Date de notification de l'arrêté aux familles", widget: 'date' },
  dateConfirmation: { label: 'Date de la reprise', widget: 'date' },
};

/** Dates left empty in a new form: optional, or typed by the user only when the event happened. */
const EMPTY_DATES = new Set([
  'dateDeliberation', 'dateInformationFamille', 'recuLRdate', 'suspensionMairie', 'suspensionCimetiere', 'dateEnvoiLRPV', 'recuLRPVdate',
  'dateNotificationPV2', 'recuLRPV2date', 'affichageArreteMairie', 'affichageArreteCimetiere', 'dateNotificationArrete',
]);

/** Fields never typed by the user: the generated documents and the final validation box (drawn last). */
export const NOT_TYPED = new Set(['documents', 'valide', 'phase']);

/** The field names of a step, in the schema's order. */
export function stepFieldNames(step: StepDef): string[] {
  // A step's schema is built on first use (z.lazy, issue 14: not while the first screen loads).
  let schema: z.ZodType = step.schema;
  while (schema instanceof z.ZodLazy) schema = schema.unwrap() as z.ZodType;
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Form values as typed: '' (an empty input) becomes null so optional fields parse as 'not given'. */
export function cleanValues(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === '' || v === undefined) out[k] = null;
    else if (v && typeof v === 'object' && !Array.isArray(v)) out[k] = cleanValues(v as Record<string, unknown>);
    else out[k] = v;
  }
  return out;
}

/**
 * The resolver of a step form: the engine's schema on the cleaned values, every issue placed on its field
 * (the validation box's too), so the form shows them all at once (spec 002 §5). `phase`: the phase recorded.
 */
export function schemaResolver(schema: z.ZodType, phase: string | null = null): Resolver<Record<string, unknown>> {
  return (values) => {
    // A step in phases is judged at the phase being recorded (the phase is no field of the form).
    const parsed = schema.safeParse({ ...cleanValues(values), ...(phase ? { phase } : {}) });
    if (parsed.success) return { values: parsed.data as Record<string, unknown>, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.') || 'root';
      if (!(key in errors)) errors[key] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: nest(errors) as FieldErrors<Record<string, unknown>> };
  };
}

/** 'beneficiaire.nom' errors nested as react-hook-form reads them. */
function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = out;
    parts.slice(0, -1).forEach((p) => {
      node[p] = (node[p] as Record<string, unknown> | undefined) ?? {};
      node = node[p] as Record<string, unknown>;
    });
    node[parts[parts.length - 1] as string] = error;
  }
  return out;
}

/** Default values of a new step's form: the step's date today, the concession's known facts pre-filled. */
export function stepDefaults(step: StepDef, location: Location | null, today: IsoDate, newId: () => string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of stepFieldNames(step)) {
    const widget = FIELD_UI[name]?.widget;
    if (widget === 'date') values[name] = EMPTY_DATES.has(name) ? '' : today;
    else if (widget === 'dateHeure') values[name] = '';
    else if (widget === 'case') values[name] = false;
    else if (widget === 'montant' || widget === 'ouiNon' || widget === 'nombre') values[name] = null;
    else if (widget === 'texte' || widget === 'texteLong') values[name] = '';
  }
  if ('dateContratInitial' in values) values['dateContratInitial'] = location?.dateOriginelle ?? location?.dateDebut ?? '';
  if ('prixInitial' in values) values['prixInitial'] = location?.prix ?? null;
  if ('prixConcessionInitiale' in values) values['prixConcessionInitiale'] = location?.prix ?? null;
  const names = stepFieldNames(step);
  if (names.includes('nouvelleDuree')) Object.assign(values, { nouvelleDuree: null, perpetuelle: false, parMetreCarre: false, surfaceClasse: location?.surfaceClasse ?? null });
  if (names.includes('destinationDefunt')) Object.assign(values, { destinationDefunt: null, ossuaireEmplacementId: null, jardinEmplacementId: null });
  if (names.includes('beneficiaire')) {
    Object.assign(values, {
      donateurId: null,
      typeDeContact: 'Concessionnaire',
      beneficiaire: { id: newId(), civilite: null, nom: '', prenom: '', nomJeuneFille: '', adresse: '', codePostal: '', commune: '', telephone: '', email: '', dateDeNaissance: '' },
    });
  }
  values['documents'] = [];
  values['valide'] = false;
  return values;
}

/** The values of a done step for 'Détails' (read-only): what it recorded, the validation box ticked. */
export function detailValues(step: StepDef, champs: Record<string, unknown>, location: Location | null, today: IsoDate): Record<string, unknown> {
  const base = stepDefaults(step, location, today, () => '');
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(champs)) out[k] = v === null && typeof base[k] === 'string' ? '' : v;
  out['valide'] = true;
  return out;
}
