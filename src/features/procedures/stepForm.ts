import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Location } from '../../domain/entities/location';
import type { IsoDate } from '../../domain/entities/replicated';
import type { StepDef } from '../../domain/procedures';

/**
 * The form of a procedure step, built from the step's zod schema in the engine (DESIGN §3: device and server
 * validate with the same schema): its field names, their widgets and French labels, default values, and a
 * react-hook-form resolver running the schema.
 */

export type FieldWidget = 'date' | 'montant' | 'ouiNon' | 'texte' | 'texteLong' | 'case';

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
};

/** Fields never typed by the user: the generated documents and the final validation box (drawn last). */
export const NOT_TYPED = new Set(['documents', 'valide']);

/** The field names of a step, in the schema's order. */
export function stepFieldNames(step: StepDef): string[] {
  const schema = step.schema as unknown as { shape?: Record<string, unknown> };
  return schema.shape ? Object.keys(schema.shape) : [];
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
 * (the validation box's too), so the form shows them all at once (spec 002 §5).
 */
export function schemaResolver(schema: z.ZodType): Resolver<Record<string, unknown>> {
  return (values) => {
    const parsed = schema.safeParse(cleanValues(values));
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
    if (widget === 'date') values[name] = name === 'dateDeliberation' || name === 'dateInformationFamille' ? '' : today;
    else if (widget === 'case') values[name] = false;
    else if (widget === 'montant' || widget === 'ouiNon') values[name] = null;
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
      beneficiaire: { id: newId(), civilite: 'H', nom: '', prenom: '', nomJeuneFille: '', adresse: '', codePostal: '', commune: '', telephone: '', email: '', dateDeNaissance: '' },
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
