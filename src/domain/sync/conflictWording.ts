import type { Emplacement } from '../entities/emplacement';
import { plotLabelParts } from '../rules/labels';

/**
 * The conflicts screen in words (DESIGN §5 'nothing is dropped silently', issue 29 'Conflicts cannot be told
 * apart'): each refused change names the record it touched ('Carré A, allée 2, n° 14', 'Jean Martin, Carré A,
 * allée 2, n° 14') and what it did ('État d'abandon modifié'), never a mutation's code name. Pure: the screen
 * reads the rows from the replica and passes them here; the tests call it directly.
 */

/** What each mutation of the catalogue did, as a French label. */
export const MUTATION_ACTIONS: Readonly<Record<string, string>> = {
  'location.setEtatAbandon': "État d'abandon modifié",
  'location.setFacture': 'Facturation modifiée',
  'location.create': 'Concession attribuée',
  'location.update': 'Concession modifiée',
  'location.archive': 'Concession archivée',
  'location.unarchive': 'Concession désarchivée',
  'location.delete': 'Concession supprimée',
  'location.informRenouvellement': 'Information de renouvellement enregistrée',
  'location.addSignature': 'Signature ajoutée',
  'emplacement.create': 'Emplacement créé',
  'emplacement.add': 'Emplacement ajouté',
  'emplacement.update': 'Emplacement modifié',
  'emplacement.delete': 'Emplacement supprimé',
  'emplacement.setGeometry': 'Emplacement redessiné sur le plan',
  'emplacement.addPhoto': 'Photo ajoutée',
  'emplacement.archivePhoto': 'Photo archivée',
  'emplacement.deletePhoto': 'Photo supprimée',
  'espace.setControlPoints': 'Plan du cimetière calé',
  'espace.setPlan': 'Plan du cimetière mis à jour',
  'espace.update': 'Informations du cimetière modifiées',
  'espace.setActif': 'Activation du cimetière modifiée',
  'espace.setNotificationToggle': 'Réglage des notifications modifié',
  'espace.setDocument': 'Document du cimetière remplacé',
  'espace.addAutreDocument': 'Document du cimetière ajouté',
  'espace.removeAutreDocument': 'Document du cimetière retiré',
  'occupant.create': 'Défunt ajouté',
  'occupant.update': 'Défunt modifié',
  'occupant.delete': 'Défunt supprimé',
  'occupant.move': 'Défunt déplacé',
  'occupant.setPortailMasque': 'Visibilité du défunt sur le portail modifiée',
  'contact.create': 'Contact ajouté',
  'contact.update': 'Contact modifié',
  'contact.delete': 'Contact supprimé',
  'travaux.create': 'Travaux déclarés',
  'travaux.update': 'Travaux modifiés',
  'travaux.delete': 'Travaux supprimés',
  'note.create': 'Note écrite',
  'note.update': 'Note modifiée',
  'note.delete': 'Note supprimée',
  'event.create': 'Évènement ajouté au calendrier',
  'event.update': 'Évènement du calendrier modifié',
  'event.delete': 'Évènement du calendrier supprimé',
  'notification.markRead': 'Notification lue',
  'notification.archive': 'Notification archivée',
  'notification.nePlusRappeler': 'Rappel de notification arrêté',
  'exhumation.create': 'Exhumation enregistrée',
  'reduction.create': 'Réduction ou réunion de corps enregistrée',
  'document.create': 'Document ajouté',
  'document.delete': 'Document supprimé',
  'mail.envoyer': 'Message envoyé',
  'mail.reessayer': 'Envoi relancé',
  'procedure.start': 'Procédure ouverte',
  'procedure.recordStep': 'Étape de procédure validée',
  'procedure.cancel': 'Procédure annulée',
  'tarif.create': 'Tarif ajouté',
  'tarif.modify': 'Tarif modifié',
  'tarif.delete': 'Tarif supprimé',
  'donnees.restaurer': 'Données restaurées',
};

