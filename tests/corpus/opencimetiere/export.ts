import { zipSync, type Zippable } from 'fflate';

/**
 * A town's openCimetière base, written by us the way the product keeps it (issue 26), and the files a town brings
 * when it leaves it: a ZIP of the tables' CSV exports (openMairie's `fputcsv(…, ';', '"')`, Latin-1 as the older
 * bases are), and a plain-SQL pg_dump (COPY blocks with `\N` and backslash escapes, or INSERT statements).
 *
 * The town, Plouvern, has two cemeteries: the Bourg (zones A and B) and Kergoat (zone Nord). Column names are
 * those of openCimetière 3 (its documentation's migration guide); civilities are numbers of the 'titre' table.
 * What the corpus holds, and the import must get right:
 * - A-1-1, LE GOFF: a 50-year concession with two holders (the second, a married woman, born KERBRAT, deceased
 *   per openCimetière), a rights holder (her daughter), three deceased of whom one exhumed, a woman's maiden name
 *   ('marital' is the usage name), observations with a line break;
 * - A-1-2 bis, TANGUY: perpetual, a tab in its observation;
 * - A-2-1: a terrain communal of 5 years with one deceased;
 * - A-2-99: the ossuary, with remains of 1899;
 * - B-Allée des Ifs-4: a free columbarium niche; B-Allée des Ifs-5: a concession with accented names (Latin-1);
 * - Kergoat: Nord-Rangée 1-1 PRIGENT, and an empty dépositoire;
 * - a deceased whose plot is not in the export.
 */
export type Value = string | number | boolean | null;
export type TableRows = Array<Record<string, Value>>;

export interface OcCorpus {
  cimetiere: TableRows;
  zone_type: TableRows;
  zone: TableRows;
  voie_type: TableRows;
  voie: TableRows;
  titre: TableRows;
  emplacement: TableRows;
  defunt: TableRows;
  autorisation: TableRows;
  dossier: TableRows;
}

/** Columns in openCimetière 3's order (migration guide), so that a dump without column lists still reads. */
export const COLUMNS: Record<keyof OcCorpus, string[]> = {
  cimetiere: ['cimetiere', 'cimetierelib', 'adresse1', 'adresse2', 'cp', 'ville', 'observations'],
  zone_type: ['zone_type', 'libelle'],
  zone: ['zone', 'cimetiere', 'zonetype', 'zonelib'],
  voie_type: ['voie_type', 'libelle'],
  voie: ['voie', 'zone', 'voietype', 'voielib'],
  titre: ['titre', 'libelle'],
  emplacement: [
    'emplacement', 'nature', 'numero', 'complement', 'voie', 'numerocadastre', 'famille', 'numeroacte', 'datevente', 'terme', 'duree', 'dateterme',
    'nombreplace', 'placeoccupe', 'superficie', 'placeconstat', 'dateconstat', 'observation', 'plans', 'positionx', 'positiony', 'photo', 'libre',
    'sepulturetype',
  ],
  defunt: [
    'defunt', 'nature', 'taille', 'emplacement', 'titre', 'nom', 'prenom', 'marital', 'datenaissance', 'datedeces', 'lieudeces', 'dateinhumation',
    'exhumation', 'dateexhumation', 'observation', 'reduction', 'datereduction', 'historique', 'verrou',
  ],
  autorisation: [
    'autorisation', 'emplacement', 'nature', 'titre', 'nom', 'marital', 'prenom', 'datenaissance', 'adresse1', 'adresse2', 'cp', 'ville', 'telephone',
    'dcd', 'parente', 'observation',
  ],
  dossier: ['dossier', 'emplacement', 'fichier', 'datedossier', 'observation', 'typedossier'],
};

// 'libre', 'exhumation', 'reduction' and 'verrou' are the 'Oui' / 'Non' of char(3) columns (the migration guide
// copies them without a cast and sets verrou = 'Non'); 'dcd' is a boolean (it casts it).
const plot = (v: Record<string, Value>): Record<string, Value> => ({ libre: 'Non', placeoccupe: 0, ...v });
const dead = (v: Record<string, Value>): Record<string, Value> => ({ nature: 'cercueil', taille: 1, exhumation: 'Non', reduction: 'Non', verrou: 'Non', ...v });
const auth = (v: Record<string, Value>): Record<string, Value> => ({ dcd: false, ...v });

