import { pdfFileName, type DocumentContent } from '../documents/content';
import { withMairie, type MairieFacts } from '../documents/mairie';
import { documentHeader, holdersOf } from '../documents/parties';
import type { HtmlSanitizer } from './render';
import { renderTemplate } from './render';
import { templateContent } from './toContent';
import { templateOptions, type TemplateDocument } from './types';
import { addressLines, templateValues, type TemplateFacts } from './values';

/**
 * A template filled for one concession, as the documents to draw (issue 17). A letter (`courrier` in its extra
 * data) gives one document per live holder, each with that holder's window-envelope address block, to be put
 * in one PDF; with no holder, one letter 'Aux ayants droit'. A deed gives one document.
 */
export function templateDocuments(
  template: Pick<TemplateDocument, 'slug' | 'nom' | 'content' | 'moredata'>,
  facts: TemplateFacts,
  mairie: MairieFacts | null,
  sanitize: HtmlSanitizer,
): DocumentContent[] {
  const { courrier, signatures } = templateOptions(template);
  const header = documentHeader(facts.espace, facts.commune);
  const fileName = pdfFileName(template.slug, facts.location.famille, facts.location.numero);
  const body = template.content.pdf ?? template.content.mail ?? '';
  const one = (destinataire: TemplateFacts['destinataire'], recipient?: string[]) =>
    withMairie(
      templateContent(renderTemplate(body, templateValues({ ...facts, destinataire }), sanitize), {
        title: template.nom,
        header,
        ...(recipient ? { recipient } : {}),
        signatures,
        fileName,
        slug: template.slug,
      }),
      mairie,
    );
  if (!courrier) return [one(null)];
  const holders = holdersOf(facts.contacts);
  if (holders.length === 0) {
    const concession = [facts.location.numero ? `n° ${facts.location.numero}` : null, facts.location.famille ? `famille ${facts.location.famille}` : null].filter(Boolean).join(' — ');
    return [one(null, ['Aux ayants droit de la concession', ...(concession ? [concession] : [])])];
  }
  return holders.map((h) => one(h, addressLines(h)));
}
