import { UPLOAD_MAX_BYTES } from '../constants/media';

/** Files a concession document may be (spec 001 §2 documents): PDF, JPEG, PNG. */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const MSG_DOCUMENT_TYPE = 'Seuls les fichiers .pdf, .jpg, .jpeg et .png sont acceptés.';
export const MSG_DOCUMENT_TOO_BIG = 'Le fichier dépasse la taille maximale autorisée (100 Mo).';
export const MSG_DOCUMENT_EMPTY = 'Le fichier est vide.';

const EXTENSION = /\.(pdf|jpe?g|png)$/i;
const MIME = /^(application\/pdf|image\/jpeg|image\/png)$/;

/**
 * Why a picked file cannot become a document, in French, or null when it can. The limit is the spec's 1e8
 * bytes of content (spec 001 §9); the server checks the type again from the bytes.
 */
export function documentFileError(file: { name: string; type: string; size: number }): string | null {
  if (!EXTENSION.test(file.name) && !MIME.test(file.type)) return MSG_DOCUMENT_TYPE;
  if (file.size === 0) return MSG_DOCUMENT_EMPTY;
  if (file.size > UPLOAD_MAX_BYTES) return MSG_DOCUMENT_TOO_BIG;
  return null;
}

/** The name shown for an uploaded file: its name without the extension. */
export function documentNameFromFile(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, '').trim();
  return (base || fileName || 'Document').slice(0, 255);
}
