import { formatFrDate } from '../dates';
import { civiliteAbbreviation, knownCivilite } from '../rules/civilite';
import { plotLabel } from '../rules/labels';
import { parisDate, parisTimeOfDay } from '../parisTime';

/**
 * The restore points' list in plain words (spec 000 §2.10, issue 15): 'Mme Dupont a modifié l'état
 * d'abandon de Carré A - Allée 2 - N° 1'. One change is one mutation of the catalogue, as the server's
 * history groups its writes; the sentence comes from the mutation's name, the plot it concerns and who
 * applied it. Pure: the screen and the tests call it.
 */

/** Who applied a change, as the history tells it (the user it was applied as). */
export interface ChangeAuthor {
  civilite: string | null;
  nom: string | null;
  prenom: string | null;
  identite: string | null;
  username: string;
}

/** The plot a change concerns (its carré, allée, numéro), when it concerns one. */
export interface ChangePlace {
  carre: string | null;
  allee: string | null;
  numero: string | null;
  libelle: string | null;
}

export type RowAction = 'création' | 'modification' | 'suppression' | 'rétablissement';

export interface ChangeRow {
  table: string;
  rowId: string;
  action: RowAction;
  fields: string[];
}

/** One change of the list: a mutation and its writes (GET /api/restore-points). */
export interface HistoryChange {
  mutationId: string | null;
  name: string | null;
  at: string;
  /** The first history id of the change: restoring to 'just before it' undoes it and everything after. */
  firstHistoryId: number;
  user: ChangeAuthor | null;
  place: ChangePlace | null;
  /** For a restore: the moment it went back to. */
  moment: string | null;
  rows: ChangeRow[];
  /** How many rows it wrote (rows may list fewer). */
  total: number;
}

/**
 * 'Mme Dupont', 'M. Martin': civility and name ('Dupont' alone when no civility is known, issue 26); the
 * identity or the login when the name is unknown.
 */
export function authorName(user: ChangeAuthor | null): string {
  if (!user) return 'Le système';
  const nom = user.nom?.trim();
  if (nom) return [civiliteAbbreviation(knownCivilite(user.civilite)), `${nom.charAt(0).toUpperCase()}${nom.slice(1)}`].filter(Boolean).join(' ');
  return user.identite?.trim() || user.username;
}

/** 'Carré A - Allée 2 - N° 1', or null when the change concerns no plot. */
export function placeLabel(place: ChangePlace | null): string | null {
  if (!place) return null;
  return plotLabel(place) || null;
}

/**
 * What each mutation did, as a verb phrase; `de` is followed by the plot ('de Carré A - Allée 2 - N° 1').
 * `sans` is the phrase when there is no plot to name.
 */
