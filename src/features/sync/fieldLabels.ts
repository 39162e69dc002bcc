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
  libelle: 'Libellé',
  typeOccupation: "Type d'occupation",
  typeEmplacement: "Type d'emplacement",
  zone: 'Zone',
  geometry: 'Tracé sur le plan',
  civilite: 'Civilité',
  dateNaissance: 'Date de naissance',
  dateDeces: 'Date de décès',
  dateInhumation: "Date d'inhumation",
  lieuNaissance: 'Lieu de naissance',
  lieuDeces: 'Lieu de décès',
  profession: 'Profession',
  ville: 'Ville',
  codePostal: 'Code postal',
  portable: 'Portable',
  type: 'Type',
  montant: 'Montant',
  prix: 'Prix',
  dateRecu: 'Date de réception',
  isArchived: 'Archivée',
  emplacementId: 'Emplacement',
  locationId: 'Concession',
  commentaire: 'Commentaire',
  description: 'Description',
  entreprise: 'Entreprise',
  perpetuelle: 'Perpétuelle',
};

/**
 * A field in words: its screen's label, or for a field not listed its name spelt out ('dateFinTravaux' gives
 * 'Date fin travaux'): never the code name as such (issue 29).
 */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_.]+/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : field;
}

/** A field's value as its screen shows it: the abandonment state by its label, the rest by formatValue. */
export function fieldValue(field: string, value: unknown): string {
  if (field === 'etatAbandon' && typeof value === 'number' && value in ETAT_ABANDON_LABELS) {
    return ETAT_ABANDON_LABELS[value as keyof typeof ETAT_ABANDON_LABELS];
  }
  return formatValue(value);
}