/** What a table's rows are, said when no better name is known ('Une note'). */
const TABLE_NOUNS: Readonly<Record<string, string>> = {
  espaces: 'Le cimetière',
  emplacements: 'Un emplacement',
  locations: 'Une concession',
  occupants: 'Un défunt',
  contacts: 'Un contact',
  exhumations: 'Une exhumation',
  reductions: 'Une réduction de corps',
  travaux: 'Des travaux',
  procedures: 'Une procédure',
  tarifs: 'Un tarif',
  notes: 'Une note',
  events: 'Un évènement du calendrier',
  notifications: 'Une notification',
  media: 'Une photo',
  documents: 'Un document',
  mailArchives: 'Un message',
};

/**
 * The action of a mutation in words: its label, or for a name the catalogue does not know (a newer device's
 * change) 'Modification' alone: a dotted code name is never shown.
 */
export function mutationAction(name: string): string {
  return Object.hasOwn(MUTATION_ACTIONS, name) ? (MUTATION_ACTIONS[name] ?? 'Modification') : 'Modification';
}

const lowerFirst = (t: string) => t.charAt(0).toLowerCase() + t.slice(1);

/**
 * A plot in a sentence: 'Carré A, allée 2, n° 14' with the parts that are known (plotLabelParts, so a carré or
 * allée that already names its kind is not prefixed twice), its libellé when none is, null when nothing names it.
 */
export function plotInWords(e: Pick<Emplacement, 'carre' | 'allee' | 'numero' | 'libelle'>): string | null {
  const parts = plotLabelParts(e).map(lowerFirst);
  const text = parts.length > 0 ? parts.join(', ') : (e.libelle?.trim() ?? '');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : null;
}

/** What the screen found about the record a conflict is on. */
export interface ConflictRecord {
  /** The table of the row the mutation targets (its first row), when known. */
  table: string | null;
  /** That row as the device or the server has it, when either has it. */
  row: Record<string, unknown> | null;
  /** The plot the row belongs to (itself, for a plot), when it belongs to one. */
  emplacement: Pick<Emplacement, 'carre' | 'allee' | 'numero' | 'libelle'> | null;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A person's name from a row's prenom and nom, or '' when it has neither. */
function personName(row: Record<string, unknown>): string {
  return [text(row['prenom']), text(row['nom'])].filter(Boolean).join(' ');
}

/**
 * The record a conflict is on, in words: the plot for a plot, its concession and what hangs on them
 * ('Carré A, allée 2, n° 14'); the person and the plot for a deceased or a contact ('Jean Martin, carré A…');
 * the title for a note or an event ('Note « Tondre »'); otherwise what the table holds ('Un tarif').
 */
export function conflictSubject({ table, row, emplacement }: ConflictRecord): string {
  const plot = emplacement ? plotInWords(emplacement) : null;
  const r = row ?? {};
  if (table === 'occupants' || table === 'contacts') {
    const who = personName(r);
    const noun = table === 'occupants' ? 'Défunt' : 'Contact';
    if (who && plot) return `${who}, ${plot.charAt(0).toLowerCase()}${plot.slice(1)}`;
    if (who) return `${noun} ${who}`;
    if (plot) return `${noun} de ${plot.charAt(0).toLowerCase()}${plot.slice(1)}`;
  }
  if (table === 'notes' || table === 'events') {
    const titre = text(r['titre']);
    const noun = table === 'notes' ? 'Note' : 'Évènement';
    if (titre) return plot ? `${noun} « ${titre} », ${plot.charAt(0).toLowerCase()}${plot.slice(1)}` : `${noun} « ${titre} »`;
  }
  if (table === 'espaces') return text(r['nom']) || 'Le cimetière';
  if (plot) return plot;
  return (table && TABLE_NOUNS[table]) || 'Un enregistrement';
}
