import { pdfFileName, type DocumentContent } from '../documents/content';
import { withMairie, type MairieFacts } from '../documents/mairie';
import { letterAddressees, letterAddresseesNotice, TO_UNKNOWN_HEIRS } from '../documents/addressees';
import type { Contact } from '../entities/contact';
import { withHoldersSignatory } from '../documents/deedHolders';
import { documentHeader } from '../documents/parties';
import type { HtmlSanitizer } from './render';
import { renderTemplate } from './render';
import { templateContent } from './toContent';
import { templateOptions, type TemplateDocument } from './types';
import { addressLines, templateValues, type TemplateFacts } from './values';

/**
 * A template filled for one concession, as the documents to draw (issue 17). A letter (`courrier` in its extra
 * data) gives one document per addressee of documents/addressees.ts (the living holders, else the living rights
 * holders; issue 28), each with its window-envelope address block, to be put in one PDF; with nobody, one
 * letter 'Aux ayants droit de la concession'. A deed gives one document.
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
        signatures: withHoldersSignatory(signatures, facts.contacts),
        fileName,
        slug: template.slug,
      }),
      mairie,
    );
  if (!courrier) return [one(null)];
  const addressees = letterAddressees(facts.contacts).contacts;
  if (addressees.length === 0) {
    const concession = [facts.location.numero ? `n° ${facts.location.numero}` : null, facts.location.famille ? `famille ${facts.location.famille}` : null].filter(Boolean).join(' — ');
    return [one(null, [TO_UNKNOWN_HEIRS, ...(concession ? [concession] : [])])];
  }
  return addressees.map((h) => one(h, addressLines(h)));
}

/**
 * What the screen says before a letter is generated from this template (issue 28): that it goes to the rights
 * holders, no holder being alive, or to nobody by name; null for a deed or a letter to living holders.
 */
export function templateAddresseesNotice(template: Pick<TemplateDocument, 'moredata'> | null, contacts: readonly Contact[]): string | null {
  return template && templateOptions(template).courrier ? letterAddresseesNotice(contacts) : null;
}

/** The same notice for a procedure step's document: from its template, else from the built-in layout (a letter or not). */
export function stepAddresseesNotice(spec: { letter?: true } | null, template: Pick<TemplateDocument, 'moredata'> | null, contacts: readonly Contact[]): string | null {
  if (!spec) return null;
  if (template) return templateAddresseesNotice(template, contacts);
  return spec.letter ? letterAddresseesNotice(contacts) : null;
}
