import type { ImportField, ImportMapping } from '../fields';
import type { Cell } from '../rows';
import { cleanText, normalizeText, plotPartKey } from '../text';
import { ocRecords, type OcSource, type OcTable, type OcTableName } from './openCimetiereTables';
import { isEquipmentNature, ocAutorisationNature, ocBoolean, ocDate, ocDuree, ocNature, ocNumber, ocPersonText } from './openCimetiereValues';

/**
 * An openCimetière export read as a register (issue 26 'Other products' data'; DESIGN §8: a new source adds a
 * reader and a mapping, nothing else). The tables become one sheet with a header row, one line per person of a
 * plot (a holder, a rights holder or a deceased; a plot with nobody gets one line of its own), the plot's and
 * the concession's columns repeated on each line, and a proposed mapping onto the register's fields; the
 * register import then plans, dry-runs and writes it like an Excel register.
 *
 * What openCimetière's model gives (its documentation, openCimetiereTables.ts): cimetiere ⊃ zone ⊃ voie ⊃
 * emplacement (its nature: concession, colombarium, enfeu, ossuaire, dépositoire, terrain communal); defunt and
 * autorisation (nature 'concessionnaire' or 'ayantdroit') hang on an emplacement. Read as:
 * - zone → carré, voie → allée (their labels, zonelib and voielib), numero + complement → numéro ('12 bis');
 * - numeroacte → n° de concession, datevente → date de début, terme / duree → durée, nombreplace, superficie,
 *   famille, observation → observations, nature → type;
 * - a person's 'marital' is the usage name (user manual: 'le nom d’usage') and 'nom' the birth name: the usage
 *   name is the person's name, the birth name their maiden name (a holder's written 'LE GOFF née KERBRAT');
 * - one cemetery of the export at a time (the town chooses which goes into this cemetery).
 * Left out and said in the preview's warnings, never guessed: the exhumed (no longer in the plot), people whose
 * plot is not in the export, plots whose voie is unknown, autorisations of another kind. A plot with no number,
 * or sharing its carré, allée and number with another, is numbered after its openCimetière identifier and said.
 */
export interface OcPiece {
  /** The file or dump table it came from, for the messages. */
  name: string;
  source: OcSource;
  table: OcTable;
}

export interface OcCemetery {
  id: string;
  libelle: string;
  ville: string | null;
  emplacements: number;
}

export interface OcSheet {
  headers: string[];
  /** The data rows, below the header row. */
  rows: Cell[][];
  mapping: ImportMapping;
  cimetieres: OcCemetery[];
  /** The cemetery read; null when the export holds several and none was chosen (the sheet then holds them all). */
  cimetiere: string | null;
  /** Tables read and their rows: 'emplacement (120), defunt (240)…'. */
  tables: string;
  warnings: string[];
}

export type OcConversion = { ok: true; sheet: OcSheet } | { ok: false; message: string };

export const MSG_NO_EMPLACEMENT = 'Cet export ne contient pas la table des emplacements d’openCimetière (emplacement, ou les listes concession, colombarium, enfeu…) : rien n’a été importé.';
export const MSG_NO_VOIE = 'Les emplacements de cet export nomment leur voie par un numéro, mais la table des voies (voie) n’y est pas : ajoutez-la (et la table zone) à l’export.';
export const MSG_UNKNOWN_CEMETERY = (id: string, known: readonly OcCemetery[]) =>
  `Cimetière openCimetière inconnu : « ${id} ». Cet export contient : ${known.map((c) => `${c.libelle} (${c.id})`).join(', ') || 'aucun cimetière'}.`;

type Key =
  | 'zone' | 'voie' | 'numero' | 'nature' | 'etat' | 'numeroacte' | 'famille' | 'duree' | 'datevente' | 'dateterme' | 'nombreplace'
  | 'superficie' | 'observation' | 'sepulturetype' | 'role' | 'cNom' | 'cPrenom' | 'cCivilite' | 'adresse' | 'cp' | 'ville'
  | 'telephone' | 'courriel' | 'dcd' | 'ayantDroit' | 'parente' | 'dNom' | 'dPrenom' | 'dCivilite' | 'dNaissanceNom' | 'datenaissance'
  | 'datedeces' | 'lieudeces' | 'dateinhumation' | 'reduction' | 'reference';

