import { z } from 'zod';
import { CIVILITES, HOLDER_TYPES } from '../constants/contacts';
import type { Procedure } from '../entities/procedure';
import { everUsed, holders } from './common';
import { documents, optionalStepDate, ouiNon, stepDate, texte, valide } from './fields';
import { MSG_STEPS } from './messages';
import { MSG_PROCEDURES } from './preconditions';
import { defineStep, type EngineContext, type ProcedureDef } from './types';

/**
 * Donation (spec 002 §2: 1 Vérifier, 2 Enregistrer, 3 Générer; §5), as the law has it (LAW.md): a notarial
 * deed (Code civil art. 931) then a substitution act signed by the mayor; to someone outside the family only
 * if the concession was never used, so a used one goes only to a blood heir.
 */

/** The spec's rule on the answers of step 1, kept by step 2 in case a burial took place in between. */
function heirRule(heritierMemeSang: boolean | null, ctx: EngineContext): string | null {
  if (!everUsed(ctx)) return null;
  if (heritierMemeSang === null) return MSG_STEPS.donationHeritierRequis;
  return heritierMemeSang ? null : MSG_STEPS.donationHeritier;
}

const verifier = defineStep({
  etape: 1,
  titre: 'Vérifier',
  bouton: 'Démarrer',
  schema: z.lazy(() => z.object({ dateVerification: stepDate('La date de vérification'), demandeeTitulaire: ouiNon, heritierMemeSang: ouiNon, valide })),
  impossible: (_proc, ctx) => (ctx.location ? null : MSG_PROCEDURES.donationAucuneConcession),
  date: (f) => f.dateVerification,
  check: (f, _proc, ctx) => (f.demandeeTitulaire !== true ? MSG_STEPS.donationTitulaire : heirRule(f.heritierMemeSang, ctx)),
  data: (f, _proc, ctx) => ({ demandeeTitulaire: f.demandeeTitulaire, presenceDefunt: everUsed(ctx), heritierMemeSang: f.heritierMemeSang }),
});

const beneficiaire = z.lazy(() => z.object({
  id: z.uuid({ error: 'Identifiant invalide.' }),
  // Unknown unless the clerk chooses it (issue 26): the new holder is never taken for a man by default.
  civilite: z.enum(CIVILITES, { error: 'Civilité invalide.' }).nullable().default(null),
  nom: texte(200),
  prenom: texte(200),
  nomJeuneFille: texte(200),
  adresse: texte(500),
  codePostal: texte(10),
  commune: texte(200),
  telephone: texte(30),
  email: texte(254),
  dateDeNaissance: optionalStepDate,
}));

const enregistrer = defineStep({
  etape: 2,
  titre: 'Enregistrer',
  bouton: 'Démarrer',
  schema: z.lazy(() => z.object({
    dateActe: stepDate("La date de l'acte notarié"),
    notaire: texte(200),
    donateurId: z.uuid({ error: MSG_STEPS.donationDonateur }),
    beneficiaire,
    typeDeContact: z.enum(HOLDER_TYPES, { error: 'Type de contact invalide.' }).default('Concessionnaire'),
    valide,
  })),
  date: (f) => f.dateActe,
  check: (f, proc, ctx) => {
    if (!f.notaire) return MSG_STEPS.donationNotaire;
    if (!f.beneficiaire.nom) return MSG_STEPS.donationBeneficiaire;
    if (!holders(ctx).some((c) => c.id === f.donateurId)) return MSG_STEPS.donationDonateur;
    if (ctx.contacts.some((c) => c.id === f.beneficiaire.id)) return MSG_STEPS.champsInvalides;
    return heirRule(heirAnswer(proc), ctx);
  },
  data: (f) => ({ dateActe: f.dateActe, notaire: f.notaire, donateurId: f.donateurId, beneficiaire: f.beneficiaire, typeDeContact: f.typeDeContact }),
});

function heirAnswer(proc: Procedure): boolean | null {
  const v = proc.data['heritierMemeSang'];
  return typeof v === 'boolean' ? v : null;
}

type Beneficiaire = z.output<typeof beneficiaire>;

/**
 * Step 3: the substitution act signed by the mayor. Its effect: the beneficiary becomes a holder of the
 * concession (a new contact), the donor keeps a place among its contacts as an ayant-droit.
 */
const generer = defineStep({
  etape: 3,
  titre: 'Générer',
  bouton: 'Générer',
  schema: z.lazy(() => z.object({ dateSignature: stepDate("La date de l'acte de substitution"), documents, valide })),
  date: (f) => f.dateSignature,
  check: (_f, proc, ctx) => heirRule(heirAnswer(proc), ctx),
  data: (f) => ({ dateSignature: f.dateSignature, acte: f.documents[0] ?? null }),
  effect: (_f, proc, ctx, last) => {
    const b = proc.data['beneficiaire'] as Beneficiaire | undefined;
    const donateurId = proc.data['donateurId'];
    if (!last || !b || !ctx.location) return {};
    const typeDeContact = (proc.data['typeDeContact'] as string | undefined) ?? 'Concessionnaire';
    return {
      newContacts: [{
        ...b, locationId: ctx.location.id, typeDeContact, decede: false, telephoneMobile: null, nomSociete: null, fonction: null, deletedAt: null,
      }],
      contacts: typeof donateurId === 'string' ? [{ id: donateurId, changes: { typeDeContact: 'Ayant-droit' } }] : [],
    };
  },
});

export const donation: ProcedureDef = { kind: 'donation', steps: [verifier, enregistrer, generer] };
