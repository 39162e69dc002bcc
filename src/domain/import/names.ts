import type { PartialDate } from '../entities/replicated';
import { readNoteDates } from './personNotes';
import { isPlaceholder } from './placeholders';
import { cleanText } from './text';

/**
 * People named in one cell of a register or in one attribute of a GIS layer (issues 16 and 26), as French town
 * halls and GIS contractors write them:
 * - several people: separated by ';', '|', '/', '&', '+', a line break, ' - ' or 'et' ('DUPONT Jean et Marie':
 *   a first name alone takes the family name beside it); a comma separates people only when what follows names
 *   someone ('DUPONT Jean, DURAND Pierre'): after a comma a single first name is one more first name of the
 *   same person, as the civil status lists them ('NOM Prénom, Prénom2');
 * - the family name is the word in capitals when there is one (particles 'de', 'du', 'le'… before it belong to
 *   it), else the first word; a single word alone in the cell is a family name ('Dubois');
 * - civilities 'M.', 'Mme', 'Mlle', 'Vve'; a couple named by them, 'M. et Mme DURAND Paul', is two people of
 *   that family name, the first name going to the man when one of the two is 'M.';
 * - 'née X' is the maiden name; 'ép. X', 'épouse X', 'veuve X' or 'Vve X' the married name, which is the name
 *   used ('MARTIN ép. DURAND Jeanne': DURAND, née MARTIN);
 * - dates beside the name, '(†12/03/1987)', '(1910-1987)', '(° 1910 † 1987)' (personNotes.ts); any other text
 *   in brackets is kept as a mention of that person, never dropped;
 * - a cell that says nobody ('NON ATTRIBUÉ', 'Néant', 'sépulture vide', '?') names no one.
 */
export interface ImportPerson {
  nom: string | null;
  prenom: string | null;
  nomJeuneFille: string | null;
  civilite: 'H' | 'F' | null;
  dateDeNaissance: PartialDate | null;
  dateDeces: PartialDate | null;
  /** Text written beside the name that is neither a name nor a date ('enfant', 'voir acte'), verbatim. */
  mentions: string[];
}

export interface PeopleReading {
  people: ImportPerson[];
  /** What the cell held and could not be read, quoted. */
  warnings: string[];
}

type Civ = 'H' | 'F';
const CIVILITES: Record<string, Civ> = {
  m: 'H', mr: 'H', monsieur: 'H', msieur: 'H', mme: 'F', madame: 'F', mlle: 'F', melle: 'F', mademoiselle: 'F', veuve: 'F', vve: 'F',
};
/** Words that introduce the maiden name, the married name, or a widow's married name. */
const MAIDEN = new Set(['nee', 'ne', 'née', 'né']);
const MARRIED = new Set(['ep', 'ép', 'epse', 'épse', 'epouse', 'épouse', 'vve', 'veuve']);
/** Lower-case particles that belong to the family name they precede ('de la FONTAINE', 'LE GALL'). */
const PARTICLES = new Set(['de', 'du', 'des', 'd', 'la', 'le', 'les', 'van', 'von', 'der', 'den', 'di', 'da', 'del', 'della', 'dos', 'das', 'ben', 'el', 'al', 'mac', 'mc', 'st', 'ste', 'saint', 'sainte']);

const PERSON_SEPARATORS = /\s*(?:[;|/&]|\+(?!\s*\d)|\s[-–—]\s|(?:^|\s)et(?=\s|$))\s*/i;
const NOTE = /§(\d+)§/g;
/** Dates and their marks outside brackets ('DUPONT Jean † 1987'), set aside like a note in brackets. */
const DATE = String.raw`\b(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|1[0-9]{3}|20[0-9]{2})\b`;
const MARK = String.raw`(?:[†✝°*]|\+(?=\s*\d)|(?:\bn[ée]e?|\bd[ée]c[ée]d[ée]e?|\bdcd|\bmorte?)\s+(?:le\s+|en\s+)?)`;
const BARE_DATE = new RegExp(`${MARK}?\\s*${DATE}(?:\\s*(?:[-–]|${MARK})\\s*${DATE})?`, 'gi');

const lower = (w: string) => w.replace(/\.$/, '').toLocaleLowerCase('fr');

