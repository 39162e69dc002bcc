import {
  PV_DESCRIPTEURS,
  PV_PRESENT_LABELS,
  PV_REDACTEUR_LABELS,
  PV_TEMOIN_LABELS,
  MSG_PV,
  pvConstatFields,
  type PV_PRESENT_QUALITES,
  type PV_REDACTEUR_QUALITES,
  type PV_TEMOIN_QUALITES,
  type PvConstatFields,
  type PvDescripteur,
} from '../../../domain/procedures/abandon/pvConstat';

/**
 * The PV form's state and its pure logic (issue 12; CGCT R2223-13, -14): the draft as typed on the tablet, the
 * signature boxes it implies (the redacteur, the witness, each person present), and its translation into the
 * contract's fields (src/domain/procedures/abandon/pvConstat.ts), validated by the same zod schema, French
 * messages by field path. No React here, so the rules are unit-tested.
 */

export type RedacteurQualite = (typeof PV_REDACTEUR_QUALITES)[number];
export type TemoinQualite = (typeof PV_TEMOIN_QUALITES)[number];
export type PresentQualite = (typeof PV_PRESENT_QUALITES)[number];

/** A photo taken during the PV: already a photo of the plot (emplacement.addPhoto), named by its hash. */
export interface PvPhotoDraft {
  sha256: string;
  takenAt: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A signature box: the PNG drawn (hash computed, bytes kept until the PV is recorded), or the refusal. */
export interface PvSignatureDraft {
  png: { blob: Blob; sha256: string } | null;
  refus: boolean;
}

export interface PvDraft {
  dateHeure: string;
  redacteur: { qualite: RedacteurQualite | null; nom: string; fonction: string };
  temoin: { qualite: TemoinQualite | null; nom: string };
  presents: Array<{ qualite: PresentQualite; nom: string; lien: string }>;
  descripteurs: PvDescripteur[];
  description: string;
  photos: PvPhotoDraft[];
  /** By signer role: 'redacteur', 'temoin', 'present:{i}'. */
  signatures: Record<string, PvSignatureDraft>;
  position: { latitude: number; longitude: number } | null;
  valide: boolean;
}

/** 'YYYY-MM-DDTHH:mm' of a local instant (the tablet's clock: the hour the finding is made, R2223-13). */
export function localDateHeure(at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}T${p(at.getHours())}:${p(at.getMinutes())}`;
}

export function emptyPvDraft(now: Date): PvDraft {
  return {
    dateHeure: localDateHeure(now),
    redacteur: { qualite: null, nom: '', fonction: '' },
    temoin: { qualite: null, nom: '' },
    presents: [],
    descripteurs: [],
    description: '',
    photos: [],
    signatures: {},
    position: null,
    valide: false,
  };
}

/** A draft from recorded fields ('Détails', read-only): the signatures by hash only. */
export function pvDraftFromFields(f: PvConstatFields): PvDraft {
  return {
    dateHeure: f.dateHeure,
    redacteur: { qualite: f.redacteur.qualite, nom: f.redacteur.nom, fonction: f.redacteur.fonction ?? '' },
    temoin: { qualite: f.temoin.qualite, nom: f.temoin.nom },
    presents: f.presents.map((p) => ({ qualite: p.qualite, nom: p.nom, lien: p.lien ?? '' })),
    descripteurs: [...f.descripteurs],
    description: f.description,
    photos: f.photos.map((sha256) => ({ sha256, takenAt: null, latitude: null, longitude: null })),
    signatures: Object.fromEntries(f.signatures.map((s) => [s.role, { png: null, refus: s.refus }])),
    position: f.position,
    valide: true,
  };
}

export interface Signer {
  role: string;
  nom: string;
  /** 'Le maire', 'Témoin (Garde champêtre)', 'Descendant ou successeur'. */
  label: string;
}

/** The signature boxes the PV needs: everyone present signs or refuses (R2223-14). */
export function signers(d: PvDraft): Signer[] {
  const out: Signer[] = [
    { role: 'redacteur', nom: d.redacteur.nom.trim(), label: d.redacteur.qualite ? PV_REDACTEUR_LABELS[d.redacteur.qualite] : 'Rédacteur' },
    { role: 'temoin', nom: d.temoin.nom.trim(), label: d.temoin.qualite ? `Témoin (${PV_TEMOIN_LABELS[d.temoin.qualite]})` : 'Témoin' },
  ];
  d.presents.forEach((p, i) => out.push({ role: `present:${i}`, nom: p.nom.trim(), label: PV_PRESENT_LABELS[p.qualite] }));
  return out;
}

/** Removes a person present; the boxes of those after move down with them (their role names their index). */
export function removePresent(d: PvDraft, index: number): PvDraft {
  const signatures: Record<string, PvSignatureDraft> = {};
  for (const [role, sig] of Object.entries(d.signatures)) {
    const m = /^present:(\d+)$/.exec(role);
    if (!m) signatures[role] = sig;
    else if (Number(m[1]) < index) signatures[role] = sig;
    else if (Number(m[1]) > index) signatures[`present:${Number(m[1]) - 1}`] = sig;
  }
  return { ...d, presents: d.presents.filter((_, i) => i !== index), signatures };
}

export function toggleDescripteur(d: PvDraft, descripteur: PvDescripteur): PvDraft {
  const on = d.descripteurs.includes(descripteur);
  const next = on ? d.descripteurs.filter((x) => x !== descripteur) : [...d.descripteurs, descripteur];
  // Kept in the checklist's order, so the PV lists them as the form shows them.
  return { ...d, descripteurs: PV_DESCRIPTEURS.filter((x) => next.includes(x)) };
}

/** The fields as the contract has them (before parsing): a box neither signed nor refused is left out. */
export function pvRawChamps(d: PvDraft): Record<string, unknown> {
  const empty = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    dateHeure: d.dateHeure,
    redacteur: { qualite: d.redacteur.qualite ?? undefined, nom: d.redacteur.nom, fonction: d.redacteur.qualite === 'delegue' ? empty(d.redacteur.fonction) : null },
    temoin: { qualite: d.temoin.qualite ?? undefined, nom: d.temoin.nom },
    presents: d.presents.map((p) => ({ qualite: p.qualite, nom: p.nom, lien: empty(p.lien) })),
    descripteurs: d.descripteurs,
    description: d.description,
    photos: d.photos.map((p) => p.sha256),
    signatures: signers(d).flatMap((s) => {
      const sig = d.signatures[s.role];
      if (!sig || (!sig.refus && !sig.png)) return [];
      return [{ role: s.role, nom: s.nom || s.label, image: sig.refus ? null : (sig.png?.sha256 ?? null), refus: sig.refus }];
    }),
    position: d.position,
    documents: [],
    valide: d.valide ? true : undefined,
  };
}

export type PvValidation = { ok: true; champs: PvConstatFields } | { ok: false; errors: Record<string, string> };

/**
 * Validates the draft with the contract's schema; the first French message of each field, keyed by its path
 * ('redacteur.nom', 'presents.0.nom', 'signatures', 'valide').
 */
export function validatePv(d: PvDraft): PvValidation {
  const parsed = pvConstatFields.safeParse(pvRawChamps(d));
  if (parsed.success) return { ok: true, champs: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // A signature box's own message ('Signature manquante…') shows on the whole list, with the R2223-14 one.
    const path = issue.path[0] === 'signatures' ? 'signatures' : issue.path.join('.');
    errors[path] ??= issue.message;
  }
  // The schema checks the boxes only once the rest parses (superRefine): say it at once, with the rest.
  if (missingSignatures(d).length > 0) errors['signatures'] ??= MSG_PV.signatures;
  return { ok: false, errors };
}

/** The signature boxes still to sign or refuse, by label and name: what the list's message names. */
export function missingSignatures(d: PvDraft): Signer[] {
  return signers(d).filter((s) => {
    const sig = d.signatures[s.role];
    return !sig || (!sig.refus && !sig.png);
  });
}