const WORDING: Record<string, { avec: string; sans: string }> = {
  'location.setEtatAbandon': { avec: "a modifié l'état d'abandon de", sans: "a modifié l'état d'abandon d'une concession" },
  'location.setFacture': { avec: 'a modifié la facturation de la concession de', sans: "a modifié la facturation d'une concession" },
  'location.create': { avec: 'a attribué une concession sur', sans: 'a attribué une concession' },
  'location.update': { avec: 'a modifié la concession de', sans: 'a modifié une concession' },
  'location.archive': { avec: 'a archivé la concession de', sans: 'a archivé une concession' },
  'location.unarchive': { avec: 'a désarchivé la concession de', sans: 'a désarchivé une concession' },
  'location.delete': { avec: 'a supprimé la concession de', sans: 'a supprimé une concession' },
  'location.informRenouvellement': { avec: 'a enregistré l’information de renouvellement de', sans: 'a enregistré une information de renouvellement' },
  'emplacement.create': { avec: "a créé l'emplacement", sans: 'a créé un emplacement' },
  'emplacement.add': { avec: "a ajouté l'emplacement", sans: 'a ajouté un emplacement' },
  'emplacement.update': { avec: "a modifié l'emplacement", sans: 'a modifié un emplacement' },
  'emplacement.delete': { avec: "a supprimé l'emplacement", sans: 'a supprimé un emplacement' },
  'emplacement.setGeometry': { avec: "a redessiné sur le plan l'emplacement", sans: 'a redessiné un emplacement sur le plan' },
  'emplacement.addPhoto': { avec: 'a ajouté une photo de', sans: 'a ajouté une photo' },
  'emplacement.archivePhoto': { avec: 'a archivé une photo de', sans: 'a archivé une photo' },
  'emplacement.deletePhoto': { avec: 'a supprimé une photo de', sans: 'a supprimé une photo' },
  'occupant.create': { avec: 'a ajouté un défunt à', sans: 'a ajouté un défunt' },
  'occupant.update': { avec: 'a modifié un défunt de', sans: 'a modifié un défunt' },
  'occupant.delete': { avec: 'a supprimé un défunt de', sans: 'a supprimé un défunt' },
  'occupant.move': { avec: 'a déplacé un défunt de', sans: 'a déplacé un défunt' },
  // Hidden or shown again: the history line's values say which (issue 30).
  'occupant.setPortailMasque': { avec: "a changé la visibilité sur le portail public d'un défunt de", sans: "a changé la visibilité sur le portail public d'un défunt" },
  'contact.create': { avec: 'a ajouté un contact à la concession de', sans: 'a ajouté un contact' },
  'contact.update': { avec: 'a modifié un contact de la concession de', sans: 'a modifié un contact' },
  'contact.delete': { avec: 'a supprimé un contact de la concession de', sans: 'a supprimé un contact' },
  'travaux.create': { avec: 'a déclaré des travaux sur', sans: 'a déclaré des travaux' },
  'travaux.update': { avec: 'a modifié des travaux de', sans: 'a modifié des travaux' },
  'travaux.delete': { avec: 'a supprimé des travaux de', sans: 'a supprimé des travaux' },
  'document.create': { avec: 'a ajouté un document à la concession de', sans: 'a ajouté un document' },
  'document.delete': { avec: 'a supprimé un document de la concession de', sans: 'a supprimé un document' },
  'mail.envoyer': { avec: 'a envoyé un message aux contacts de la concession de', sans: 'a envoyé un message' },
  'mail.reessayer': { avec: 'a relancé un envoi en échec de la concession de', sans: 'a relancé un envoi en échec' },
  'exhumation.create': { avec: 'a enregistré une exhumation sur', sans: 'a enregistré une exhumation' },
  'reduction.create': { avec: 'a enregistré une réduction ou réunion de corps sur', sans: 'a enregistré une réduction de corps' },
  'procedure.start': { avec: 'a ouvert une procédure sur', sans: 'a ouvert une procédure' },
  'procedure.recordStep': { avec: "a validé une étape de la procédure de", sans: "a validé une étape d'une procédure" },
  'procedure.cancel': { avec: 'a annulé la procédure de', sans: 'a annulé une procédure' },
  'tarif.create': { avec: 'a ajouté un tarif', sans: 'a ajouté un tarif' },
  'note.create': { avec: 'a écrit une note', sans: 'a écrit une note' },
  'note.update': { avec: 'a modifié une note', sans: 'a modifié une note' },
  'note.delete': { avec: 'a supprimé une note', sans: 'a supprimé une note' },
  'event.create': { avec: 'a ajouté au calendrier un évènement sur', sans: 'a ajouté un évènement au calendrier' },
  'event.update': { avec: 'a modifié un évènement du calendrier sur', sans: 'a modifié un évènement du calendrier' },
  'event.delete': { avec: 'a supprimé un évènement du calendrier sur', sans: 'a supprimé un évènement du calendrier' },
  'espace.setControlPoints': { avec: 'a calé le plan du cimetière', sans: 'a calé le plan du cimetière' },
  'espace.setPlan': { avec: 'a mis à jour le plan du cimetière', sans: 'a mis à jour le plan du cimetière' },
  'espace.update': { avec: 'a modifié les informations du cimetière', sans: 'a modifié les informations du cimetière' },
  'espace.setActif': { avec: 'a changé la mise en ligne du cimetière', sans: 'a changé la mise en ligne du cimetière' },
  'espace.setNotificationToggle': { avec: 'a modifié les notifications du cimetière', sans: 'a modifié les notifications du cimetière' },
  'espace.setDocument': { avec: 'a modifié le règlement ou le document patrimonial du cimetière', sans: 'a modifié le règlement ou le document patrimonial du cimetière' },
  'espace.addAutreDocument': { avec: 'a ajouté un document au cimetière', sans: 'a ajouté un document au cimetière' },
  'espace.removeAutreDocument': { avec: 'a supprimé un document du cimetière', sans: 'a supprimé un document du cimetière' },
  'location.addSignature': { avec: 'a fait signer le procès-verbal de constat de', sans: 'a fait signer un procès-verbal de constat' },
  'tarif.modify': { avec: 'a modifié un tarif', sans: 'a modifié un tarif' },
  'tarif.delete': { avec: 'a supprimé un tarif', sans: 'a supprimé un tarif' },
};

