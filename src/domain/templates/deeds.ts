import { acteConcessionContent, titreRecetteContent, type DeedInput } from '../documents/acteConcession';
import type { DocumentContent } from '../documents/content';
import { withMairie, type MairieFacts } from '../documents/mairie';
import { SLUG_ACTE_CONCESSION, SLUG_TITRE_RECETTE } from '../documents/slugs';
import { findTemplate } from './defaults';
import { templateDocuments } from './generate';
import type { HtmlSanitizer } from './render';
import type { TemplateDocument } from './types';

export type DeedKind = 'acte' | 'titre';

export const DEED_SLUGS: Readonly<Record<DeedKind, string>> = { acte: SLUG_ACTE_CONCESSION, titre: SLUG_TITRE_RECETTE };

const BUILT_IN: Readonly<Record<DeedKind, (input: DeedInput) => DocumentContent>> = { acte: acteConcessionContent, titre: titreRecetteContent };

/**
 * The deed or the titre de recette of a concession (spec 002 §7: every generated document comes from its
 * template; issue 17): the town hall's personalised template when it has one, the default otherwise, filled by
 * the one renderer. Only when the town hall has switched that template off does the built-in layout serve, so
 * the sheet and the assignment wizard can always produce the document the law asks for.
 */
export function deedContent(
  kind: DeedKind,
  input: DeedInput,
  templates: readonly TemplateDocument[],
  mairie: MairieFacts | null,
  sanitize: HtmlSanitizer,
): DocumentContent {
  const template = findTemplate(templates, DEED_SLUGS[kind]);
  const [content] = template ? templateDocuments(template, { ...input, mairie: mairie?.mairie ?? null }, mairie, sanitize) : [];
  return content ?? withMairie(BUILT_IN[kind](input), mairie);
}
