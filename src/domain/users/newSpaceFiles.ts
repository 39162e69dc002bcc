/**
 * The files of the new-space wizard (spec 000 §2.12 steps 2 and 3, §5 accepted types; issue 16): the town
 * hall's logo and the mayor's signature with stamp, and per cemetery its PDF plan, data file (the register)
 * and ZIP of PDF archives. They are not part of POST /api/espace/creer: once the space is created, the wizard
 * sends each one through the route Infos mairie / Infos cimetière use, in the order below, and lists each
 * outcome; the register goes through the mapping and dry run of Infos cimetière first (waitsForRegister).
 * Pure rules, shared by the wizard's steps and its outcome list.
 */

export const NEW_SPACE_FILE_KINDS = ['logo', 'signature', 'planPdf', 'donnees', 'archives'] as const;
export type NewSpaceFileKind = (typeof NEW_SPACE_FILE_KINDS)[number];

interface KindRule {
  label: string;
  /** The file picker's `accept`. */
  accept: string;
  extensions: readonly string[];
  mimes: readonly string[];
  refused: string;
  /** Largest size, in bytes: the limit of the route the file goes to. */
  maxBytes: number;
}

const MB = 1024 * 1024;
const IMAGE: Omit<KindRule, 'label'> = {
  accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
  extensions: ['.png', '.jpg', '.jpeg'],
  mimes: ['image/png', 'image/jpeg'],
  refused: 'Seules les images PNG ou JPEG sont acceptées.',
  maxBytes: 10 * MB,
};

export const NEW_SPACE_FILE_RULES: Record<NewSpaceFileKind, KindRule> = {
  logo: { label: 'Logo / blason de la mairie', ...IMAGE },
  signature: { label: 'Signature du maire avec tampon', ...IMAGE },
  planPdf: { label: 'Plan PDF', accept: 'application/pdf,.pdf', extensions: ['.pdf'], mimes: ['application/pdf'], refused: 'Seuls les fichiers PDF sont acceptés.', maxBytes: 100 * MB },
  donnees: {
    label: 'Fichier de données (Excel)',
    accept: '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv',
    extensions: ['.xlsx', '.csv'],
    mimes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv', 'application/vnd.ms-excel'],
    refused: 'Seuls les fichiers Excel (.xlsx) ou CSV sont acceptés.',
    maxBytes: 30 * MB,
  },
  archives: {
    label: 'Archives PDF (ZIP)',
    accept: '.zip,application/zip',
    extensions: ['.zip'],
    mimes: ['application/zip', 'application/x-zip-compressed'],
    refused: 'Seules les archives ZIP sont acceptées.',
    maxBytes: 200 * MB,
  },
};

export interface PickedFile {
  name: string;
  /** The browser's MIME type; '' when it does not know. */
  type: string;
  size: number;
}

/**
 * Spec 000 §5: the device checks a file as it is picked; the answer is the French refusal shown under the
 * field, or null. The extension decides; a MIME type the browser gives must agree with it (the server reads
 * the bytes again).
 */
export function checkNewSpaceFile(kind: NewSpaceFileKind, file: PickedFile): string | null {
  const rule = NEW_SPACE_FILE_RULES[kind];
  const name = file.name.toLowerCase();
  if (!rule.extensions.some((ext) => name.endsWith(ext))) return rule.refused;
  if (file.type !== '' && file.type !== 'application/octet-stream' && !rule.mimes.includes(file.type)) return rule.refused;
  if (file.size === 0) return 'Le fichier est vide.';
  if (file.size > rule.maxBytes) return `Fichier trop volumineux (${rule.maxBytes / MB} Mo au plus).`;
  return null;
}

/** One file to send once the space exists: the town hall's (espaceIndex null) or the cemetery's of that rank. */
export interface NewSpaceUpload {
  key: string;
  kind: NewSpaceFileKind;
  espaceIndex: number | null;
  fileName: string;
}

export interface NewSpaceFileNames {
  logo: string | null;
  signature: string | null;
  espaces: Array<{ nom: string; planPdf: string | null; donnees: string | null; archives: string | null }>;
}