export function plouvern(): OcCorpus {
  return {
    cimetiere: [
      { cimetiere: 1, cimetierelib: 'Cimetière du Bourg', adresse1: 'Rue de l’Église', cp: '29400', ville: 'Plouvern' },
      { cimetiere: 2, cimetierelib: 'Cimetière de Kergoat', adresse1: 'Route de Kergoat', cp: '29400', ville: 'Plouvern' },
    ],
    zone_type: [{ zone_type: 1, libelle: 'Carré' }],
    zone: [
      { zone: 1, cimetiere: 1, zonetype: 1, zonelib: 'A' },
      { zone: 2, cimetiere: 1, zonetype: 1, zonelib: 'B' },
      { zone: 3, cimetiere: 2, zonetype: 1, zonelib: 'Nord' },
    ],
    voie_type: [{ voie_type: 1, libelle: 'Allée' }],
    voie: [
      { voie: 1, zone: 1, voietype: 1, voielib: '1' },
      { voie: 2, zone: 1, voietype: 1, voielib: '2' },
      { voie: 3, zone: 2, voietype: 1, voielib: 'Allée des Ifs' },
      { voie: 4, zone: 3, voietype: 1, voielib: 'Rangée 1' },
    ],
    titre: [
      { titre: 1, libelle: 'M.' },
      { titre: 2, libelle: 'Mlle' },
      { titre: 3, libelle: 'Mme' },
      { titre: 4, libelle: 'Enfant' },
    ],
    emplacement: [
      plot({
        emplacement: 10, nature: 'concession', numero: 1, voie: 1, famille: 'LE GOFF', numeroacte: '1954-12', datevente: '1954-03-12', terme: 'temporaire',
        duree: 50, dateterme: '2004-03-12', nombreplace: '3.00', placeoccupe: '2.00', superficie: '2.50', observation: 'Caveau 3 places\nrenouvelé en 2004',
      }),
      plot({
        emplacement: 11, nature: 'concession', numero: 2, complement: 'bis', voie: 1, famille: 'TANGUY', numeroacte: '1962-40', datevente: '1962-07-14',
        terme: 'perpetuite', nombreplace: '2.00', superficie: '2.00', observation: 'Pierre\ttombale',
      }),
      plot({ emplacement: 12, nature: 'terraincommunal', numero: 1, voie: 2, datevente: '2020-02-10', terme: 'temporaire', duree: 5, superficie: '2.00' }),
      plot({ emplacement: 13, nature: 'ossuaire', numero: 99, voie: 2, famille: 'Ossuaire communal' }),
      plot({ emplacement: 14, nature: 'colombarium', numero: 4, voie: 3, libre: 'Oui' }),
      plot({ emplacement: 15, nature: 'concession', numero: 5, voie: 3, famille: 'GUÉGUEN', numeroacte: '1988-07', datevente: '1988-05-02', terme: 'temporaire', duree: 30 }),
      plot({ emplacement: 20, nature: 'concession', numero: 1, voie: 4, famille: 'PRIGENT', numeroacte: 'K-12', datevente: '1975-09-01', terme: 'temporaire', duree: 30 }),
      plot({ emplacement: 21, nature: 'depositoire', numero: 2, voie: 4 }),
    ],
    defunt: [
      dead({ defunt: 200, emplacement: 10, titre: 1, nom: 'LE GOFF', prenom: 'Jean', datenaissance: '1921-05-02', datedeces: '1954-03-01', lieudeces: 'Quimper', dateinhumation: '1954-03-05' }),
      dead({ defunt: 201, emplacement: 10, titre: 3, nom: 'QUÉMÉNER', marital: 'LE GOFF', prenom: 'Jeanne', datenaissance: '1925-01-17', datedeces: '1999-11-30', dateinhumation: '1999-12-03' }),
      dead({ defunt: 202, emplacement: 10, titre: 1, nom: 'LE GOFF', prenom: 'Louis', datedeces: '1960-01-01', exhumation: 'Oui', dateexhumation: '2001-06-01' }),
      dead({ defunt: 203, emplacement: 11, titre: 3, nom: 'TANGUY', prenom: 'Marie-Thérèse', datedeces: '1962-07-10', dateinhumation: '1962-07-13' }),
      dead({ defunt: 204, emplacement: 12, titre: 1, nom: 'MORVAN', prenom: 'Pierre', datedeces: '2020-02-03', dateinhumation: '2020-02-07' }),
      dead({ defunt: 205, emplacement: 13, titre: 1, nom: 'ROLLAND', prenom: 'Henri', datedeces: '1899-12-31', reduction: 'Oui', datereduction: '1960-05-05' }),
      dead({ defunt: 206, emplacement: 15, titre: 3, nom: 'GUÉGUEN', prenom: 'Hélène', datedeces: '1988-04-28', dateinhumation: '1988-05-03' }),
      dead({ defunt: 207, emplacement: 20, titre: 1, nom: 'PRIGENT', prenom: 'Yves', datedeces: '1975-08-28' }),
      dead({ defunt: 299, emplacement: 999, titre: 1, nom: 'PERDU', prenom: 'Paul', datedeces: '1950-01-01' }),
    ],
    autorisation: [
      auth({ autorisation: 100, emplacement: 10, nature: 'concessionnaire', titre: 1, nom: 'LE GOFF', prenom: 'Yves', adresse1: '3 rue de Brest', adresse2: 'Appartement 2', cp: '29000', ville: 'Quimper', telephone: '0298000001' }),
      auth({ autorisation: 101, emplacement: 10, nature: 'concessionnaire', titre: 3, nom: 'KERBRAT', marital: 'LE GOFF', prenom: 'Anne', dcd: true }),
      auth({ autorisation: 102, emplacement: 10, nature: 'ayantdroit', titre: 2, nom: 'LE GOFF', prenom: 'Marie', parente: 'fille', ville: 'Brest' }),
      auth({ autorisation: 103, emplacement: 11, nature: 'concessionnaire', titre: 1, nom: 'TANGUY', prenom: 'Paul', adresse1: '12 place du Marché', cp: '29400', ville: 'Plouvern' }),
      auth({ autorisation: 104, emplacement: 15, nature: 'concessionnaire', titre: 3, nom: 'GUÉGUEN', prenom: 'Françoise', ville: 'Landerneau' }),
      auth({ autorisation: 105, emplacement: 20, nature: 'concessionnaire', titre: 1, nom: 'PRIGENT', prenom: 'Alain' }),
    ],
    dossier: [{ dossier: 1, emplacement: 10, fichier: 'acte-1954-12.pdf', datedossier: '1954-03-12', typedossier: 'dossier' }],
  };
}