/** Names of things, for a change whose mutation has no wording of its own (older rows, a new mutation). */
const TABLE_NOUNS: Record<string, string> = {
  espaces: 'le cimetière',
  emplacements: 'un emplacement',
  locations: 'une concession',
  occupants: 'un défunt',
  contacts: 'un contact',
  exhumations: 'une exhumation',
  reductions: 'une réduction de corps',
  travaux: 'des travaux',
  procedures: 'une procédure',
  tarifs: 'un tarif',
  notes: 'une note',
  events: 'un événement du calendrier',
  notifications: 'une notification',
  media: 'une photo ou un fichier',
  documents: 'un document',
  mailArchives: 'un courrier',
};

const ACTION_VERBS: Record<RowAction, string> = {
  création: 'a créé',
  modification: 'a modifié',
  suppression: 'a supprimé',
  rétablissement: 'a rétabli',
};

/** Whether the catalogue's mutation of this name has a sentence of its own. */
export function hasWording(name: string): boolean {
  return name === 'donnees.restaurer' || Object.hasOwn(WORDING, name);
}

/** '22/11/2026 à 14:05'. */
export function momentLabel(iso: string): string {
  return `${formatFrDate(parisDate(iso))} à ${parisTimeOfDay(iso)}`;
}

/** The sentence of one change, without the time. */
export function changeSentence(change: HistoryChange): string {
  const who = authorName(change.user);
  const where = placeLabel(change.place);
  if (change.name === 'donnees.restaurer') {
    const when = change.moment ? ` à l'état du ${momentLabel(change.moment)}` : '';
    return `${who} a restauré le cimetière${when} (${change.total} ${change.total > 1 ? 'fiches' : 'fiche'})`;
  }
  const wording = change.name ? WORDING[change.name] : undefined;
  if (wording) return where && wording.avec !== wording.sans ? `${who} ${wording.avec} ${where}` : `${who} ${wording.sans}`;
  const first = change.rows[0];
  const verb = ACTION_VERBS[first?.action ?? 'modification'];
  const noun = TABLE_NOUNS[first?.table ?? ''] ?? 'une fiche';
  const more = change.total > 1 ? ` (${change.total} fiches)` : '';
  return `${who} ${verb} ${noun}${where ? ` de ${where}` : ''}${more}`;
}

/** One user's changes of one day, newest first. */
export interface UserDayGroup {
  author: string;
  changes: HistoryChange[];
}

/** One day of the list: its date, the first history id of the day, and its changes by user. */
export interface DayGroup {
  day: string;
  firstHistoryId: number;
  users: UserDayGroup[];
}

