import { describe, expect, it } from 'vitest';
import { checkNewSpaceFile, isOutcomePending, outcomeText, uploadOrder, uploadTitle, waitsForRegister, type NewSpaceFileKind, type UploadOutcome } from '../../../src/domain/users/newSpaceFiles';

/** Spec 000 §2.12 steps 2-3 and §5: the wizard's files, checked on the device, sent in order once the space exists. */
describe('checkNewSpaceFile', () => {
  const MB = 1024 * 1024;
  const cases: Array<[NewSpaceFileKind, string, string, number, string | null]> = [
    ['logo', 'blason.png', 'image/png', 1000, null],
    ['logo', 'BLASON.JPG', 'image/jpeg', 1000, null],
    ['logo', 'blason.jpeg', '', 1000, null],
    ['logo', 'blason.svg', 'image/svg+xml', 1000, 'Seules les images PNG ou JPEG sont acceptées.'],
    ['logo', 'blason.png', 'application/pdf', 1000, 'Seules les images PNG ou JPEG sont acceptées.'],
    ['signature', 'signature.png', 'image/png', 11 * MB, 'Fichier trop volumineux (10 Mo au plus).'],
    ['signature', 'signature.gif', 'image/gif', 10, 'Seules les images PNG ou JPEG sont acceptées.'],
    ['planPdf', 'plan.pdf', 'application/pdf', 5000, null],
    ['planPdf', 'plan.svg', 'image/svg+xml', 5000, 'Seuls les fichiers PDF sont acceptés.'],
    ['planPdf', 'plan.pdf', 'application/pdf', 0, 'Le fichier est vide.'],
    ['donnees', 'registre.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 5000, null],
    ['donnees', 'registre.csv', 'text/csv', 5000, null],
    ['donnees', 'registre.xls', 'application/vnd.ms-excel', 5000, 'Seuls les fichiers Excel (.xlsx) ou CSV sont acceptés.'],
    ['donnees', 'registre.xlsx', '', 31 * MB, 'Fichier trop volumineux (30 Mo au plus).'],
    ['archives', 'actes.zip', 'application/zip', 5000, null],
    ['archives', 'actes.zip', 'application/x-zip-compressed', 5000, null],
    ['archives', 'actes.pdf', 'application/pdf', 5000, 'Seules les archives ZIP sont acceptées.'],
    ['archives', 'actes.zip', 'application/octet-stream', 5000, null],
  ];
  it.each(cases)('%s %s (%s, %i bytes) → %s', (kind, name, type, size, expected) => {
    expect(checkNewSpaceFile(kind, { name, type, size })).toBe(expected);
  });
});

describe('uploadOrder', () => {
  it('sends the town hall images first, then each cemetery: PDF plan, data file before its archives', () => {
    const order = uploadOrder({
      logo: 'blason.png',
      signature: null,
      espaces: [
        { nom: 'Nord', planPdf: null, donnees: 'nord.xlsx', archives: 'nord.zip' },
        { nom: 'Sud', planPdf: 'sud.pdf', donnees: null, archives: 'sud.zip' },
      ],
    });
    expect(order.map((u) => u.key)).toEqual(['logo', 'espaces.0.donnees', 'espaces.0.archives', 'espaces.1.planPdf', 'espaces.1.archives']);
    expect(uploadTitle(order[2]!, ['Nord', 'Sud'])).toBe('Archives PDF (ZIP) — Nord (nord.zip)');
    expect(uploadTitle(order[0]!, ['Nord', 'Sud'])).toBe('Logo / blason de la mairie (blason.png)');
  });
  it('has nothing to send when no file was chosen', () => {
    expect(uploadOrder({ logo: null, signature: null, espaces: [{ nom: 'A', planPdf: null, donnees: null, archives: null }] })).toEqual([]);
  });
});

describe('outcomeText', () => {
  const cases: Array<[NewSpaceFileKind, UploadOutcome, string]> = [
    ['donnees', { status: 'réalisé', compteurs: [['Emplacements créés', 2], ['Lignes refusées', 0], ['Défunts ajoutés', 1]] }, 'Import réalisé — Emplacements créés : 2, Défunts ajoutés : 1'],
    ['archives', { status: 'réalisé', compteurs: [['Actes joints aux concessions', 0]] }, 'Import réalisé — aucune modification'],
    ['logo', { status: 'réalisé', compteurs: [] }, 'Enregistré'],
    ['planPdf', { status: 'réalisé', compteurs: [] }, 'Enregistré'],
    ['archives', { status: 'refusé', message: 'Archive ZIP illisible.' }, 'Refusé : Archive ZIP illisible.'],
    ['signature', { status: 'en attente' }, 'En attente'],
    ['donnees', { status: 'en cours' }, 'Envoi en cours…'],
    ['donnees', { status: 'à vérifier' }, 'À vérifier : contrôlez la correspondance des colonnes et la simulation, puis importez.'],
    ['donnees', { status: 'reporté' }, 'Import reporté : à faire depuis Infos cimetière, Mise à jour Excel.'],
    ['archives', { status: 'reporté' }, 'Envoi reporté : importez les actes depuis Infos cimetière, Import des actes scannés, après le registre.'],
    ['archives', { status: 'en attente', attend: 'registre' }, 'En attente de l’import du registre de ce cimetière'],
  ];
  it.each(cases)('%s %j → %s', (kind, outcome, expected) => {
    expect(outcomeText(kind, outcome)).toBe(expected);
  });
});

describe('waitsForRegister (issue 26: the register is checked before it is imported, the deeds after it)', () => {
  const uploads = uploadOrder({
    logo: 'logo.png',
    signature: null,
    espaces: [
      { nom: 'Bourg', planPdf: null, donnees: 'registre.xlsx', archives: 'actes.zip' },
      { nom: 'Hameau', planPdf: null, donnees: null, archives: 'actes2.zip' },
    ],
  });
  const [logo, register, deeds, otherDeeds] = uploads;
  const cases: Array<[string, UploadOutcome | undefined, boolean]> = [
    ['not yet decided', undefined, true],
    ['to check', { status: 'à vérifier' }, true],
    ['being imported', { status: 'en cours' }, true],
    ['imported', { status: 'réalisé', compteurs: [] }, false],
    ['put off', { status: 'reporté' }, false],
  ];
  it.each(cases)('the deeds of a cemetery whose register is %s wait: %s', (_, outcome, waits) => {
    const outcomes: Record<string, UploadOutcome> = outcome ? { [register!.key]: outcome } : {};
    expect(waitsForRegister(deeds!, uploads, outcomes)).toBe(waits);
  });
  it('other files, and the deeds of a cemetery without a register, never wait', () => {
    expect(waitsForRegister(logo!, uploads, {})).toBe(false);
    expect(waitsForRegister(otherDeeds!, uploads, {})).toBe(false);
  });
  it.each<[UploadOutcome | undefined, boolean]>([
    [undefined, true],
    [{ status: 'en attente' }, true],
    [{ status: 'à vérifier' }, true],
    [{ status: 'reporté' }, false],
    [{ status: 'refusé', message: 'x' }, false],
  ])('%j is pending: %s', (outcome, pending) => {
    expect(isOutcomePending(outcome)).toBe(pending);
  });
});
