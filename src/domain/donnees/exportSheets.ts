import { ETAT_ABANDON_LABELS, isEtatAbandon } from '../constants/etatAbandon';
import { PROCEDURE_LABELS } from '../constants/procedures';
import { SURFACE_CLASS_LABELS } from '../constants/surfaces';
import { formatFrDate, formatPartialDate, partialDateToIso } from '../dates';
import type { Contact } from '../entities/contact';
import type { DocumentRow } from '../entities/document';
import type { Emplacement } from '../entities/emplacement';
import type { Espace } from '../entities/espace';
import type { Exhumation } from '../entities/exhumation';
import type { Location } from '../entities/location';
import type { Media } from '../entities/media';
import type { Occupant } from '../entities/occupant';
import type { Procedure } from '../entities/procedure';
import type { IsoDate } from '../entities/replicated';
import type { Tarif } from '../entities/tarif';
import type { Travaux } from '../entities/travaux';
import { dateValue, numberValue, type CellValue, type SheetUnit } from '../export/sheet';
import { civiliteWord } from '../rules/civilite';
import { concessionStatus, countPresent } from '../rules/concessionStatus';
import { currentLocation } from '../rules/currentLocation';
import { plotLabel } from '../rules/labels';
import { procedureStatus } from '../rules/procedureStatus';
import { travauxStatus } from '../rules/travauxStatus';
import { fileExtension, withoutExtension, ZipNames } from './mediaNames';

/**
 * The complete export of a cemetery (issue 15, spec 000 §2.10 'Export'): one sheet per entity, in French
 * columns a town hall can read and take to another provider: labels instead of codes, dates as dates, one
 * row per live record. Pure: the export worker writes the workbook, the tests read it back.
 */

/** A cell: text, or a typed value (a date, a number with its unit) the workbook writes as such. */
export type ExportCell = string | NonNullable<CellValue>;

export interface ExportSheet {
  name: string;
  headers: string[];
  rows: ExportCell[][];
}

/** The rows of one cemetery, as the replica holds them (tombstones are left out here). */
export interface CemeteryData {
  espace: Pick<Espace, 'id' | 'nom' | 'mapSha256'> | null;
  emplacements: readonly Emplacement[];
  locations: readonly Location[];
  occupants: readonly Occupant[];
  contacts: readonly Contact[];
  exhumations: readonly Exhumation[];
  travaux: readonly Travaux[];
  procedures: readonly Procedure[];
  tarifs: readonly Tarif[];
  media: readonly Media[];
  documents: readonly DocumentRow[];
}

/** Which parts the filter modal keeps. */
export interface ExportFilter {
  /** Concessions archived (ended, taken back): kept by default, a full export keeps history. */
  archivees: boolean;
  /** Photos and documents in the ZIP. */
  fichiers: boolean;
  /** Only these carrés (empty: all). */
  carres: string[];
}

export const DEFAULT_EXPORT_FILTER: ExportFilter = { archivees: true, fichiers: true, carres: [] };

/** One file of the ZIP: where it goes, which bytes, and the plot it belongs to. */
export interface ExportFile {
  path: string;
  sha256: string;
  kind: 'Photo' | 'Document' | 'Plan';
  nom: string;
  plot: string;
  size: number | null;
}

const live = <T extends { deletedAt: string | null }>(rows: readonly T[]) => rows.filter((r) => !r.deletedAt);
const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));
const ouiNon = (v: boolean | null | undefined) => (v ? 'Oui' : 'Non');
const date = (iso: IsoDate | null | undefined): ExportCell => dateValue(iso) ?? formatFrDate(iso);
const num = (v: number | null | undefined, unit?: SheetUnit): ExportCell => numberValue(v, unit) ?? '';
const person = (p: { prenom: string | null; nom: string | null }) => [p.nom?.toUpperCase(), p.prenom].filter(Boolean).join(' ');

const OCCUPANT_ETATS: Record<string, string> = { present: 'Présent', exhume: 'Exhumé', reduit: 'Réduit', reuni: 'Réuni' };
const MODES: Record<string, string> = { inhumation: 'Inhumation', cremation: 'Crémation' };

/** Lookups shared by the sheets. */
class Index {
  readonly plots = new Map<string, Emplacement>();
  readonly locations = new Map<string, Location>();
  readonly locationsByPlot = new Map<string, Location[]>();
  readonly occupantsByPlot = new Map<string, Occupant[]>();
  readonly proceduresByPlot = new Map<string, Procedure[]>();

  constructor(data: CemeteryData) {
    for (const e of data.emplacements) this.plots.set(e.id, e);
    for (const l of data.locations) {
      this.locations.set(l.id, l);
      push(this.locationsByPlot, l.emplacementId, l);
    }
    for (const o of data.occupants) push(this.occupantsByPlot, o.emplacementId, o);
    for (const p of data.procedures) push(this.proceduresByPlot, p.emplacementId, p);
  }