/** The changes by day (newest day first), then by user in order of their latest change. */
export function groupByDayAndUser(changes: readonly HistoryChange[]): DayGroup[] {
  const days = new Map<string, DayGroup>();
  const sorted = [...changes].sort((a, b) => b.firstHistoryId - a.firstHistoryId);
  for (const change of sorted) {
    const day = parisDate(change.at);
    let group = days.get(day);
    if (!group) {
      group = { day, firstHistoryId: change.firstHistoryId, users: [] };
      days.set(day, group);
    }
    group.firstHistoryId = Math.min(group.firstHistoryId, change.firstHistoryId);
    const author = authorName(change.user);
    let user = group.users.find((u) => u.author === author);
    if (!user) {
      user = { author, changes: [] };
      group.users.push(user);
    }
    user.changes.push(change);
  }
  return [...days.values()];
}

/** French names of the fields a restore changes, for the confirmation; other fields keep their own name. */
const FIELD_LABELS: Record<string, string> = {
  etatAbandon: "état d'abandon",
  facture: 'facturation',
  notes: 'notes',
  famille: 'famille',
  numero: 'numéro',
  carre: 'carré',
  allee: 'allée',
  libelle: 'libellé',
  surface: 'surface',
  geometry: 'forme sur le plan',
  dateDebut: 'date de début',
  dateFin: 'date de fin',
  duree: 'durée',
  nbPlaces: 'nombre de places',
  isArchived: 'archivage',
  civilite: 'civilité',
  nom: 'nom',
  prenom: 'prénom',
  nomJeuneFille: 'nom de jeune fille',
  dateDeces: 'date de décès',
  dateDeNaissance: 'date de naissance',
  dateNaissanceIncomplete: 'date de naissance',
  etat: 'état',
  etapes: 'étapes',
  archive: 'archivage',
  type: 'type',
  description: 'description',
  telephone: 'téléphone',
  email: 'e-mail',
  adresse: 'adresse',
  prix: 'prix',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** Nouns of rows in a restore's confirmation ('concession modifiée'), with their gender for the participle. */
const ROW_NOUNS: Record<string, { nom: string; feminin: boolean; pluriel?: boolean }> = {
  espaces: { nom: 'Cimetière', feminin: false },
  emplacements: { nom: 'Emplacement', feminin: false },
  locations: { nom: 'Concession', feminin: true },
  occupants: { nom: 'Défunt', feminin: false },
  contacts: { nom: 'Contact', feminin: false },
  exhumations: { nom: 'Exhumation', feminin: true },
  reductions: { nom: 'Réduction de corps', feminin: true },
  travaux: { nom: 'Travaux', feminin: false, pluriel: true },
  procedures: { nom: 'Procédure', feminin: true },
  tarifs: { nom: 'Tarif', feminin: false },
  notes: { nom: 'Note', feminin: true },
  events: { nom: 'Événement', feminin: false },
  media: { nom: 'Photo ou fichier', feminin: false },
  documents: { nom: 'Document', feminin: false },
  mailArchives: { nom: 'Courrier', feminin: false },
};

const PARTICIPLES: Record<string, string> = { modifiée: 'modifié', supprimée: 'supprimé', rétablie: 'rétabli' };

/**
 * One line of a restore's confirmation: 'Carré A - Allée 2 - N° 1 : concession modifiée (état d'abandon)',
 * 'Emplacement supprimé' for a row created since the moment, 'Défunt rétabli' for a row deleted since.
 */
export function restoreLineText(line: { table: string; action: 'rétablie' | 'modifiée' | 'supprimée'; fields: string[]; place: ChangePlace | null }): string {
  const noun = ROW_NOUNS[line.table] ?? { nom: 'Fiche', feminin: true };
  let verb = noun.feminin ? line.action : (PARTICIPLES[line.action] ?? line.action);
  if (noun.pluriel) verb += 's';
  const fields = line.action === 'modifiée' && line.fields.length > 0 ? ` (${line.fields.map(fieldLabel).join(', ')})` : '';
  const where = placeLabel(line.place);
  const what = `${noun.nom} ${verb}${fields}`;
  return where ? `${where} : ${what.charAt(0).toLowerCase()}${what.slice(1)}` : what;
}
