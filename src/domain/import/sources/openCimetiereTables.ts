import { normalizeText } from '../text';

/**
 * The tables of an openCimetière database that an import reads (issue 26 'Other products' data'), and how to
 * recognise them in what a town brings: a dump names them (`COPY opencimetiere.emplacement (…)`), a ZIP of the
 * listings' CSV exports names them in its files ('emplacement.csv', 'defunt-12-03-2024.csv': openMairie's
 * export is `<objet>-<dd-mm-YYYY>.csv`).
 *
 * Sources (public): the openCimetière documentation (github KevinFoisnet/opencimetiere-documentation, the
 * developer guide's 'Migration mysql vers postgresql' lists the columns of cimetiere, zone, voie, emplacement,
 * defunt, autorisation, dossier, travaux and their archives; the user manual the six natures of a plot and the
 * reference tables titre, zone_type, voie_type, sepulture_type), and openMairie's framework (scr/export_csv.php:
 * `fputcsv($out, $row, ';', '"')`, one header line of the query's column names). Where the documentation does
 * not give a name (the label column of the reference tables, an e-mail column), the plausible variants are
 * accepted and said so below.
 */
export const OC_TABLES = ['cimetiere', 'zone', 'voie', 'emplacement', 'defunt', 'autorisation', 'titre', 'sepulture_type'] as const;
export type OcTableName = (typeof OC_TABLES)[number];

/** A table as read from the file: its column names (as written) and its rows, a cell null for SQL NULL. */
export interface OcTable {
  columns: string[];
  rows: Array<Array<string | null>>;
}

/** A recognised file or dump table: the table it fills and, for the plot natures' own listings, what it implies. */
export interface OcSource {
  table: OcTableName;
  /** 'concession.csv' is the listing of plots of nature concession: rows without a nature column take it. */
  nature?: string;
  /** 'concessionnaire.csv' / 'ayantdroit.csv': the autorisation rows of that kind. */
  autorisation?: 'concessionnaire' | 'ayantdroit';
}

/**
 * openCimetière's names for its objects: the tables themselves, and the listings of the six plot natures and of
 * the two kinds of autorisation, each an openMairie object of its own whose CSV export is named after it. The
 * reference table of civilities is 'titre' in the migration's queries, 'titre_civilite' in its prose: both.
 */
const NAMES: Record<string, OcSource> = {
  cimetiere: { table: 'cimetiere' },
  zone: { table: 'zone' },
  voie: { table: 'voie' },
  emplacement: { table: 'emplacement' },
  concession: { table: 'emplacement', nature: 'concession' },
  colombarium: { table: 'emplacement', nature: 'colombarium' },
  columbarium: { table: 'emplacement', nature: 'colombarium' },
  enfeu: { table: 'emplacement', nature: 'enfeu' },
  ossuaire: { table: 'emplacement', nature: 'ossuaire' },
  depositoire: { table: 'emplacement', nature: 'depositoire' },
  terraincommunal: { table: 'emplacement', nature: 'terraincommunal' },
  'terrain communal': { table: 'emplacement', nature: 'terraincommunal' },
  defunt: { table: 'defunt' },
  autorisation: { table: 'autorisation' },
  concessionnaire: { table: 'autorisation', autorisation: 'concessionnaire' },
  ayantdroit: { table: 'autorisation', autorisation: 'ayantdroit' },
  'ayant droit': { table: 'autorisation', autorisation: 'ayantdroit' },
  titre: { table: 'titre' },
  'titre civilite': { table: 'titre' },
  'sepulture type': { table: 'sepulture_type' },
  sepulturetype: { table: 'sepulture_type' },
};

/** Tables known and deliberately left aside, with the reason the preview gives. */
const LEFT_ASIDE: Record<string, string> = {
  archive: 'archives d’openCimetière (concessions terminées) : non reprises',
  dossier: 'documents scannés : à joindre par l’import des actes scannés (ZIP)',
  courrier: 'courriers : non repris',
  travaux: 'travaux : non repris',
  operation: 'opérations funéraires : non reprises',
  entreprise: 'entreprises : non reprises',
  plans: 'plans : non repris (importez le plan du cimetière à part)',
  'zone type': 'types de zone : non repris (le libellé de la zone suffit)',
  'voie type': 'types de voie : non repris (le libellé de la voie suffit)',
};

/**
 * The table a file or a dump's table stands for: its name lower-cased, accents, extension, schema, the export's
 * date and punctuation aside; an exact name first ('zone_type' is not 'zone'); then a name holding a word of a
 * table left aside is left aside ('operation_defunt', 'defunt_archive'); else a known name among its words
 * ('export_defunt_2024.csv').
 * Returns the table, or the reason it is left aside, or null for a name openCimetière does not use.
 */
export function ocSourceOf(name: string): OcSource | { ignored: string } | null {
  const base = (name.split(/[\\/]/).pop() ?? name).replace(/\.(csv|txt|sql)$/i, '').replace(/^"?(opencimetiere|public)"?\./i, '');
  const text = normalizeText(base.replace(/_/g, ' ')).replace(/\b\d{1,4}\b/g, ' ').replace(/\s+/g, ' ').trim();
  if (/\barchive\b/.test(text)) return { ignored: LEFT_ASIDE.archive! };
  const exact = NAMES[text];
  if (exact) return exact;
  const words = ` ${text} `;
  // A table that names a live one beside another word of its own is not it: 'operation_defunt' links operations
  // to deceased, 'zone_type' types zones.
  const aside = Object.keys(LEFT_ASIDE)
    .filter((key) => words.includes(` ${key} `))
    .sort((a, b) => b.length - a.length)[0];
  if (aside) return { ignored: LEFT_ASIDE[aside]! };
  const found = Object.keys(NAMES)
    .filter((key) => words.includes(` ${key} `))
    .sort((a, b) => b.length - a.length)[0];
  return found ? NAMES[found]! : null;
}

