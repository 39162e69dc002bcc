import { ETAT_ABANDON_LABELS } from '../../domain/constants/etatAbandon';
import { formatValue } from './formatValue';

/** The names the screens give to the fields a conflict can be about (the spec's labels where it has them). */
const FIELD_LABELS: Record<string, string> = {
  etatAbandon: "État d'abandon",
  facture: 'Facture',
  notes: 'Notes',
  surface: 'Surface',
  preReservation: 'Pré-réservation',
  famille: 'Famille',
  numero: 'Numéro',
  carre: 'Carré',
  allee: 'Allée',
  titre: 'Titre',
  contenu: 'Contenu',
  nom: 'Nom',
  prenom: 'Prénom',
  nomJeuneFille: 'Nom de jeune fille',
  dateFin: 'Date de fin',
  dateDebut: 'Date de début',
  duree: 'Durée',
  nbPlaces: 'Capacité',
  telephone: 'Téléphone',
  email: 'E-mail',
  adresse: 'Adresse',
  archive: 'Archivée',
  etat: 'État',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** A field's value as its screen shows it: the abandonment state by its label, the rest by formatValue. */
export function fieldValue(field: string, value: unknown): string {
  if (field === 'etatAbandon' && typeof value === 'number' && value in ETAT_ABANDON_LABELS) {
    return ETAT_ABANDON_LABELS[value as keyof typeof ETAT_ABANDON_LABELS];
  }
  return formatValue(value);
}
