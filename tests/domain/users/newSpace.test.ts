import { describe, expect, it } from 'vitest';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET, generatePassword } from '../../../src/domain/users/administration';
import { newSpaceBody, nextStep, previousStep, stepErrors, visibleSteps, type NewSpaceDraft, type NewSpaceStep } from '../../../src/domain/users/newSpace';

const draft = (over: Partial<NewSpaceDraft> = {}): NewSpaceDraft => ({
  utilisateurs: [{ username: 'agent@mairie.fr', password: '' }],
  mode: 'nouvelle',
  mairieId: null,
  mairie: { commune: 'Vézelay', email: '' },
  espaces: [{ nom: 'Cimetière communal' }],
  abonnement: { dateDebut: '2026-12-01' },
  ...over,
});

describe('new-space wizard steps (spec 000 §2.12)', () => {
  it.each<[NewSpaceStep, 'nouvelle' | 'existante', NewSpaceStep, NewSpaceStep]>([
    ['utilisateurs', 'nouvelle', 'mairie', 'utilisateurs'],
    ['mairie', 'nouvelle', 'cimetieres', 'utilisateurs'],
    ['cimetieres', 'nouvelle', 'abonnement', 'mairie'],
    ['abonnement', 'nouvelle', 'verification', 'cimetieres'],
    ['verification', 'nouvelle', 'verification', 'abonnement'],
    ['cimetieres', 'existante', 'verification', 'mairie'],
    ['verification', 'existante', 'verification', 'cimetieres'],
  ])('%s with a %s town hall: next %s, previous %s', (step, mode, next, previous) => {
    expect(nextStep(step, mode)).toBe(next);
    expect(previousStep(step, mode)).toBe(previous);
  });

  it('an existing town hall skips the subscription step', () => {
    expect(visibleSteps('existante')).toEqual(['utilisateurs', 'mairie', 'cimetieres', 'verification']);
    expect(visibleSteps('nouvelle')).toHaveLength(5);
  });
});

describe('required fields of each step (spec 000 §5)', () => {
  it.each<[string, NewSpaceStep, NewSpaceDraft, Record<string, string>]>([
    ['a valid first step', 'utilisateurs', draft(), {}],
    ['a login that is not an e-mail', 'utilisateurs', draft({ utilisateurs: [{ username: 'agent', password: '' }] }), { 'utilisateurs.0.username': 'Identifiant invalide : saisissez une adresse e-mail.' }],
    ['a second user without login', 'utilisateurs', draft({ utilisateurs: [{ username: 'a@b.fr', password: '' }, { username: '', password: '' }] }), { 'utilisateurs.1.username': 'Identifiant invalide : saisissez une adresse e-mail.' }],
    ['a short password', 'utilisateurs', draft({ utilisateurs: [{ username: 'a@b.fr', password: 'abc' }] }), { 'utilisateurs.0.password': 'Le mot de passe doit compter au moins 8 caractères.' }],
    ['a new town hall without commune', 'mairie', draft({ mairie: { commune: '  ', email: '' } }), { 'mairie.commune': 'Commune obligatoire.' }],
    ['a new town hall with a commune', 'mairie', draft(), {}],
    ['an existing town hall not chosen', 'mairie', draft({ mode: 'existante' }), { mairieId: 'Choisissez une mairie.' }],
    ['an existing town hall chosen (commune not asked)', 'mairie', draft({ mode: 'existante', mairieId: '0192aaaa-0000-7000-8000-000000000001', mairie: { commune: '', email: '' } }), {}],
    ['a cemetery without name', 'cimetieres', draft({ espaces: [{ nom: 'A' }, { nom: '' }] }), { 'espaces.1.nom': 'Nom du cimetière obligatoire.' }],
    ['no start date', 'abonnement', draft({ abonnement: { dateDebut: '' } }), { 'abonnement.dateDebut': 'Date de début obligatoire.' }],
    ['a start date', 'abonnement', draft(), {}],
  ])('%s', (_label, step, value, errors) => {
    expect(stepErrors(step, value)).toEqual(errors);
  });
});

describe('the body of POST /api/espace/creer', () => {
  const valid = {
    utilisateurs: [{ username: 'agent@mairie.fr' }],
    mairie: { commune: 'Vézelay' },
    espaces: [{ nom: 'Cimetière communal' }],
    abonnement: { dateDebut: '2026-12-01', options: ['audit_consulting'] },
  };
  it.each<[string, unknown, string | null]>([
    ['a whole new space', valid, null],
    ['an existing town hall with no subscription', { ...valid, mairie: null, mairieId: '0192aaaa-0000-7000-8000-000000000001', abonnement: null }, null],
    ['neither town hall', { ...valid, mairie: null }, 'Choisissez une mairie existante ou saisissez-en une nouvelle.'],
    ['a new town hall without subscription', { ...valid, abonnement: null }, 'Date de début obligatoire.'],
    ['no cemetery', { ...valid, espaces: [] }, 'Ajoutez au moins un cimetière.'],
    ['twice the same login', { ...valid, utilisateurs: [{ username: 'a@b.fr' }, { username: 'A@b.fr' }] }, 'Deux utilisateurs ont le même identifiant.'],
    ['a super administrator made by the wizard', { ...valid, utilisateurs: [{ username: 'a@b.fr', role: 'ROLE_SUPER_ADMIN' }] }, 'Rôle invalide.'],
    ['not an object', 'bonjour', 'Requête invalide.'],
  ])('%s', (_label, body, message) => {
    const parsed = newSpaceBody.safeParse(body);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});

describe("'Générer' (spec 000 §5)", () => {
  it('gives 10 characters of letters, digits and & # @', () => {
    let n = 0;
    const password = generatePassword((bytes) => bytes.map(() => (n++ * 37) % 256));
    expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
    expect([...password].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
    expect(PASSWORD_ALPHABET).toMatch(/^[A-Za-z0-9&#@]+$/);
    expect(PASSWORD_ALPHABET).toHaveLength(26 * 2 + 10 + 3);
  });
});
