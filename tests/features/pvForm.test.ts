import { describe, expect, it } from 'vitest';
import { MSG_PV } from '../../src/domain/procedures/abandon/pvConstat';
import { MSG_VALIDATION_REQUISE } from '../../src/domain/wizards/validation';
import { emptyPvDraft, localDateHeure, missingSignatures, pvDraftFromFields, removePresent, signers, toggleDescripteur, validatePv, type PvDraft } from '../../src/features/procedures/pv/pvForm';

/** The PV form's logic (issue 12; CGCT R2223-13, -14): the boxes to sign, the fields as the contract has them, the French messages. */

const h = (c: string) => c.repeat(64);
const png = (c: string) => ({ blob: new Blob([c]), sha256: h(c) });

function filled(over: Partial<PvDraft> = {}): PvDraft {
  return {
    ...emptyPvDraft(new Date(2026, 10, 23, 9, 5)),
    redacteur: { qualite: 'maire', nom: 'Jeanne Morel', fonction: 'ignorée pour le maire' },
    temoin: { qualite: 'policierMunicipal', nom: 'Karim Said' },
    presents: [{ qualite: 'entretien', nom: 'Luc Fabre', lien: '  ' }],
    descripteurs: ['affaissement', 'grilleRouillee', 'vegetation'],
    description: 'Terrain affaissé de 20 cm, grille rongée par la rouille.',
    photos: [{ sha256: h('a'), takenAt: null, latitude: null, longitude: null }],
    signatures: { redacteur: { png: png('b'), refus: false }, temoin: { png: png('c'), refus: false }, 'present:0': { png: null, refus: true } },
    position: { latitude: 43.8, longitude: 4.36 },
    valide: true,
    ...over,
  };
}

describe('PV form', () => {
  it('starts now, on the tablet’s local hour', () => {
    expect(localDateHeure(new Date(2026, 0, 2, 7, 4))).toBe('2026-01-02T07:04');
    expect(emptyPvDraft(new Date(2026, 10, 23, 9, 5)).dateHeure).toBe('2026-11-23T09:05');
  });

  it('gives the contract’s fields: signatures by hash or refusal, the mayor without an office, empty links as null', () => {
    const result = validatePv(filled());
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.champs).toMatchObject({
      dateHeure: '2026-11-23T09:05',
      redacteur: { qualite: 'maire', nom: 'Jeanne Morel', fonction: null },
      temoin: { qualite: 'policierMunicipal', nom: 'Karim Said' },
      presents: [{ qualite: 'entretien', nom: 'Luc Fabre', lien: null }],
      photos: [h('a')],
      signatures: [
        { role: 'redacteur', nom: 'Jeanne Morel', image: h('b'), refus: false },
        { role: 'temoin', nom: 'Karim Said', image: h('c'), refus: false },
        { role: 'present:0', nom: 'Luc Fabre', image: null, refus: true },
      ],
      valide: true,
    });
  });

  it('refuses an unsigned box with the R2223-14 message and names who is missing', () => {
    const d = filled({ signatures: { redacteur: { png: png('b'), refus: false } } });
    const result = validatePv(d);
    expect(result).toEqual({ ok: false, errors: { signatures: MSG_PV.signatures } });
    expect(missingSignatures(d).map((s) => s.nom)).toEqual(['Karim Said', 'Luc Fabre']);
  });

  it('shows the schema’s French messages by field, the validation box included', () => {
    const result = validatePv({ ...emptyPvDraft(new Date(2026, 10, 23, 9, 5)), description: 'trop court' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      'redacteur.qualite': 'Indiquez qui dresse le procès-verbal.',
      'redacteur.nom': 'Le nom de la personne qui dresse le procès-verbal est obligatoire.',
      'temoin.qualite': 'Indiquez la qualité du témoin (article R2223-13 du CGCT).',
      'temoin.nom': 'Le nom du témoin est obligatoire.',
      descripteurs: MSG_PV.descripteurs,
      description: MSG_PV.description,
      signatures: MSG_PV.signatures,
      valide: MSG_VALIDATION_REQUISE,
    });
  });

  it('keeps the delegate’s office, and the checklist in its own order whatever the order ticked', () => {
    let d = filled({ redacteur: { qualite: 'delegue', nom: 'Ali Ben', fonction: ' Deuxième adjoint ' }, descripteurs: [] });
    d = toggleDescripteur(toggleDescripteur(toggleDescripteur(d, 'autre'), 'monumentBrise'), 'vegetation');
    d = toggleDescripteur(d, 'vegetation');
    expect(d.descripteurs).toEqual(['monumentBrise', 'autre']);
    const result = validatePv(d);
    expect(result.ok && result.champs.redacteur).toEqual({ qualite: 'delegue', nom: 'Ali Ben', fonction: 'Deuxième adjoint' });
  });

  it('removing a person present moves the next ones’ signatures with them', () => {
    const d = filled({
      presents: [{ qualite: 'famille', nom: 'A', lien: '' }, { qualite: 'famille', nom: 'B', lien: '' }, { qualite: 'autre', nom: 'C', lien: '' }],
      signatures: { redacteur: { png: png('b'), refus: false }, 'present:0': { png: png('d'), refus: false }, 'present:2': { png: null, refus: true } },
    });
    const after = removePresent(d, 1);
    expect(signers(after).map((s) => `${s.role}=${s.nom}`)).toEqual(['redacteur=Jeanne Morel', 'temoin=Karim Said', 'present:0=A', 'present:1=C']);
    expect(after.signatures).toEqual({ redacteur: d.signatures['redacteur'], 'present:0': d.signatures['present:0'], 'present:1': { png: null, refus: true } });
  });

  it('shows recorded fields back read-only (Détails)', () => {
    const result = validatePv(filled());
    if (!result.ok) throw new Error('invalid');
    const back = pvDraftFromFields(result.champs);
    expect(back.signatures).toEqual({ redacteur: { png: null, refus: false }, temoin: { png: null, refus: false }, 'present:0': { png: null, refus: true } });
    expect(back.presents).toEqual([{ qualite: 'entretien', nom: 'Luc Fabre', lien: '' }]);
  });
});
