import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, its pages joined and its white space collapsed: what a reader of the file would read. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
