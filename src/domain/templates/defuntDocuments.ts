import type { DeedInput } from '../documents/acteConcession';
import type { DocumentContent } from '../documents/content';
import { pdfFileName } from '../documents/content';
import { defuntDocumentContent, defuntDocumentKind, type DefuntFacts } from '../documents/defuntDocument';
import { withMairie, type MairieFacts } from '../documents/mairie';
import { findTemplate } from './defaults';
import { templateDocuments } from './generate';
import type { HtmlSanitizer } from './render';
import type { TemplateDocument } from './types';

/**
 * The authorisation (inhumation, urn, dispersion) or the declaration of dispersion in nature made for one
 * deceased (spec 001 §4 Deceased wizard; spec 002 §7: every generated document comes from its template; issue
 * 17): the town hall's copy of the template of its kind, or the default, filled for THAT deceased (the
 * `defunt.*` placeholders name them, not the concession's first one). The built-in layout serves only when the
 * town hall switched the template off, as for the deeds (deeds.ts). The file is named after the deceased.
 */
export function defuntTemplateContent(
  input: DeedInput & { defunt: DefuntFacts },
  templates: readonly TemplateDocument[],
  mairie: MairieFacts | null,
  sanitize: HtmlSanitizer,
): DocumentContent {
  const { slug } = defuntDocumentKind(input.defunt);
  const template = findTemplate(templates, slug);
  const [content] = template ? templateDocuments(template, { ...input, mairie: mairie?.mairie ?? null }, mairie, sanitize) : [];
  if (!content) return withMairie(defuntDocumentContent(input), mairie);
  return { ...content, fileName: pdfFileName(slug, input.defunt.nom, input.defunt.prenom) };
}