/** The sheet's columns: header (openCimetière's column in brackets), the field proposed (null: shown, not imported). */
const COLUMNS: ReadonlyArray<{ key: Key; header: string; field: ImportField | null }> = [
  { key: 'zone', header: 'Zone (zone.zonelib)', field: 'carre' },
  { key: 'voie', header: 'Voie (voie.voielib)', field: 'allee' },
  { key: 'numero', header: 'Numéro (emplacement.numero, complement)', field: 'numero' },
  { key: 'nature', header: 'Nature (emplacement.nature)', field: 'type' },
  { key: 'etat', header: 'Libre (emplacement.libre)', field: 'etat' },
  { key: 'numeroacte', header: 'N° d’acte (emplacement.numeroacte)', field: 'numeroConcession' },
  { key: 'famille', header: 'Famille (emplacement.famille)', field: 'famille' },
  { key: 'duree', header: 'Durée (emplacement.terme, duree)', field: 'duree' },
  { key: 'datevente', header: 'Date de vente (emplacement.datevente)', field: 'dateDebut' },
  { key: 'dateterme', header: 'Date de terme (emplacement.dateterme)', field: null },
  { key: 'nombreplace', header: 'Nombre de places (emplacement.nombreplace)', field: 'nbPlaces' },
  { key: 'superficie', header: 'Superficie (emplacement.superficie)', field: 'surface' },
  { key: 'observation', header: 'Observation (emplacement.observation)', field: 'notes' },
  { key: 'sepulturetype', header: 'Type de sépulture (emplacement.sepulturetype)', field: null },
  { key: 'role', header: 'Personne de la ligne', field: null },
  { key: 'cNom', header: 'Concessionnaire : nom (autorisation.marital née nom, sinon nom)', field: 'concessionnaire' },
  { key: 'cPrenom', header: 'Concessionnaire : prénom (autorisation.prenom)', field: 'concessionnairePrenom' },
  { key: 'cCivilite', header: 'Concessionnaire : civilité (autorisation.titre)', field: 'concessionnaireCivilite' },
  { key: 'adresse', header: 'Adresse (autorisation.adresse1, adresse2)', field: 'adresse' },
  { key: 'cp', header: 'Code postal (autorisation.cp)', field: 'codePostal' },
  { key: 'ville', header: 'Ville (autorisation.ville)', field: 'ville' },
  { key: 'telephone', header: 'Téléphone (autorisation.telephone)', field: 'telephone' },
  { key: 'courriel', header: 'Courriel (autorisation)', field: 'email' },
  { key: 'dcd', header: 'Décédé(e) (autorisation.dcd)', field: null },
  { key: 'ayantDroit', header: 'Ayant droit (autorisation de nature ayantdroit)', field: 'ayantsDroit' },
  { key: 'parente', header: 'Parenté (autorisation.parente)', field: null },
  { key: 'dNom', header: 'Défunt : nom (defunt.marital, sinon nom)', field: 'defuntNom' },
  { key: 'dPrenom', header: 'Défunt : prénom (defunt.prenom)', field: 'defuntPrenom' },
  { key: 'dCivilite', header: 'Défunt : civilité (defunt.titre)', field: 'defuntCivilite' },
  { key: 'dNaissanceNom', header: 'Défunt : nom de naissance (defunt.nom)', field: 'nomJeuneFille' },
  { key: 'datenaissance', header: 'Date de naissance (defunt.datenaissance)', field: 'dateDeNaissance' },
  { key: 'datedeces', header: 'Date de décès (defunt.datedeces)', field: 'dateDeces' },
  { key: 'lieudeces', header: 'Lieu de décès (defunt.lieudeces)', field: null },
  { key: 'dateinhumation', header: 'Date d’inhumation (defunt.dateinhumation)', field: 'dateInhumation' },
  { key: 'reduction', header: 'Réduction (defunt.reduction, datereduction)', field: null },
  { key: 'reference', header: 'Référence openCimetière', field: null },
];

export const OC_HEADERS: readonly string[] = COLUMNS.map((c) => c.header);
/** The mapping proposed for the sheet's columns: zone → carré, voie → allée, and so on (the user may change it). */
export const OC_MAPPING: ImportMapping = COLUMNS.map((c) => c.field);

