import type { OcTable } from '../../src/domain/import/sources/openCimetiereTables';
import { MAX_OC_COLUMNS, MAX_OC_TABLE_ROWS, ocMalformed, ocRefusal, type OcRefusal } from './openCimetiereLimits';

/**
 * The data of a plain-SQL PostgreSQL dump (pg_dump --format=plain), read without executing anything (issue 26):
 * `COPY schema.table (cols) FROM stdin;` blocks (tab-separated, `\N` for NULL, backslash escapes, ending with
 * `\.`), and `INSERT INTO schema.table [(cols)] VALUES (…), (…);` (pg_dump --inserts / --column-inserts);
 * an INSERT that names no columns takes them from the dump's own `CREATE TABLE`. Every other statement (schema,
 * functions with their $$ bodies, grants, sequences) is stepped over, strings and comments respected.
 * Only the tables `wanted` says are kept; the others' rows are not even split.
 */
export type SqlDumpResult = { ok: true; tables: Map<string, OcTable>; withoutColumns: string[] } | OcRefusal;

export function readSqlDump(text: string, wanted: (table: string) => boolean): SqlDumpResult {
  return new DumpReader(text, wanted).read();
}

/** `\t`, `\n`… of COPY's text format (PostgreSQL documentation, COPY, 'Text Format'). */
const COPY_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

class DumpReader {
  private i = 0;
  private standardStrings = true;
  private readonly tables = new Map<string, OcTable>();
  private readonly definitions = new Map<string, string[]>();
  private readonly withoutColumns = new Set<string>();

  constructor(
    private readonly s: string,
    private readonly wanted: (table: string) => boolean,
  ) {}

  read(): SqlDumpResult {
    const s = this.s;
    while (this.i < s.length) {
      this.skipSpaceAndComments();
      if (this.i >= s.length) break;
      const start = this.i;
      const end = this.statementEnd(start);
      if (end === -1) return ocMalformed('texte ou commentaire non terminé à la fin du fichier');
      const statement = s.slice(start, end);
      this.i = end + 1;
      const refusal = this.statement(statement);
      if (refusal) return refusal;
    }
    return { ok: true, tables: this.tables, withoutColumns: [...this.withoutColumns] };
  }

  private statement(statement: string): OcRefusal | null {
    const head = statement.slice(0, 40).toUpperCase();
    if (/^COPY\s/.test(head)) return this.copy(statement);
    if (/^INSERT\s+INTO\s/.test(head)) return this.insert(statement);
    if (/^CREATE\s+(UNLOGGED\s+)?TABLE\s/.test(head)) this.createTable(statement);
    const scs = /^SET\s+standard_conforming_strings\s*(?:=|TO)\s*'?(on|off)'?/i.exec(statement);
    if (scs) this.standardStrings = scs[1]!.toLowerCase() === 'on';
    return null;
  }

  /** A COPY statement and the data lines after it, up to `\.`. */
  private copy(statement: string): OcRefusal | null {
    const s = this.s;
    if (!/\bFROM\s+stdin\b/i.test(statement)) return null;
    // The data starts on the line after the statement.
    const newline = s.indexOf('\n', this.i - 1);
    this.i = newline === -1 ? s.length : newline + 1;
    const target = new Tokens(statement.replace(/^COPY\s+/i, ''));
    const table = target.qualifiedName();
    const columns = target.peek('(') ? target.identifierList() : (this.definitions.get(table ?? '') ?? null);
    let data: OcTable | null = null;
    if (table !== null && this.wanted(table)) {
      if (/\bFROM\s+stdin\b[\s\S]*\b(CSV|BINARY)\b/i.test(statement)) return ocMalformed(`COPY de la table ${table} au format CSV ou binaire, non pris en charge`);
      if (columns === null) this.withoutColumns.add(table);
      else {
        const kept = this.tableFor(table, columns);
        if ('ok' in kept) return kept;
        data = kept;
      }
    }
    let line = 0;
    for (;;) {
      if (this.i >= s.length) return ocMalformed(`données de la table ${table ?? '?'} sans leur fin « \\. »`);
      let eol = s.indexOf('\n', this.i);
      if (eol === -1) eol = s.length;
      const raw = s.slice(this.i, eol).replace(/\r$/, '');
      this.i = eol + 1;
      if (raw === '\\.') return null;
      line += 1;
      if (data === null || columns === null) continue;
      const fields = raw.split('\t').map(copyField);
      if (fields.length !== columns.length) return ocMalformed(`table ${table}, ligne ${line} du COPY : ${fields.length} valeurs pour ${columns.length} colonnes`);
      if (data.rows.length >= MAX_OC_TABLE_ROWS) return ocRefusal('tooManyRows');
      data.rows.push(fields);
    }
  }