const TABLES = Object.keys(COLUMNS) as Array<keyof OcCorpus>;

// --- CSV exports (openMairie scr/export_csv.php: fputcsv with ';' and '"', header = column names) ------------

/** One value as openMairie's CSV shows it: PostgreSQL's text of it ('t'/'f' booleans), NULL as an empty field. */
function csvText(value: Value | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value);
}

/** PHP's fputcsv: a field with the separator, a quote, a space, a tab or a line break is quoted, quotes doubled. */
function fputcsv(fields: string[]): string {
  return fields.map((f) => (/[;"\s\\]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(';');
}

export function csvTable(rows: TableRows, columns: string[]): string {
  return [fputcsv(columns), ...rows.map((r) => fputcsv(columns.map((c) => csvText(r[c]))))].join('\n') + '\n';
}

/** Latin-1 bytes of a text (every character of the corpus is in Latin-1). */
export function latin1(text: string): Uint8Array {
  return Uint8Array.from([...text].map((ch) => {
    const code = ch.codePointAt(0)!;
    // The typographic apostrophe is 0x92 in Windows-1252, what a Latin-1 base on Windows holds.
    if (code === 0x2019) return 0x92;
    if (code > 0xff) throw new Error(`not Latin-1: ${ch}`);
    return code;
  }));
}

/**
 * The ZIP a town gets by exporting each listing: '<table>-<dd-mm-YYYY>.csv' (openMairie's name), Latin-1
 * unless `utf8`. `only` keeps some tables; `names` renames files.
 */
export function csvZip(corpus: OcCorpus, opts: { utf8?: boolean; only?: Array<keyof OcCorpus>; names?: Partial<Record<keyof OcCorpus, string>> } = {}): Buffer {
  const files: Zippable = {};
  for (const table of opts.only ?? TABLES) {
    const text = csvTable(corpus[table], COLUMNS[table]);
    files[opts.names?.[table] ?? `export/${table}-12-03-2026.csv`] = opts.utf8 ? new TextEncoder().encode(text) : latin1(text);
  }
  files['export/LISEZMOI.txt'] = new TextEncoder().encode('Export openCimetière de la commune de Plouvern');
  return Buffer.from(zipSync(files));
}

// --- pg_dump --format=plain ---------------------------------------------------------------------------------

/** COPY's text format: `\N` for NULL, backslash, tab, line break and carriage return escaped. */
function copyText(value: Value | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value).replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

function sqlLiteral(value: Value | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  // A value with a line break or a tab is written E'…' with backslash escapes (valid SQL, the form hand-made dumps use).
  return /[\n\t\\]/.test(value) ? `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\t/g, '\\t')}'` : `'${value.replace(/'/g, "''")}'`;
}

const TYPES: Record<string, string> = {
  emplacement: 'integer', defunt: 'integer', autorisation: 'integer', cimetiere: 'integer', zone: 'integer', voie: 'integer', titre: 'integer',
  observation: 'text', observations: 'text', historique: 'text', datevente: 'date', dateterme: 'date', datenaissance: 'date', datedeces: 'date',
  dateinhumation: 'date', dateexhumation: 'date', datereduction: 'date', datedossier: 'date', dcd: 'boolean',
};

/**
 * A pg_dump of the base: its preamble, a function whose $$ body holds semicolons and quotes, the tables' CREATE
 * TABLE, then their data as COPY blocks (default), INSERTs without column lists (--inserts) or with them
 * (--column-inserts); an unrelated table (om_utilisateur) with data; LATIN1 bytes when `latin1`.
 */
export function sqlDump(corpus: OcCorpus, opts: { style?: 'copy' | 'inserts' | 'column-inserts'; latin1?: boolean } = {}): Buffer {
  const style = opts.style ?? 'copy';
  const out: string[] = [
    '--',
    '-- PostgreSQL database dump',
    '--',
    '',
    'SET statement_timeout = 0;',
    `SET client_encoding = '${opts.latin1 ? 'LATIN1' : 'UTF8'}';`,
    'SET standard_conforming_strings = on;',
    "SELECT pg_catalog.set_config('search_path', '', false);",
    '',
    'CREATE SCHEMA opencimetiere;',
    '',
    '/* a comment; with a semicolon */',
    'CREATE FUNCTION opencimetiere.fn_libre() RETURNS trigger',
    '    LANGUAGE plpgsql',
    '    AS $$',
    "BEGIN",
    "  -- COPY opencimetiere.emplacement (emplacement) FROM stdin; is only text here",
    "  UPDATE opencimetiere.emplacement SET libre = 'Oui'; RETURN NEW;",
    'END;',
    '$$;',
    '',
    'CREATE TABLE opencimetiere.om_utilisateur (',
    '    om_utilisateur integer NOT NULL,',
    '    login character varying(30) NOT NULL',
    ');',
    '',
  ];
  for (const table of TABLES) {
    out.push(`CREATE TABLE opencimetiere.${table} (`);
    out.push(COLUMNS[table].map((c) => `    ${c} ${TYPES[c] ?? 'character varying(100)'}${c === table ? ' NOT NULL' : ''}`).join(',\n'));
    out.push(');', '');
    out.push(`ALTER TABLE opencimetiere.${table} OWNER TO opencimetiere;`, '');
  }
  out.push('COPY opencimetiere.om_utilisateur (om_utilisateur, login) FROM stdin;', '1\tadmin', '2\tsecretariat;mairie', '\\.', '');
  for (const table of TABLES) {
    const columns = COLUMNS[table];
    if (style === 'copy') {
      out.push(`--`, `-- Data for Name: ${table}; Type: TABLE DATA; Schema: opencimetiere; Owner: opencimetiere`, `--`, '');
      out.push(`COPY opencimetiere.${table} (${columns.join(', ')}) FROM stdin;`);
      for (const row of corpus[table]) out.push(columns.map((c) => copyText(row[c])).join('\t'));
      out.push('\\.', '');
    } else {
      for (const row of corpus[table]) {
        const cols = style === 'column-inserts' ? ` (${columns.join(', ')})` : '';
        out.push(`INSERT INTO opencimetiere.${table}${cols} VALUES (${columns.map((c) => sqlLiteral(row[c])).join(', ')});`);
      }
      out.push('');
    }
  }
  out.push("SELECT pg_catalog.setval('opencimetiere.emplacement_seq', 21, true);", '', 'ALTER TABLE ONLY opencimetiere.emplacement', '    ADD CONSTRAINT emplacement_pkey PRIMARY KEY (emplacement);', '');
  const text = out.join('\n');
  return Buffer.from(opts.latin1 ? latin1(text) : new TextEncoder().encode(text));
}