type Rec = Record<string, string | null>;
type Line = Partial<Record<Key, string>>;

const text = (value: string | null | undefined): string => cleanText(value ?? null) ?? '';
/** A free text (observations) with its line breaks and tabs: only its ends are trimmed. */
const multiline = (value: string | null | undefined): string => (value ?? '').replace(/\r\n?/g, '\n').trim();
const isId = (value: string) => /^\d+$/.test(value);
/** At most this many names quoted in one warning; the rest are counted. */
const QUOTED = 8;

/** Converts the tables of an export into the register's sheet, for one cemetery (`cimetiere`, or the only one). */
export function openCimetiereSheet(pieces: readonly OcPiece[], options: { cimetiere: string | null }): OcConversion {
  const warnings: string[] = [];
  const tables = gather(pieces, warnings);
  const emplacements = tables.emplacement;
  if (emplacements.length === 0) return { ok: false, message: MSG_NO_EMPLACEMENT };
  const hasVoieTable = tables.voie.length > 0 || pieces.some((p) => p.source.table === 'voie');
  if (!hasVoieTable && emplacements.some((e) => isId(text(e.voie)))) return { ok: false, message: MSG_NO_VOIE };

  const titres = labels(tables.titre, 'titre');
  const sepultures = labels(tables.sepulture_type, 'sepulture_type');
  const cemeteryOf = new Map(tables.cimetiere.map((c) => [text(c.cimetiere), { libelle: text(c.cimetierelib), ville: text(c.ville) || null }]));
  const zones = new Map(tables.zone.map((z) => [text(z.zone), { lib: text(z.zonelib), cimetiere: text(z.cimetiere) }]));
  const voies = new Map(tables.voie.map((v) => [text(v.voie), { lib: text(v.voielib), zone: text(v.zone) }]));

  // Where each plot is: its carré, allée and cemetery, through voie → zone → cimetiere.
  interface Placed { rec: Rec; id: string; carre: string; allee: string; cimetiere: string }
  const placed: Placed[] = [];
  const unplaced: string[] = [];
  for (const rec of emplacements) {
    const id = text(rec.emplacement);
    const voieRef = text(rec.voie);
    const voie = voies.get(voieRef);
    if (voie) {
      const zone = zones.get(voie.zone);
      placed.push({ rec, id, carre: zone?.lib ?? '', allee: voie.lib, cimetiere: zone?.cimetiere ?? '' });
    } else if (!hasVoieTable && voieRef !== '') {
      placed.push({ rec, id, carre: '', allee: voieRef, cimetiere: '' });
    } else unplaced.push(`n° ${id || '?'}${voieRef ? ` (voie ${voieRef})` : ''}`);
  }
  if (unplaced.length > 0) warnings.push(`${unplaced.length} emplacement(s) ont une voie absente de l’export : ils ne sont pas importés (${quote(unplaced)}).`);

  const cimetieres = cemeteryList(placed, cemeteryOf);
  let chosen = options.cimetiere;
  if (chosen !== null && !cimetieres.some((c) => c.id === chosen)) return { ok: false, message: MSG_UNKNOWN_CEMETERY(chosen, cimetieres) };
  if (chosen === null && cimetieres.length === 1) chosen = cimetieres[0]!.id;
  const kept = chosen === null ? placed : placed.filter((p) => p.cimetiere === chosen);

  const numbers = plotNumbers(kept, warnings);
  const defunts = byPlot(tables.defunt);
  const autorisations = byPlot(tables.autorisation);
  const known = new Set(emplacements.map((e) => text(e.emplacement)));
  orphans(tables.defunt, known, 'défunt(s)', warnings);
  orphans(tables.autorisation, known, 'concessionnaire(s) ou ayant(s) droit', warnings);

  const civility = civilityReader(titres, warnings);
  const exhumed: string[] = [];
  const otherKinds: string[] = [];
  const deceasedHolders: string[] = [];
  const rows: Cell[][] = [];
  for (const p of sortPlots(kept, numbers)) {
    const r = p.rec;
    const people = (autorisations.get(p.id) ?? []).map((a) => ({ a, kind: ocAutorisationNature(a.nature) }));
    for (const { a, kind } of people) if (kind === null) otherKinds.push(`${personName(a)} (« ${text(a.nature)} », emplacement ${p.id})`);
    const holders = people.filter((x) => x.kind === 'concessionnaire').map((x) => x.a);
    const rights = people.filter((x) => x.kind === 'ayantdroit').map((x) => x.a);
    const dead = (defunts.get(p.id) ?? []).filter((d) => {
      const gone = ocBoolean(d.exhumation) === true || text(d.dateexhumation) !== '';
      if (gone) exhumed.push(`${personName(d)} (emplacement ${p.id})`);
      return !gone;
    });
    const granted = text(r.famille) !== '' || text(r.numeroacte) !== '' || text(r.datevente) !== '' || text(r.duree) !== '' || text(r.terme) !== '';
    const anybody = holders.length + rights.length + dead.length > 0;
    const libre = ocBoolean(r.libre);
    const free = !anybody && !granted && !isEquipmentNature(r.nature);
    if (libre === true && anybody) warnings.push(`L’emplacement ${p.id} est marqué libre dans openCimetière mais nomme des personnes : il est importé avec elles, à vérifier.`);
    const plot = project({
      zone: p.carre,
      voie: p.allee,
      numero: numbers.get(p)!,
      nature: free ? '' : ocNature(r.nature),
      etat: free && libre === true ? 'Libre' : '',
      numeroacte: text(r.numeroacte),
      famille: text(r.famille),
      duree: ocDuree(r.terme, r.duree),
      datevente: ocDate(r.datevente),
      dateterme: ocDate(r.dateterme),
      nombreplace: ocNumber(r.nombreplace),
      superficie: ocNumber(r.superficie),
      observation: multiline(r.observation),
      sepulturetype: sepultures.get(text(r.sepulturetype)) ?? text(r.sepulturetype),
      reference: `emplacement ${p.id}`,
    });
    const reference = `emplacement ${p.id}`;
    for (const a of holders) {
      if (ocBoolean(a.dcd) === true) deceasedHolders.push(personName(a));
      rows.push(withPerson(plot, {
        role: 'Concessionnaire', cNom: holderName(a), cPrenom: text(a.prenom), cCivilite: civility(a.titre), adresse: [text(a.adresse1), text(a.adresse2)].filter(Boolean).join(', '), cp: text(a.cp),
        ville: text(a.ville), telephone: text(a.telephone), courriel: text(a.courriel), dcd: ocBoolean(a.dcd) ? 'oui' : '', reference: `${reference}, autorisation ${text(a.autorisation)}`,
      }));
    }
    for (const a of rights) {
      rows.push(withPerson(plot, {
        role: 'Ayant droit', ayantDroit: ocPersonText({ civilite: civility(a.titre), nom: text(a.nom), marital: text(a.marital), prenom: text(a.prenom) }),
        parente: text(a.parente), dcd: ocBoolean(a.dcd) ? 'oui' : '', reference: `${reference}, autorisation ${text(a.autorisation)}`,
      }));
    }
    for (const d of dead) {
      const reduite = ocBoolean(d.reduction) === true || text(d.datereduction) !== '';
      rows.push(withPerson(plot, {
        role: 'Défunt', dNom: text(d.marital) || text(d.nom), dPrenom: text(d.prenom), dCivilite: civility(d.titre),
        dNaissanceNom: text(d.marital) && normalizeText(text(d.marital)) !== normalizeText(text(d.nom)) ? text(d.nom) : '',
        datenaissance: ocDate(d.datenaissance), datedeces: ocDate(d.datedeces), lieudeces: text(d.lieudeces), dateinhumation: ocDate(d.dateinhumation),
        reduction: reduite ? ['oui', ocDate(d.datereduction)].filter(Boolean).join(' ') : '', reference: `${reference}, défunt ${text(d.defunt)}`,
      }));
    }
    if (!anybody) rows.push(plot);
  }
  if (exhumed.length > 0) warnings.push(`${exhumed.length} défunt(s) exhumé(s) selon openCimetière ne sont pas importés : ils ne sont plus dans leur emplacement (${quote(exhumed)}).`);
  if (otherKinds.length > 0) warnings.push(`${otherKinds.length} autorisation(s) ne sont ni « concessionnaire » ni « ayantdroit » : elles ne sont pas importées (${quote(otherKinds)}).`);
  if (deceasedHolders.length > 0) warnings.push(`${deceasedHolders.length} concessionnaire(s) sont décédé(e)s selon openCimetière : ils sont importés comme concessionnaires, indiquez leur décès sur leur fiche (${quote(deceasedHolders)}).`);
  const read = (['emplacement', 'defunt', 'autorisation', 'voie', 'zone', 'cimetiere', 'titre', 'sepulture_type'] as const)
    .filter((t) => pieces.some((p) => p.source.table === t))
    .map((t) => `${t} (${tables[t].length})`)
    .join(', ');
  return { ok: true, sheet: { headers: [...OC_HEADERS], rows, mapping: [...OC_MAPPING], cimetieres, cimetiere: chosen, tables: read, warnings } };
}