/** The people of one cell, and what of it could not be read. */
export function readPeople(cell: string | number | null): PeopleReading {
  const text = cleanText(cell === null ? null : String(cell).replace(/\r?\n/g, ' ; '));
  if (!text || isPlaceholder(text)) return { people: [], warnings: [] };
  const notes: string[] = [];
  const aside = (inner: string) => ` §${notes.push(inner.trim()) - 1}§ `;
  const masked = text
    .replace(/[([]([^()[\]]*)[)\]]/g, (_, inner: string) => aside(inner))
    .replace(/[()[\]]/g, ' ')
    .replace(BARE_DATE, (match) => aside(match));
  const warnings: string[] = [];
  const people: ImportPerson[] = [];
  let waiting: Civ[] = [];
  for (const part of masked.split(PERSON_SEPARATORS)) {
    const segments = part.split(',');
    for (const [k, segment] of segments.entries()) {
      const words = segment.split(/\s+/).filter((w) => w !== '' && w !== '.');
      if (words.length === 0) continue;
      const alone = civiliteAlone(words);
      if (alone) {
        waiting.push(alone);
        continue;
      }
      const plain = words.filter((w) => !/^§\d+§$/.test(w));
      const previous = people[people.length - 1];
      // After a comma, one more first name of the same person: 'DUPONT Jean, Pierre'.
      if (k > 0 && previous && plain.length === 1 && !isCapitalised(plain[0]!) && !CIVILITES[lower(plain[0]!)]) {
        previous.prenom = previous.prenom ? `${previous.prenom}, ${plain[0]}` : plain[0]!;
        attachNotes(previous, words, notes, warnings);
        continue;
      }
      if (plain.length === 0) {
        // Dates alone after a person ('DUPONT Jean ; †1987'): that person's.
        if (previous) attachNotes(previous, words, notes, warnings);
        continue;
      }
      const person = parsePerson(plain);
      if (!person) continue;
      attachNotes(person, words, notes, warnings);
      if (waiting.length > 0) {
        people.push(...couple(waiting, person));
        waiting = [];
        continue;
      }
      if (person.nom === null && previous) person.nom = previous.nom;
      people.push(person);
    }
  }
  // 'Jean et Marie DUPONT': the first one read 'Jean' alone, before the family name came.
  const last = people[people.length - 1];
  for (const p of people) if (p.nom === null && last?.nom) p.nom = last.nom;
  // A single word alone in the cell is a family name, whatever its case ('Dubois').
  const only = people[0];
  if (people.length === 1 && only && only.nom === null && only.prenom !== null && !/[\s,]/.test(only.prenom)) {
    only.nom = only.prenom;
    only.prenom = null;
  }
  return { people, warnings };
}

/** The people of one cell, without the warnings (callers that only need the names). */
export function splitPeople(cell: string | number | null): ImportPerson[] {
  return readPeople(cell).people;
}

function attachNotes(person: ImportPerson, words: readonly string[], notes: readonly string[], warnings: string[]): void {
  for (const word of words) {
    for (const match of word.matchAll(NOTE)) {
      const note = notes[Number(match[1])] ?? '';
      if (note === '') continue;
      const read = readNoteDates(note);
      if (read.kind === 'mention') {
        person.mentions.push(note);
        continue;
      }
      if (read.kind === 'unreadable') {
        warnings.push(`Date illisible près de ${nameOf(person)} : « ${note} » (laissée vide).`);
        continue;
      }
      if (read.dateDeNaissance) person.dateDeNaissance = read.dateDeNaissance;
      if (read.dateDeces) person.dateDeces = read.dateDeces;
    }
  }
}

function nameOf(p: ImportPerson): string {
  return [p.nom, p.prenom].filter(Boolean).join(' ') || 'la personne';
}

function civiliteAlone(words: readonly string[]): Civ | null {
  return words.length === 1 ? (CIVILITES[lower(words[0]!)] ?? null) : null;
}

/** 'M. et Mme DURAND Paul': the civilities waiting, then the person named with the last one. */
function couple(waiting: readonly Civ[], named: ImportPerson): ImportPerson[] {
  // 'Mme et DUPONT Jean': the second person's civility is not written, so it is not known.
  const civilites: Array<Civ | null> = [...waiting, named.civilite];
  const man = civilites.filter((c) => c === 'H').length === 1 ? civilites.indexOf('H') : civilites.length - 1;
  return civilites.map((civilite, k) => ({
    ...emptyPerson(),
    nom: named.nom,
    prenom: k === man ? named.prenom : null,
    nomJeuneFille: k === man ? null : named.nomJeuneFille,
    civilite,
  }));
}

const emptyPerson = (): ImportPerson => ({ nom: null, prenom: null, nomJeuneFille: null, civilite: null, dateDeNaissance: null, dateDeces: null, mentions: [] });

/**
 * One person's words, dates set aside: civility, then the main name, 'née X' and 'ép. X' / 'veuve X' in any
 * order. After a marker, its name is the words in capitals that follow it (or, in a text without capitals,
 * the one word that follows it).
 */