/**
 * The order of the uploads: the town hall's images first, then each cemetery in turn, its data file before
 * its archives, because the deeds of the ZIP are matched to the plots and concessions the register creates.
 */
export function uploadOrder(files: NewSpaceFileNames): NewSpaceUpload[] {
  const order: NewSpaceUpload[] = [];
  for (const kind of ['logo', 'signature'] as const) {
    const name = files[kind];
    if (name) order.push({ key: kind, kind, espaceIndex: null, fileName: name });
  }
  files.espaces.forEach((e, i) => {
    for (const kind of ['planPdf', 'donnees', 'archives'] as const) {
      const name = e[kind];
      if (name) order.push({ key: `espaces.${i}.${kind}`, kind, espaceIndex: i, fileName: name });
    }
  });
  return order;
}

export type UploadOutcome =
  | { status: 'en attente'; attend?: 'registre' }
  | { status: 'en cours' }
  /** The register, waiting for its mapping and dry run to be checked before it is imported (issue 26). */
  | { status: 'à vérifier' }
  /** 'Importer plus tard depuis Infos cimetière': the register, and the deeds that wait for it, are not sent. */
  | { status: 'reporté' }
  | { status: 'réalisé'; compteurs: Array<[string, number]>; rapport?: { id: string; lignes: number } }
  | { status: 'refusé'; message: string };

/** Still to be decided or sent: 'Voir l'espace' waits for these. */
export function isOutcomePending(outcome: UploadOutcome | undefined): boolean {
  return outcome === undefined || outcome.status === 'en attente' || outcome.status === 'en cours' || outcome.status === 'à vérifier';
}

/**
 * The register no longer goes in blind (issue 26 'The wizard imports blind'): once the space exists, it waits
 * 'À vérifier' for the user to check its mapping and dry run, as in Infos cimetière, then import it or put it
 * off. The deeds of the same cemetery are matched to the plots and concessions it creates, so they wait for it:
 * sent once it is imported, put off with it.
 */
export function waitsForRegister(upload: NewSpaceUpload, uploads: readonly NewSpaceUpload[], outcomes: Readonly<Record<string, UploadOutcome>>): boolean {
  if (upload.kind !== 'archives') return false;
  const register = uploads.find((u) => u.kind === 'donnees' && u.espaceIndex === upload.espaceIndex);
  return register !== undefined && isOutcomePending(outcomes[register.key]);
}

/** What the outcome list says of one file: 'Import réalisé' with its non-zero counts, or the French refusal. */
export function outcomeText(kind: NewSpaceFileKind, outcome: UploadOutcome): string {
  switch (outcome.status) {
    case 'en attente':
      return outcome.attend === 'registre' ? 'En attente de l’import du registre de ce cimetière' : 'En attente';
    case 'en cours':
      return 'Envoi en cours…';
    case 'à vérifier':
      return 'À vérifier : contrôlez la correspondance des colonnes et la simulation, puis importez.';
    case 'reporté':
      return kind === 'donnees'
        ? 'Import reporté : à faire depuis Infos cimetière, Mise à jour Excel.'
        : 'Envoi reporté : importez les actes depuis Infos cimetière, Import des actes scannés, après le registre.';
    case 'refusé':
      return `Refusé : ${outcome.message}`;
    case 'réalisé': {
      if (kind === 'logo' || kind === 'signature' || kind === 'planPdf') return 'Enregistré';
      const counts = outcome.compteurs.filter(([, n]) => n > 0).map(([label, n]) => `${label} : ${n}`);
      return counts.length ? `Import réalisé — ${counts.join(', ')}` : 'Import réalisé — aucune modification';
    }
  }
}

/** The line's title: the file's role, its cemetery when it has one, and its name. */
export function uploadTitle(upload: NewSpaceUpload, espaceNoms: readonly string[]): string {
  const where = upload.espaceIndex === null ? '' : ` — ${espaceNoms[upload.espaceIndex] ?? ''}`;
  return `${NEW_SPACE_FILE_RULES[upload.kind].label}${where} (${upload.fileName})`;
}