/** Each table's records, pieces of one table put together; a row repeated by two files (same identifier) counts once. */
function gather(pieces: readonly OcPiece[], warnings: string[]): Record<OcTableName, Rec[]> {
  const out = { cimetiere: [], zone: [], voie: [], emplacement: [], defunt: [], autorisation: [], titre: [], sepulture_type: [] } as Record<OcTableName, Rec[]>;
  const seen = new Map<OcTableName, Map<string, Rec>>();
  let conflicting = 0;
  for (const piece of pieces) {
    const table = piece.source.table;
    const ids = seen.get(table) ?? new Map<string, Rec>();
    seen.set(table, ids);
    for (const rec of ocRecords(table, piece.table)) {
      if (piece.source.nature && !text(rec.nature)) rec.nature = piece.source.nature;
      if (piece.source.autorisation && !text(rec.nature)) rec.nature = piece.source.autorisation;
      const id = text(rec[table]);
      const first = id === '' ? undefined : ids.get(id);
      if (first) {
        if (!sameRecord(first, rec)) conflicting += 1;
        continue;
      }
      if (id !== '') ids.set(id, rec);
      out[table].push(rec);
    }
  }
  if (conflicting > 0) warnings.push(`${conflicting} ligne(s) figurent dans deux fichiers avec des valeurs différentes : la première lue est retenue.`);
  return out;
}