/**
 * Each table's columns under the names the migration queries give them, and the other spellings a listing's
 * export or an older version may use (a header 'emplacement.numero' is read as 'numero'). Column names the
 * documentation does not give are marked 'unverified'.
 */
const COLUMN_ALIASES: Record<OcTableName, Record<string, string[]>> = {
  cimetiere: {
    cimetiere: ['cimetiere', 'id', 'identifiant'],
    cimetierelib: ['cimetierelib', 'libelle', 'cimetiere lib', 'nom'],
    ville: ['ville', 'commune'],
  },
  zone: {
    zone: ['zone', 'id', 'identifiant'],
    cimetiere: ['cimetiere'],
    zonelib: ['zonelib', 'libelle', 'zone lib'],
    zonetype: ['zonetype', 'zone type', 'type'],
  },
  voie: {
    voie: ['voie', 'id', 'identifiant'],
    zone: ['zone'],
    voielib: ['voielib', 'libelle', 'voie lib'],
    voietype: ['voietype', 'voie type', 'type'],
  },
  emplacement: {
    emplacement: ['emplacement', 'id', 'identifiant'],
    nature: ['nature'],
    numero: ['numero', 'n', 'no', 'num'],
    complement: ['complement'],
    voie: ['voie'],
    famille: ['famille'],
    numeroacte: ['numeroacte', 'numero acte', 'n acte', 'acte'],
    datevente: ['datevente', 'date vente', 'date de vente'],
    terme: ['terme'],
    duree: ['duree'],
    dateterme: ['dateterme', 'date terme', 'date de terme', 'echeance'],
    nombreplace: ['nombreplace', 'nombre place', 'nombre de places', 'places'],
    placeoccupe: ['placeoccupe', 'place occupee', 'places occupees'],
    superficie: ['superficie', 'surface'],
    observation: ['observation', 'observations'],
    libre: ['libre'],
    sepulturetype: ['sepulturetype', 'sepulture type', 'type de sepulture'],
  },
  defunt: {
    defunt: ['defunt', 'id', 'identifiant'],
    emplacement: ['emplacement'],
    nature: ['nature'],
    titre: ['titre', 'civilite'],
    nom: ['nom'],
    prenom: ['prenom', 'prenoms'],
    // 'le nom d'usage' in the user manual.
    marital: ['marital', 'nom d usage', 'nom marital', 'nom usage'],
    datenaissance: ['datenaissance', 'date naissance', 'date de naissance'],
    datedeces: ['datedeces', 'date deces', 'date de deces'],
    lieudeces: ['lieudeces', 'lieu deces', 'lieu de deces'],
    dateinhumation: ['dateinhumation', 'date inhumation', 'date d inhumation'],
    exhumation: ['exhumation'],
    dateexhumation: ['dateexhumation', 'date exhumation', 'date d exhumation'],
    reduction: ['reduction'],
    datereduction: ['datereduction', 'date reduction', 'date de reduction'],
    observation: ['observation', 'observations'],
  },
  autorisation: {
    autorisation: ['autorisation', 'id', 'identifiant'],
    emplacement: ['emplacement'],
    nature: ['nature'],
    titre: ['titre', 'civilite'],
    nom: ['nom'],
    marital: ['marital', 'nom d usage', 'nom marital', 'nom usage'],
    prenom: ['prenom', 'prenoms'],
    adresse1: ['adresse1', 'adresse 1', 'adresse'],
    adresse2: ['adresse2', 'adresse 2', 'complement adresse'],
    cp: ['cp', 'code postal'],
    ville: ['ville', 'commune'],
    telephone: ['telephone', 'tel'],
    // Unverified: the 3.0.0 table has no e-mail; a later version or a town's own column may.
    courriel: ['courriel', 'email', 'e mail', 'mail'],
    dcd: ['dcd', 'decede', 'decede e'],
    parente: ['parente', 'lien de parente'],
  },
  // Unverified: reference tables are 'an identifier, a label and validity dates' (user manual); the label's column name is not given.
  titre: { titre: ['titre', 'titre civilite', 'id'], libelle: ['libelle', 'code', 'titre lib', 'lib'] },
  sepulture_type: { sepulture_type: ['sepulture type', 'sepulturetype', 'id'], libelle: ['libelle', 'code', 'lib'] },
};

/** The canonical name of a column of `table` from its header as written, or null for a column the import does not use. */
export function ocColumnOf(table: OcTableName, header: string): string | null {
  const text = normalizeText((header.split('.').pop() ?? header).replace(/_/g, ' '));
  for (const [canonical, aliases] of Object.entries(COLUMN_ALIASES[table])) if (aliases.includes(text)) return canonical;
  return null;
}

/** One table's rows as objects keyed by canonical column names (the first column of a name wins). */
export function ocRecords(table: OcTableName, data: OcTable): Array<Record<string, string | null>> {
  const names = data.columns.map((c) => ocColumnOf(table, c));
  const seen = new Set<string>();
  const keep = names.map((n) => {
    if (n === null || seen.has(n)) return null;
    seen.add(n);
    return n;
  });
  return data.rows.map((row) => {
    const record: Record<string, string | null> = {};
    keep.forEach((name, i) => {
      if (name !== null) record[name] = row[i] ?? null;
    });
    return record;
  });
}