  private insert(statement: string): OcRefusal | null {
    const t = new Tokens(statement.replace(/^INSERT\s+INTO\s+/i, ''));
    const table = t.qualifiedName();
    if (table === null || !this.wanted(table)) return null;
    const columns = t.peek('(') ? t.identifierList() : (this.definitions.get(table) ?? null);
    if (columns === null) {
      this.withoutColumns.add(table);
      return null;
    }
    const data = this.tableFor(table, columns);
    if ('ok' in data) return data;
    if (t.keyword('OVERRIDING')) t.skipUntilKeyword('VALUES');
    if (!t.keyword('VALUES')) return null;
    for (;;) {
      const tuple = t.tuple(this.standardStrings);
      if (tuple === null) return ocMalformed(`INSERT de la table ${table}`);
      if (tuple.length !== columns.length) return ocMalformed(`INSERT de la table ${table} : ${tuple.length} valeurs pour ${columns.length} colonnes`);
      if (data.rows.length >= MAX_OC_TABLE_ROWS) return ocRefusal('tooManyRows');
      data.rows.push(tuple);
      if (!t.peek(',')) return null;
      t.take(',');
    }
  }

  private createTable(statement: string): void {
    const t = new Tokens(statement.replace(/^CREATE\s+(UNLOGGED\s+)?TABLE\s+(IF\s+NOT\s+EXISTS\s+)?/i, ''));
    const table = t.qualifiedName();
    if (table === null || !t.peek('(')) return;
    const items = t.definitionItems();
    const columns = items.filter((item) => !/^(CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN|EXCLUDE|LIKE)\b/i.test(item)).map((item) => new Tokens(item).identifier()).filter((c): c is string => c !== null);
    this.definitions.set(table, columns);
  }

  /** The rows kept for a table; a table given twice (COPY then INSERT) is refused if its columns differ. */
  private tableFor(table: string, columns: string[] | null): OcTable | OcRefusal {
    if (columns !== null && columns.length > MAX_OC_COLUMNS) return ocRefusal('tooManyColumns');
    const known = this.tables.get(table);
    if (known) {
      if (columns !== null && known.columns.join(',') !== columns.join(',')) return ocMalformed(`table ${table} donnée deux fois avec des colonnes différentes`);
      return known;
    }
    const created: OcTable = { columns: columns ?? [], rows: [] };
    this.tables.set(table, created);
    return created;
  }

  private skipSpaceAndComments(): void {
    const s = this.s;
    for (;;) {
      while (this.i < s.length && /\s/.test(s[this.i]!)) this.i += 1;
      if (s.startsWith('--', this.i)) {
        const eol = s.indexOf('\n', this.i);
        this.i = eol === -1 ? s.length : eol + 1;
      } else if (s.startsWith('/*', this.i)) {
        const end = blockCommentEnd(s, this.i);
        this.i = end === -1 ? s.length : end;
      } else if (s[this.i] === ';') this.i += 1;
      else return;
    }
  }