/** The same values for the columns both records have (two listings may export different columns of one row). */
function sameRecord(a: Rec, b: Rec): boolean {
  return Object.keys(b).every((key) => !(key in a) || text(a[key]) === text(b[key]));
}

function labels(rows: readonly Rec[], idColumn: string): Map<string, string> {
  return new Map(rows.map((r) => [text(r[idColumn]), text(r.libelle)]));
}

/** A civility as openCimetière gives it: the label of the 'titre' table for a number, or the text itself. */
function civilityReader(titres: Map<string, string>, warnings: string[]): (value: string | null | undefined) => string {
  let missing = false;
  return (value) => {
    const raw = text(value);
    if (!isId(raw)) return raw;
    const label = titres.get(raw);
    if (label !== undefined) return label;
    if (!missing) warnings.push('Les civilités sont des numéros de la table « titre », absente de l’export : elles restent vides (ajoutez la table titre pour les reprendre).');
    missing = true;
    return '';
  };
}

function cemeteryList(placed: ReadonlyArray<{ cimetiere: string }>, names: Map<string, { libelle: string; ville: string | null }>): OcCemetery[] {
  const counts = new Map<string, number>();
  for (const p of placed) counts.set(p.cimetiere, (counts.get(p.cimetiere) ?? 0) + 1);
  for (const id of names.keys()) if (!counts.has(id)) counts.set(id, 0);
  return [...counts]
    .map(([id, emplacements]) => ({
      id,
      libelle: id === '' ? 'Sans cimetière (voie ou zone sans cimetière)' : names.get(id)?.libelle || `Cimetière n° ${id}`,
      ville: names.get(id)?.ville ?? null,
      emplacements,
    }))
    .sort((a, b) => naturalOrder(a.libelle, b.libelle));
}

/**
 * Each plot's number: numero and complement ('12 bis'); a plot with no number, or one of several sharing carré,
 * allée and number, is numbered 'openCimetière <id>' or '<n> (openCimetière <id>)' (the smallest identifier keeps
 * the plain number, so a second import numbers them alike), and the preview says so.
 */
