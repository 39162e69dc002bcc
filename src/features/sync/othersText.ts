import { authorLabel, type OthersPending } from '../../replica/authors';

/**
 * The French sentences of the shared-device notice (issue 13): whose changes, how many, that they are
 * kept, and when they go.
 */
export function othersSentence(o: Pick<OthersPending, 'name' | 'mutations'>): string {
  const who = authorLabel(o.name);
  const n = o.mutations;
  const later = o.name.trim() ? `quand ${who} se reconnectera sur cet appareil` : 'quand cette personne se reconnectera sur cet appareil';
  return n > 1
    ? `${n} modifications faites par ${who} n'ont pas encore été envoyées. Elles sont conservées sur cet appareil et seront envoyées ${later}.`
    : `1 modification faite par ${who} n'a pas encore été envoyée. Elle est conservée sur cet appareil et sera envoyée ${later}.`;
}

/** The confirmation of 'Reprendre ces modifications'. */
export function takeOverSentence(o: Pick<OthersPending, 'name' | 'mutations'>, adminName: string): string {
  const who = authorLabel(o.name);
  const them = o.mutations > 1 ? `Les ${o.mutations} modifications de ${who} seront envoyées` : `La modification de ${who} sera envoyée`;
  return `${them} sous votre nom (${adminName}). Le serveur enregistrera qu'elles ont été reprises par vous pour ${who}.`;
}

/** For the top bar's label: '1 modification d'un autre utilisateur conservée'. */
export function othersLabel(count: number, authors: number): string {
  const s = count > 1 ? 's' : '';
  return `${count} modification${s} ${authors > 1 ? "d'autres utilisateurs" : "d'un autre utilisateur"} conservée${s}`;
}
