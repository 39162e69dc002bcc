import { z } from 'zod';

/** Values of the exhumation wizard as the inputs hold them (spec 001 §4 Exhumation wizard). */
export const exhumationFormSchema = z.object({
  typeDemande: z.enum(['famille', 'justice', 'securiteSociale'], { error: 'Ce champ est obligatoire.' }),
  tribunalOuService: z.string(),
  nomJugeOuContact: z.string(),
  date: z.string(),
  destinationCorps: z.enum(['memeConcession', 'autreConcession', 'autreCimetiere', 'cremation'], { error: 'Ce champ est obligatoire.' }),
  destinationEmplacementId: z.string(),
  commune: z.string(),
  adresse: z.string(),
  references: z.string(),
  destinationCendres: z.string(),
  valide: z.boolean(),
});
export type ExhumationValues = z.infer<typeof exhumationFormSchema>;

export const exhumationDefaults: ExhumationValues = {
  typeDemande: 'famille',
  tribunalOuService: '',
  nomJugeOuContact: '',
  date: '',
  destinationCorps: 'memeConcession',
  destinationEmplacementId: '',
  commune: '',
  adresse: '',
  references: '',
  destinationCendres: '',
  valide: false,
};
