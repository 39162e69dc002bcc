import { maireName, type Mairie } from '../entities/mairie';
import type { DocumentContent } from './content';
import { SLUG_TITRE_RECETTE } from './slugs';

/**
 * What a generated document takes from the town hall (spec 000 §2.8 Infos mairie, issue 15): its address and
 * contact lines under the commune, the mayor named under 'Le Maire' with the signature-with-stamp image, the
 * coat of arms at the top, and on a titre de recette the treasury that collects it. Images are data URLs.
 */
export interface MairieFacts {
  mairie: Pick<Mairie, 'commune' | 'adresse' | 'codePostal' | 'ville' | 'telephone' | 'email' | 'tresorerie' | 'maire'>;
  logo: string | null;
  signature: string | null;
}

export const SIGNATAIRE_MAIRE = 'Le Maire';

/** The line of the town hall's address and contacts, or null when it has none. */
export function mairieLine(m: MairieFacts['mairie']): string | null {
  const address = [m.adresse, [m.codePostal, m.ville].filter(Boolean).join(' ')].filter((s) => s && s.trim()).join(', ');
  const parts = [address ? `Mairie, ${address}` : null, m.telephone ? `Tél. ${m.telephone}` : null, m.email].filter(Boolean);
  return parts.length > 0 ? parts.join(' — ') : null;
}

/** The content with the town hall's facts; unchanged when the device has never read them (first use offline). */
export function withMairie(content: DocumentContent, facts: MairieFacts | null): DocumentContent {
  if (!facts) return content;
  const { mairie } = facts;
  const line = mairieLine(mairie);
  const header = line ? [content.header[0] ?? `Commune de ${mairie.commune}`, line, ...content.header.slice(1)] : content.header;
  const name = maireName(mairie.maire);
  const blocks = [...content.blocks];
  if (content.slug === SLUG_TITRE_RECETTE && mairie.tresorerie) {
    blocks.splice(Math.max(blocks.length - 1, 0), 0, { kind: 'text', heading: 'Comptable assignataire', lines: [mairie.tresorerie] });
  }
  return {
    ...content,
    header,
    blocks,
    signatures: content.signatures.map((s) => (s === SIGNATAIRE_MAIRE && name ? `${SIGNATAIRE_MAIRE}, ${name}` : s)),
    images: { logo: facts.logo, signature: content.signatures.includes(SIGNATAIRE_MAIRE) ? facts.signature : null },
  };
}