  plot(id: string | null | undefined): string {
    const e = id ? this.plots.get(id) : undefined;
    return e ? plotLabel(e) : '';
  }

  concession(id: string | null | undefined): string {
    const l = id ? this.locations.get(id) : undefined;
    return l ? [l.numero ? `N° ${l.numero}` : '', l.famille ?? ''].filter(Boolean).join(' - ') : '';
  }
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The live rows the filter keeps: the carrés chosen, and archived concessions (with their rows) or not. */
export function filterCemeteryData(data: CemeteryData, filter: ExportFilter): CemeteryData {
  const carres = new Set(filter.carres);
  const emplacements = live(data.emplacements).filter((e) => carres.size === 0 || carres.has(e.carre ?? ''));
  const plotIds = new Set(emplacements.map((e) => e.id));
  const onPlot = <T extends { emplacementId: string | null; deletedAt: string | null }>(rows: readonly T[]) =>
    live(rows).filter((r) => r.emplacementId !== null && plotIds.has(r.emplacementId));
  const locations = onPlot(data.locations).filter((l) => filter.archivees || !l.isArchived);
  const locationIds = new Set(locations.map((l) => l.id));
  const ofKeptLocation = (id: string | null) => id === null || locationIds.has(id);
  return {
    espace: data.espace,
    emplacements,
    locations,
    occupants: onPlot(data.occupants).filter((o) => ofKeptLocation(o.locationId)),
    contacts: live(data.contacts).filter((c) => c.locationId !== null && locationIds.has(c.locationId)),
    exhumations: onPlot(data.exhumations),
    travaux: onPlot(data.travaux),
    procedures: onPlot(data.procedures).filter((p) => ofKeptLocation(p.locationId)),
    tarifs: live(data.tarifs),
    media: filter.fichiers ? live(data.media).filter((m) => m.kind === 'plan' || (m.emplacementId !== null && plotIds.has(m.emplacementId))) : [],
    documents: filter.fichiers ? onPlot(data.documents).filter((d) => d.mediaSha256 && ofKeptLocation(d.locationId)) : [],
  };
}

function plotsSheet(data: CemeteryData, ix: Index, today: IsoDate, files: readonly ExportFile[]): ExportSheet {
  const photos = new Map<string, number>();
  for (const f of files) if (f.kind === 'Photo') photos.set(f.plot, (photos.get(f.plot) ?? 0) + 1);
  return {
    name: 'Emplacements',
    headers: ['Emplacement', 'Carré', 'Allée', 'N°', 'Libellé', "Type d'occupation", 'Surface', 'Pré-réservé', 'Zone', 'Adresse', 'Statut', 'Concession en cours', 'Défunts présents', 'Photos', 'Notes', 'Identifiant'],
    rows: data.emplacements.map((e) => {
      const locs = (ix.locationsByPlot.get(e.id) ?? []).filter((l) => !l.deletedAt);
      const current = currentLocation(locs);
      const occupants = ix.occupantsByPlot.get(e.id) ?? [];
      const status = concessionStatus({ location: current, occupantsPresents: countPresent(occupants), procedures: ix.proceduresByPlot.get(e.id) ?? [], today });
      const label = plotLabel(e);
      return [
        label, text(e.carre), text(e.allee), text(e.numero), text(e.libelle), text(e.typeOccupation), num(e.surface, 'm²'),
        ouiNon(e.preReservation), text(e.zone), text(e.adresse), status.label, current ? ix.concession(current.id) : '',
        num(countPresent(occupants)), num(photos.get(label) ?? 0), text(e.notes), e.id,
      ];
    }),
  };
}

function durationText(l: Location): ExportCell {
  if (l.perpetuelle) return 'Perpétuelle';
  return num(l.duree, 'ans');
}

function concessionsSheet(data: CemeteryData, ix: Index, today: IsoDate): ExportSheet {
  return {
    name: 'Concessions',
    headers: ['Emplacement', 'N° de concession', 'Famille', 'Type', 'Type de concession', 'Durée', 'Date de début', 'Date de fin', 'Date originelle', 'Places', "État d'abandon", 'Facture', 'Classe de surface', 'Prix', 'Statut', 'Archivée', 'Archivée le', 'Notes', 'Identifiant'],
    rows: data.locations.map((l) => {
      const status = concessionStatus({ location: l, occupantsPresents: countPresent((ix.occupantsByPlot.get(l.emplacementId) ?? []).filter((o) => o.locationId === l.id)), today });
      return [
        ix.plot(l.emplacementId), text(l.numero), text(l.famille), l.type, text(l.typeConcession), durationText(l),
        date(l.dateDebut), date(l.dateFin), date(l.dateOriginelle), num(l.nbPlaces),
        isEtatAbandon(l.etatAbandon) ? ETAT_ABANDON_LABELS[l.etatAbandon] : '', text(l.facture),
        l.surfaceClasse ? SURFACE_CLASS_LABELS[l.surfaceClasse] : '', num(l.prix), status.label, ouiNon(l.isArchived),
        l.archivedAt ? formatFrDate(l.archivedAt.slice(0, 10)) : '', text(l.notes), l.id,
      ];
    }),
  };
}

function deceasedSheet(data: CemeteryData, ix: Index): ExportSheet {
  return {
    name: 'Défunts',
    headers: ['Emplacement', 'Concession', 'Civilité', 'Nom', 'Prénom', 'Nom de jeune fille', 'Date de naissance', 'Lieu de naissance', 'Date de décès', 'Lieu de décès', "Date d'inhumation ou de crémation", 'Mode de sépulture', 'État', "Date d'exhumation", 'Spécificités', 'Identifiant'],
    rows: data.occupants.map((o) => {
      const born = o.dateDeNaissance ? date(o.dateDeNaissance) : formatPartialDate(o.dateNaissanceIncomplete);
      const deathIso = partialDateToIso(o.dateDeces);
      return [
        ix.plot(o.emplacementId), ix.concession(o.locationId), civiliteWord(o.civilite) ?? '', text(o.nom), text(o.prenom), text(o.nomJeuneFille),
        born, text(o.lieuDeNaissance), deathIso ? date(deathIso) : formatPartialDate(o.dateDeces), text(o.lieuDeces), date(o.dateInhumCrema),
        o.modeSepulture ? MODES[o.modeSepulture] ?? o.modeSepulture : '', OCCUPANT_ETATS[o.etat] ?? o.etat, date(o.dateExhumation),
        [o.specificites, ...(o.criteresSpecifiques ?? [])].filter(Boolean).join(' ; '), o.id,
      ];
    }),
  };
}

function contactsSheet(data: CemeteryData, ix: Index): ExportSheet {
  return {
    name: 'Concessionnaires et contacts',
    headers: ['Emplacement', 'Concession', 'Qualité', 'Civilité', 'Nom', 'Prénom', 'Nom de jeune fille', 'Décédé', 'Adresse', 'Code postal', 'Commune', 'Téléphone', 'Téléphone mobile', 'E-mail', 'Date de naissance', 'Société', 'Fonction', 'Identifiant'],
    rows: data.contacts.map((c) => {
      const l = c.locationId ? ix.locations.get(c.locationId) : undefined;
      return [
        ix.plot(l?.emplacementId), ix.concession(c.locationId), text(c.typeDeContact), civiliteWord(c.civilite) ?? '', text(c.nom), text(c.prenom),
        text(c.nomJeuneFille), ouiNon(c.decede), text(c.adresse), text(c.codePostal), text(c.commune), text(c.telephone), text(c.telephoneMobile),
        text(c.email), date(c.dateDeNaissance), text(c.nomSociete), text(c.fonction), c.id,
      ];
    }),
  };
}

function travauxSheet(data: CemeteryData, ix: Index, today: IsoDate): ExportSheet {
  return {
    name: 'Travaux',
    headers: ['Emplacement', 'Type', 'Date de début', 'Date de fin', 'Statut', 'Demandeur', 'Entreprise', 'Description', 'Validés', 'Identifiant'],
    rows: data.travaux.map((t) => [
      ix.plot(t.emplacementId), t.type, date(t.dateDebut), date(t.dateFin), travauxStatus(t, today).label,
      t.demandeur ? person(t.demandeur) : '', text(t.executant?.nomSociete), text(t.description), ouiNon(t.valide), t.id,
    ]),
  };
}

function proceduresSheet(data: CemeteryData, ix: Index): ExportSheet {
  return {
    name: 'Procédures',
    headers: ['Emplacement', 'Concession', 'Procédure', 'Statut', 'Dernière étape réalisée', 'Date de début', 'Date de fin', 'Régime', 'Identifiant'],
    rows: data.procedures.map((p) => [
      ix.plot(p.emplacementId), ix.concession(p.locationId), PROCEDURE_LABELS[p.kind] ?? p.kind, procedureStatus(p).label, num(p.etat),
      date(p.dateDebut), date(p.dateFin), p.regime === 'avant-2022' ? 'Avant 2022' : p.regime === '2022' ? 'Depuis 2022' : '', p.id,
    ]),
  };
}

function tarifsSheet(data: CemeteryData): ExportSheet {
  const services = (list: Tarif['prestationsAttribution']) => (list ?? []).map((s) => `${s.nom} (${String(s.montant).replace('.', ',')} €)`).join(' ; ');
  return {
    name: 'Tarifs',
    headers: ["Type d'emplacement", 'Durée', 'Classe de surface', 'Prix au m²', 'Tarif attribution (TTC)', 'Tarif renouvellement (TTC)', 'Tarif par an', "Date d'application", 'Part CCAS (%)', 'Tiers CCAS', 'Prestations attribution', 'Prestations renouvellement', 'Archivé', 'Identifiant'],
    rows: data.tarifs.map((t) => [
      t.typeEmplacement, t.perpetuelle ? 'Perpétuelle' : num(t.duree, 'ans'), t.surface ? SURFACE_CLASS_LABELS[t.surface] : '', ouiNon(t.parMetreCarre),
      num(t.tarifFixe), num(t.tarifRenouv), num(t.tarifDuree), date(t.dateApplication), num(t.ccas), ouiNon(t.isCCASTier),
      services(t.prestationsAttribution), services(t.prestationsRenouv), ouiNon(t.archive), t.id,
    ]),
  };
}

/**
 * The files of the ZIP, named after their plot: 'photos/Carré A - Allée 2 - N° 1 - photo 1.jpg',
 * 'documents/Carré A - Allée 2 - N° 1 - Acte de concession.pdf', 'plan/Plan du cimetière.svg'.
 */
export function exportFiles(data: CemeteryData): ExportFile[] {
  const ix = new Index(data);
  const names = new ZipNames();
  const files: ExportFile[] = [];
  if (data.espace?.mapSha256) {
    files.push({ path: names.claim('plan', `Plan - ${data.espace.nom}`, 'svg'), sha256: data.espace.mapSha256, kind: 'Plan', nom: 'Plan du cimetière', plot: '', size: null });
  }
  const counters = new Map<string, number>();
  const photos = data.media.filter((m) => m.kind === 'photo').sort((a, b) => (a.takenAt ?? '').localeCompare(b.takenAt ?? '') || a.id.localeCompare(b.id));
  for (const m of photos) {
    const plot = ix.plot(m.emplacementId) || 'Sans emplacement';
    const n = (counters.get(plot) ?? 0) + 1;
    counters.set(plot, n);
    const stem = `${plot} - photo ${n}${m.archive ? ' (ancienne)' : ''}`;
    files.push({ path: names.claim('photos', stem, fileExtension(m.mime, m.nom)), sha256: m.sha256, kind: 'Photo', nom: m.nom, plot, size: m.size });
  }
  for (const m of data.media.filter((x) => x.kind === 'document')) {
    const plot = ix.plot(m.emplacementId) || 'Sans emplacement';
    files.push({ path: names.claim('documents', `${plot} - ${withoutExtension(m.nom)}`, fileExtension(m.mime, m.nom)), sha256: m.sha256, kind: 'Document', nom: m.nom, plot, size: m.size });
  }
  for (const d of data.documents) {
    if (!d.mediaSha256) continue;
    const plot = ix.plot(d.emplacementId) || 'Sans emplacement';
    files.push({ path: names.claim('documents', `${plot} - ${withoutExtension(d.nom)}`, documentExtension(d.nom)), sha256: d.mediaSha256, kind: 'Document', nom: d.nom, plot, size: null });
  }
  return files;
}

/** A concession's document: its name's extension; a generated document (named without one) is a PDF. */
function documentExtension(nom: string): string {
  const ext = fileExtension(null, nom);
  return ext === 'bin' ? 'pdf' : ext;
}

/** The sheet listing the ZIP's files, and whether each could be included. */
function filesSheet(files: readonly ExportFile[], missing: ReadonlySet<string>): ExportSheet {
  return {
    name: 'Fichiers',
    headers: ['Emplacement', 'Type', "Nom d'origine", 'Fichier dans le ZIP', 'Inclus'],
    rows: files.map((f) => [f.plot, f.kind, f.nom, f.path, missing.has(f.sha256) ? 'Non : indisponible lors de l’export' : 'Oui']),
  };
}

/**
 * Every sheet of the complete export, in order: plots, concessions, deceased, holders and contacts, works,
 * procedures, prices, and the list of files. `missing`: hashes of files that could not be included.
 */
export function completeExportSheets(data: CemeteryData, today: IsoDate, files: readonly ExportFile[] = [], missing: ReadonlySet<string> = new Set()): ExportSheet[] {
  const ix = new Index(data);
  const sheets = [
    plotsSheet(data, ix, today, files),
    concessionsSheet(data, ix, today),
    deceasedSheet(data, ix),
    contactsSheet(data, ix),
    travauxSheet(data, ix, today),
    proceduresSheet(data, ix),
    tarifsSheet(data),
  ];
  if (files.length > 0) sheets.push(filesSheet(files, missing));
  return sheets;
}