  /** Index of the `;` ending the statement that starts at `from`, the end of the text if none, -1 inside an unterminated string. */
  private statementEnd(from: number): number {
    const s = this.s;
    let i = from;
    while (i < s.length) {
      const ch = s[i]!;
      if (ch === ';') return i;
      if (ch === "'") {
        const escapes = !this.standardStrings || ((s[i - 1] === 'E' || s[i - 1] === 'e') && !/[\w$]/.test(s[i - 2] ?? ''));
        i = stringEnd(s, i, escapes);
      } else if (ch === '"') {
        const end = s.indexOf('"', i + 1);
        i = end === -1 ? -1 : end + 1;
      } else if (ch === '$' && !/[\w$]/.test(s[i - 1] ?? '')) {
        const tag = /^\$([A-Za-z_][\w]*)?\$/.exec(s.slice(i, i + 64));
        if (tag) {
          const close = s.indexOf(tag[0], i + tag[0].length);
          i = close === -1 ? -1 : close + tag[0].length;
        } else i += 1;
      } else if (ch === '-' && s[i + 1] === '-') {
        const eol = s.indexOf('\n', i);
        i = eol === -1 ? s.length : eol + 1;
      } else if (ch === '/' && s[i + 1] === '*') i = blockCommentEnd(s, i);
      else i += 1;
      if (i === -1) return -1;
    }
    return s.length;
  }
}

/** End (index after the closing quote) of the string literal opening at `from`; -1 if it never closes. */
function stringEnd(s: string, from: number, escapes: boolean): number {
  let i = from + 1;
  while (i < s.length) {
    const ch = s[i]!;
    if (escapes && ch === '\\') i += 2;
    else if (ch === "'") {
      if (s[i + 1] === "'") i += 2;
      else return i + 1;
    } else i += 1;
  }
  return -1;
}

/** Index after the `*\/` closing the (possibly nested) block comment opening at `from`; -1 if it never closes. */
function blockCommentEnd(s: string, from: number): number {
  let depth = 0;
  let i = from;
  while (i < s.length) {
    if (s.startsWith('/*', i)) {
      depth += 1;
      i += 2;
    } else if (s.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else i += 1;
  }
  return -1;
}

/** One field of a COPY text line: `\N` is NULL, backslash sequences are decoded. */
function copyField(raw: string): string | null {
  if (raw === '\\N') return null;
  if (!raw.includes('\\')) return raw;
  return raw.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))/g, (_, octal: string | undefined, hex: string | undefined, other: string | undefined) => {
    if (octal !== undefined) return String.fromCharCode(parseInt(octal, 8));
    if (hex !== undefined) return String.fromCharCode(parseInt(hex, 16));
    return COPY_ESCAPES[other!] ?? other!;
  });
}

/** A small tokenizer over one statement's text: names, lists, and VALUES tuples. */
class Tokens {
  private i = 0;
  constructor(private readonly s: string) {}

  private space(): void {
    while (this.i < this.s.length) {
      if (/\s/.test(this.s[this.i]!)) this.i += 1;
      else if (this.s.startsWith('--', this.i)) {
        const eol = this.s.indexOf('\n', this.i);
        this.i = eol === -1 ? this.s.length : eol + 1;
      } else if (this.s.startsWith('/*', this.i)) {
        const end = blockCommentEnd(this.s, this.i);
        this.i = end === -1 ? this.s.length : end;
      } else return;
    }
  }

  peek(ch: string): boolean {
    this.space();
    return this.s[this.i] === ch;
  }

  take(ch: string): boolean {
    if (!this.peek(ch)) return false;
    this.i += 1;
    return true;
  }

  keyword(word: string): boolean {
    this.space();
    const next = this.s.slice(this.i, this.i + word.length);
    if (next.toUpperCase() !== word || /[\w$]/.test(this.s[this.i + word.length] ?? '')) return false;
    this.i += word.length;
    return true;
  }

  skipUntilKeyword(word: string): void {
    const re = new RegExp(`\\b${word}\\b`, 'i');
    const found = re.exec(this.s.slice(this.i));
    if (found) this.i += found.index;
  }

  /** A name, quoted ("Emplacement", case kept) or bare (lower-cased). */
  identifier(): string | null {
    this.space();
    if (this.s[this.i] === '"') {
      let out = '';
      let i = this.i + 1;
      while (i < this.s.length) {
        if (this.s[i] === '"') {
          if (this.s[i + 1] === '"') {
            out += '"';
            i += 2;
            continue;
          }
          this.i = i + 1;
          return out;
        }
        out += this.s[i];
        i += 1;
      }
      return null;
    }
    const bare = /^[A-Za-z_\u00c0-\uffff][\w$\u00c0-\uffff]*/.exec(this.s.slice(this.i, this.i + 200));
    if (!bare) return null;
    this.i += bare[0].length;
    return bare[0].toLowerCase();
  }

