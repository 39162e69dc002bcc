import { cleanText } from './text';

/**
 * People named in one cell of a register (issue 16: several names in one cell): 'DUPONT Jean et Marie',
 * 'DUPONT Jean, DURAND Pierre', 'Mme MARTIN née DUVAL Jeanne / M. MARTIN Louis', one per line. The family
 * name is the word in capitals when there is one, else the first word (registers list 'Nom Prénom'); a name
 * given alone after 'et' takes the previous person's family name ('DUPONT Jean et Marie'). A couple named
 * by their civilities, 'M. et Mme DURAND Paul', is two people of that family name: the first name goes to the
 * man when one of the two is 'M.', as that form is read in France ('Monsieur et Madame Paul DURAND'), else to
 * the civility written with it.
 */
export interface ImportPerson {
  nom: string | null;
  prenom: string | null;
  nomJeuneFille: string | null;
  civilite: 'H' | 'F' | null;
}

const SEPARATORS = /\s*(?:[;,/&+\n]|\s-\s|\bet\b)\s*/i;
const CIVILITES: Record<string, 'H' | 'F'> = { m: 'H', mr: 'H', monsieur: 'H', mme: 'F', madame: 'F', mlle: 'F', mademoiselle: 'F', veuve: 'F', vve: 'F' };

export function splitPeople(cell: string | number | null): ImportPerson[] {
  const text = cleanText(cell === null ? null : String(cell).replace(/\r?\n/g, ' ; '));
  if (!text) return [];
  const people: ImportPerson[] = [];
  // 'M.' alone before 'et Mme …': a person whose name comes with the next part.
  let waiting: Array<'H' | 'F'> = [];
  for (const part of text.split(SEPARATORS)) {
    const alone = civiliteAlone(part);
    if (alone) {
      waiting.push(alone);
      continue;
    }
    const person = parsePerson(part);
    if (!person) continue;
    if (waiting.length > 0) {
      people.push(...couple(waiting, person));
      waiting = [];
      continue;
    }
    const previous = people[people.length - 1];
    // 'Jean et Marie DUPONT' or 'DUPONT Jean et Marie': a lone first name shares the other's family name.
    if (person.nom === null && previous) person.nom = previous.nom;
    people.push(person);
  }
  // 'Jean et Marie DUPONT': the first one read 'Jean' alone, before the family name came.
  const last = people[people.length - 1];
  for (const p of people) if (p.nom === null && last?.nom) p.nom = last.nom;
  return people;
}

function civiliteAlone(raw: string): 'H' | 'F' | null {
  const words = raw.split(/\s+/).filter((w) => w !== '' && w !== '.');
  return words.length === 1 ? (CIVILITES[words[0]!.replace(/\.$/, '').toLowerCase()] ?? null) : null;
}

/** 'M. et Mme DURAND Paul': the civilities waiting, then the person named with the last one. */
function couple(waiting: Array<'H' | 'F'>, named: ImportPerson): ImportPerson[] {
  const civilites = [...waiting, named.civilite ?? 'H'];
  const man = civilites.filter((c) => c === 'H').length === 1 ? civilites.indexOf('H') : civilites.length - 1;
  return civilites.map((civilite, k) => ({ nom: named.nom, prenom: k === man ? named.prenom : null, nomJeuneFille: k === man ? null : named.nomJeuneFille, civilite }));
}

function parsePerson(raw: string): ImportPerson | null {
  let words = raw.replace(/[()]/g, ' ').split(/\s+/).filter((w) => w !== '' && w !== '.');
  let civilite: ImportPerson['civilite'] = null;
  const first = words[0]?.replace(/\.$/, '').toLowerCase();
  if (first && CIVILITES[first]) {
    civilite = CIVILITES[first];
    words = words.slice(1);
  }
  let nomJeuneFille: string | null = null;
  const nee = words.findIndex((w) => /^n[ée]e$/i.test(w));
  if (nee >= 0) {
    const maiden = words.slice(nee + 1).filter(isCapitalised);
    nomJeuneFille = maiden.length > 0 ? maiden.join(' ') : (words[nee + 1] ?? null);
    const rest = words.slice(nee + 1).filter((w) => !maiden.includes(w));
    words = [...words.slice(0, nee), ...(maiden.length > 0 ? rest : words.slice(nee + 2))];
    civilite = civilite ?? 'F';
  }
  if (words.length === 0) return nomJeuneFille ? { nom: null, prenom: null, nomJeuneFille, civilite } : null;
  const capitals = words.filter(isCapitalised);
  if (capitals.length > 0 && capitals.length < words.length) {
    return { nom: capitals.join(' '), prenom: words.filter((w) => !isCapitalised(w)).join(' '), nomJeuneFille, civilite };
  }
  if (words.length === 1) {
    const only = words[0] ?? '';
    return isCapitalised(only) ? { nom: only, prenom: null, nomJeuneFille, civilite } : { nom: null, prenom: only, nomJeuneFille, civilite };
  }
  return { nom: words[0] ?? null, prenom: words.slice(1).join(' '), nomJeuneFille, civilite };
}

/** 'DUPONT', 'D'ARTAGNAN', 'LE-GALL': a word in capitals of at least two letters. */
function isCapitalised(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  return letters.length >= 2 && letters === letters.toLocaleUpperCase('fr') && letters !== letters.toLocaleLowerCase('fr');
}