function parsePerson(input: readonly string[]): ImportPerson | null {
  const person = emptyPerson();
  let words = [...input];
  const first = words[0] ? lower(words[0]) : '';
  if (CIVILITES[first] && words.length > 1) {
    person.civilite = CIVILITES[first]!;
    // 'Vve DURAND Jeanne': the widow's name that follows is her married name.
    if (MARRIED.has(first)) words[0] = 'vve';
    else words = words.slice(1);
  }
  const main: string[] = [];
  let maiden: string[] | null = null;
  let married: string[] | null = null;
  const anyCapitals = words.some((w) => isCapitalised(w) && !MAIDEN.has(lower(w)) && !MARRIED.has(lower(w)));
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i]!;
    const marker = lower(word);
    if (MAIDEN.has(marker) || MARRIED.has(marker)) {
      const taken: string[] = [];
      let j = i + 1;
      if (anyCapitals) {
        while (j < words.length && (isCapitalised(words[j]!) || isParticleBefore(words, j)) && !isMarker(words[j]!)) taken.push(words[j++]!);
      } else if (j < words.length && !isMarker(words[j]!)) taken.push(words[j++]!);
      if (taken.length === 0) {
        main.push(word);
        continue;
      }
      if (MAIDEN.has(marker)) maiden = taken;
      else married = taken;
      person.civilite = person.civilite ?? 'F';
      i = j - 1;
      continue;
    }
    main.push(word);
  }
  const split = splitName(main);
  if (married) {
    person.nom = married.join(' ');
    person.nomJeuneFille = maiden ? maiden.join(' ') : split.nom;
  } else {
    person.nom = split.nom;
    person.nomJeuneFille = maiden ? maiden.join(' ') : null;
  }
  person.prenom = split.prenom;
  if (person.nom === null && person.prenom === null && person.nomJeuneFille === null) return null;
  return person;
}

const isMarker = (w: string) => MAIDEN.has(lower(w)) || MARRIED.has(lower(w));

/** A lower-case particle followed, after any other particles, by a word in capitals: part of the family name. */
function isParticleBefore(words: readonly string[], i: number): boolean {
  let j = i;
  while (j < words.length && PARTICLES.has(lower(words[j]!).replace(/['’]$/, ''))) j += 1;
  return j > i && j < words.length && isCapitalised(words[j]!);
}

/** The main name's words: the words in capitals (with their particles) are the family name, the rest first names; without capitals, 'Nom Prénom'. */
function splitName(words: readonly string[]): { nom: string | null; prenom: string | null } {
  if (words.length === 0) return { nom: null, prenom: null };
  const family: string[] = [];
  const given: string[] = [];
  let capitals = 0;
  for (let i = 0; i < words.length; i += 1) {
    const w = words[i]!;
    if (isCapitalised(w) || isParticleBefore(words, i)) {
      family.push(w);
      if (isCapitalised(w) && !PARTICLES.has(lower(w))) capitals += 1;
    } else given.push(w);
  }
  if (capitals > 0 && given.length > 0) return { nom: family.join(' '), prenom: given.join(' ') };
  // All in capitals, or none: 'NOM Prénom' order, leading particles with the name ('LE GALL YVES', 'de la Fontaine Jean').
  if (words.length === 1) return isCapitalised(words[0]!) ? { nom: words[0]!, prenom: null } : { nom: null, prenom: words[0]! };
  let end = 0;
  while (end < words.length - 1 && PARTICLES.has(lower(words[end]!).replace(/['’]$/, ''))) end += 1;
  return { nom: words.slice(0, end + 1).join(' '), prenom: words.slice(end + 1).join(' ') || null };
}

/** 'DUPONT', 'D'ARTAGNAN', 'LE-GALL': a word in capitals of at least two letters. */
export function isCapitalised(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toLocaleUpperCase('fr') && letters !== letters.toLocaleLowerCase('fr');
}

/**
 * A cell of a family-name column, the first names being in a column of their own: the whole text is the family
 * name ('DUPONT DURAND', 'LE GALL', 'Dubois'), except the markers of a maiden or married name ('MARTIN née
 * DUVAL', 'DUVAL ép. MARTIN', 'Vve MARTIN') and a civility in front ('Mme MARTIN').
 */
export function readFamilyName(cell: string | number | null): { nom: string | null; nomJeuneFille: string | null; civilite: Civ | null } | null {
  const text = cleanText(cell);
  if (!text || isPlaceholder(text)) return null;
  let words = text.split(/\s+/);
  let civilite: Civ | null = null;
  const first = lower(words[0]!);
  if (CIVILITES[first] && words.length > 1 && !MARRIED.has(first)) {
    civilite = CIVILITES[first]!;
    words = words.slice(1);
  }
  const main: string[] = [];
  let maiden: string[] | null = null;
  let married: string[] | null = null;
  let slot = main;
  for (const word of words) {
    const marker = lower(word);
    if (MAIDEN.has(marker) && slot === main && main.length > 0) {
      maiden = [];
      slot = maiden;
    } else if (MARRIED.has(marker)) {
      married = [];
      slot = married;
    } else slot.push(word);
  }
  if (married !== null || maiden !== null) civilite = civilite ?? 'F';
  const join = (w: readonly string[] | null) => (w && w.length > 0 ? w.join(' ') : null);
  if (join(married)) return { nom: join(married), nomJeuneFille: join(maiden) ?? join(main), civilite };
  return { nom: join(main), nomJeuneFille: join(maiden), civilite };
}