  /** `schema.table` or `table`: the table's own name. */
  qualifiedName(): string | null {
    let name = this.identifier();
    while (name !== null && this.peek('.')) {
      this.i += 1;
      name = this.identifier();
    }
    return name;
  }

  /** `(a, b, "c")`. */
  identifierList(): string[] | null {
    if (!this.take('(')) return null;
    const names: string[] = [];
    for (;;) {
      const name = this.identifier();
      if (name === null) return null;
      names.push(name);
      if (this.take(')')) return names;
      if (!this.take(',')) return null;
    }
  }

  /** The items of a CREATE TABLE's parenthesis, split at its top-level commas. */
  definitionItems(): string[] {
    this.take('(');
    const items: string[] = [];
    let depth = 0;
    let start = this.i;
    for (let i = this.i; i < this.s.length; i += 1) {
      const ch = this.s[i]!;
      if (ch === "'") i = stringEnd(this.s, i, false) - 1;
      else if (ch === '"') i = this.s.indexOf('"', i + 1);
      else if (ch === '(') depth += 1;
      else if (ch === ')' && depth === 0) {
        items.push(this.s.slice(start, i).trim());
        break;
      } else if (ch === ')') depth -= 1;
      else if (ch === ',' && depth === 0) {
        items.push(this.s.slice(start, i).trim());
        start = i + 1;
      }
      if (i < 0) break;
    }
    return items.filter((item) => item !== '');
  }

  /** `('a', 12, NULL, E'b\\n', '2020-01-01'::date, true)`: each value as text, null for NULL. */
  tuple(standardStrings: boolean): Array<string | null> | null {
    if (!this.take('(')) return null;
    const values: Array<string | null> = [];
    for (;;) {
      const value = this.value(standardStrings);
      if (value === undefined) return null;
      values.push(value);
      if (this.take(')')) return values;
      if (!this.take(',')) return null;
    }
  }

  /** One value up to the next top-level `,` or `)`: a literal's text (its cast aside), NULL, or the raw token. */
  private value(standardStrings: boolean): string | null | undefined {
    this.space();
    if (this.keyword('NULL')) {
      this.castAside();
      return null;
    }
    let literal: string | null = null;
    let raw = '';
    let depth = 0;
    while (this.i < this.s.length) {
      const ch = this.s[this.i]!;
      const escaped: boolean = (ch === 'E' || ch === 'e') && this.s[this.i + 1] === "'" && raw.trim() === '' && literal === null;
      if (ch === "'" || escaped) {
        if (escaped) this.i += 1;
        const end = stringEnd(this.s, this.i, escaped || !standardStrings);
        if (end === -1) return undefined;
        const body = this.s.slice(this.i + 1, end - 1).replace(/''/g, "'");
        literal = (literal ?? '') + (escaped || !standardStrings ? unescapeString(body) : body);
        this.i = end;
        continue;
      }
      if (ch === '(') depth += 1;
      else if (ch === ')' || ch === ',') {
        if (depth === 0) break;
        if (ch === ')') depth -= 1;
      }
      raw += ch;
      this.i += 1;
    }
    if (this.i >= this.s.length) return undefined;
    return literal ?? raw.trim();
  }

  private castAside(): void {
    this.space();
    while (this.s.startsWith('::', this.i)) {
      this.i += 2;
      this.qualifiedName();
      this.space();
    }
  }
}

/** The backslash sequences of an E'…' string (PostgreSQL documentation, 'String Constants with C-Style Escapes'). */
function unescapeString(body: string): string {
  return body.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|u([0-9a-fA-F]{4})|U([0-9a-fA-F]{8})|(.))/g, (_, o?: string, x?: string, u?: string, big?: string, other?: string) => {
    if (o !== undefined) return String.fromCharCode(parseInt(o, 8));
    if (x !== undefined) return String.fromCharCode(parseInt(x, 16));
    if (u !== undefined) return String.fromCharCode(parseInt(u, 16));
    if (big !== undefined) return String.fromCodePoint(parseInt(big, 16));
    return COPY_ESCAPES[other!] ?? other!;
  });
}