function plotNumbers<P extends { rec: Rec; id: string; carre: string; allee: string }>(plots: readonly P[], warnings: string[]): Map<P, string> {
  const out = new Map<P, string>();
  const byKey = new Map<string, P[]>();
  const missing: string[] = [];
  for (const p of plots) {
    const numero = [ocNumber(p.rec.numero), text(p.rec.complement)].filter(Boolean).join(' ');
    if (numero === '') {
      out.set(p, `openCimetière ${p.id}`);
      missing.push(p.id);
      continue;
    }
    out.set(p, numero);
    const key = [p.carre, p.allee, numero].map(plotPartKey).join('|');
    const group = byKey.get(key);
    if (group) group.push(p);
    else byKey.set(key, [p]);
  }
  if (missing.length > 0) warnings.push(`${missing.length} emplacement(s) n’ont pas de numéro : ils sont numérotés « openCimetière » suivi de leur identifiant, à corriger (${quote(missing)}).`);
  const twins: string[] = [];
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    const sorted = [...group].sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
    for (const p of sorted.slice(1)) {
      out.set(p, `${out.get(p)!} (openCimetière ${p.id})`);
      twins.push(`${[p.carre, p.allee, out.get(p)].filter(Boolean).join(' · ')}`);
    }
  }
  if (twins.length > 0) warnings.push(`${twins.length} emplacement(s) ont la même zone, voie et numéro qu’un autre : leur numéro est suivi de leur identifiant openCimetière, à corriger (${quote(twins)}).`);
  return out;
}

/** One collator for a whole sort: localeCompare with options builds one per call (30,000 plots took half a minute). */
let collator: Intl.Collator | null = null;
const naturalOrder = (a: string, b: string) => (collator ??= new Intl.Collator('fr', { numeric: true })).compare(a, b);

function sortPlots<P extends { id: string; carre: string; allee: string }>(plots: readonly P[], numbers: Map<P, string>): P[] {
  const cmp = naturalOrder;
  return [...plots].sort((a, b) => cmp(a.carre, b.carre) || cmp(a.allee, b.allee) || cmp(numbers.get(a)!, numbers.get(b)!) || cmp(a.id, b.id));
}

function byPlot(rows: readonly Rec[]): Map<string, Rec[]> {
  const out = new Map<string, Rec[]>();
  for (const r of rows) {
    const id = text(r.emplacement);
    const list = out.get(id);
    if (list) list.push(r);
    else out.set(id, [r]);
  }
  return out;
}

function orphans(rows: readonly Rec[], known: Set<string>, what: string, warnings: string[]): void {
  const lost = rows.filter((r) => !known.has(text(r.emplacement))).map((r) => `${personName(r)} (emplacement ${text(r.emplacement) || '?'})`);
  if (lost.length > 0) warnings.push(`${lost.length} ${what} rattaché(s) à un emplacement absent de l’export : non importé(s) (${quote(lost)}).`);
}

/**
 * A holder's family name in the register's words: the usage name, and the birth name after 'née' when it differs
 * ('LE GOFF née KERBRAT'), which the register import reads as the name and the maiden name.
 */
function holderName(a: Rec): string {
  const usage = text(a.marital);
  const birth = text(a.nom);
  return usage && normalizeText(usage) !== normalizeText(birth) ? [usage, birth && `née ${birth}`].filter(Boolean).join(' ') : usage || birth;
}

function personName(r: Rec): string {
  return [text(r.marital) || text(r.nom), text(r.prenom)].filter(Boolean).join(' ') || 'sans nom';
}

function quote(items: readonly string[]): string {
  const shown = items.slice(0, QUOTED).join(' ; ');
  return items.length > QUOTED ? `${shown} ; et ${items.length - QUOTED} autre(s)` : shown;
}

const COLUMN_INDEX = new Map(COLUMNS.map((c, i) => [c.key, i]));

function project(line: Line): Cell[] {
  return COLUMNS.map((c) => {
    const value = line[c.key] ?? '';
    return value === '' ? null : value;
  });
}

/** The plot's line with one person's columns filled: a copy, the plot's cells untouched. */
function withPerson(plot: readonly Cell[], person: Line): Cell[] {
  const row = plot.slice();
  for (const [key, value] of Object.entries(person) as Array<[Key, string]>) row[COLUMN_INDEX.get(key)!] = value === '' ? null : value;
  return row;
}
