import { describe, expect, it } from 'vitest';
import { MSG_CONTACT_MISSING } from '../../src/domain/mutations/contact';
import { MSG_LOCATION_ARCHIVED } from '../../src/domain/mutations/helpers';
import { MSG_NOTE_MISSING } from '../../src/domain/mutations/note';
import { MSG_TRAVAUX_DATES, MSG_TRAVAUX_NON_VALIDE } from '../../src/domain/mutations/travaux';
import { ctx, emplacement, location, rejection, row, run, uid, USER, written } from './mutationsKit';

describe('contact.create / update / delete (spec 001 §3 Contact)', () => {
  it('creates a contact of a concession, everything optional (unknown main holder)', () => {
    const loc = location();
    const id = uid();
    const out = written(run('contact.create', { id, locationId: loc.id }, { reads: { location: loc } }));
    expect(out).toMatchObject({ id, locationId: loc.id, civilite: null, nom: null, decede: false, typeDeContact: null, deletedAt: null });
  });

  it.each<[unknown, string | null]>([[undefined, null], [null, null], ['F', 'F'], ['H', 'H'], ['M', 'H']])(
    'stores the civility %j as %j: unknown stays unknown (issue 26)',
    (civilite, stored) => {
      const args = { id: uid(), nom: 'Durand', ...(civilite === undefined ? {} : { civilite }) };
      expect(written(run('contact.create', args)).civilite).toBe(stored);
    },
  );

  it('sets a known civility back to unknown, and refuses a civility that is neither', () => {
    const c = row({ nom: 'Durand', civilite: 'H' });
    expect(written(run('contact.update', { id: c.id, civilite: null }, { row: c, reads: {} }, { civilite: 'H' })).civilite).toBeNull();
    expect(rejection(run('contact.create', { id: uid(), civilite: 'X' }))).toMatch(/Civilité invalide/);
    expect(rejection(run('contact.create', { id: uid(), civilite: '' }))).toMatch(/Civilité invalide/);
  });

  it('creates a company contact without concession', () => {
    expect(written(run('contact.create', { id: uid(), nomSociete: 'Pompes funèbres', email: 'pf@exemple.fr' })).locationId).toBeNull();
  });

  it('validates phone, e-mail and contact type', () => {
    expect(rejection(run('contact.create', { id: uid(), telephone: '04 66 abc' }))).toMatch(/chiffres/);
    expect(rejection(run('contact.create', { id: uid(), email: 'pas-un-mail' }))).toMatch(/e-mail/);
    expect(rejection(run('contact.create', { id: uid(), typeDeContact: 'Voisin' }))).toMatch(/Type de contact/);
    expect(written(run('contact.create', { id: uid(), telephone: '+33 4 66 00 00 00', typeDeContact: 'Ayant-droit' })).telephone).toBe('+33 4 66 00 00 00');
  });

  it('refuses contacts on an archived or missing concession', () => {
    const archived = location({ isArchived: true });
    expect(rejection(run('contact.create', { id: uid(), locationId: archived.id }, { reads: { location: archived } }))).toBe(MSG_LOCATION_ARCHIVED);
    expect(rejection(run('contact.create', { id: uid(), locationId: uid() }, { reads: { location: null } }))).toBe('Concession introuvable.');
    const c = row({ locationId: archived.id, nom: 'A' });
    expect(rejection(run('contact.update', { id: c.id, nom: 'B' }, { row: c, reads: { location: archived } }))).toBe(MSG_LOCATION_ARCHIVED);
    expect(rejection(run('contact.delete', { id: c.id }, { row: c, reads: { location: archived } }))).toBe(MSG_LOCATION_ARCHIVED);
  });

  it('updates the fields given and deletes with a tombstone', () => {
    const loc = location();
    const c = row({ locationId: loc.id, nom: 'Ancien', commune: 'Nîmes' });
    expect(written(run('contact.update', { id: c.id, nom: 'Nouveau' }, { row: c, reads: { location: loc } }, { nom: 'Ancien' }))).toMatchObject({ nom: 'Nouveau', commune: 'Nîmes' });
    expect(written(run('contact.delete', { id: c.id }, { row: c, reads: { location: loc } })).deletedAt).toBe(ctx.now);
    expect(rejection(run('contact.update', { id: c.id, nom: 'X' }, { row: null }))).toBe(MSG_CONTACT_MISSING);
  });
});

describe('travaux (spec 001 §3, §5, §9)', () => {
  const base = (emplacementId: string) => ({ id: uid(), emplacementId, type: 'Gravure', valide: true });

  it('creates works on a plot, validated', () => {
    const plot = emplacement();
    const a = { ...base(plot.id), dateDebut: '2026-01-10', dateFin: '2026-01-20', demandeur: { nom: 'Martin', prenom: 'Paul' } };
    expect(written(run('travaux.create', a, { reads: { emplacement: plot } }))).toMatchObject({
      emplacementId: plot.id, type: 'Gravure', valide: true, executant: null, demandeur: { nom: 'Martin', prenom: 'Paul' },
    });
  });

  it('needs the validation box, a known type, a plot, and an end after the start', () => {
    const plot = emplacement();
    expect(rejection(run('travaux.create', { ...base(plot.id), valide: false }, { reads: { emplacement: plot } }))).toBe(MSG_TRAVAUX_NON_VALIDE);
    expect(rejection(run('travaux.create', { ...base(plot.id), type: 'Peinture' }, { reads: { emplacement: plot } }))).toMatch(/Type de travaux/);
    expect(rejection(run('travaux.create', base(plot.id), { reads: { emplacement: null } }))).toBe('Emplacement introuvable.');
    expect(rejection(run('travaux.create', { ...base(plot.id), dateDebut: '2026-02-01', dateFin: '2026-01-31' }, { reads: { emplacement: plot } }))).toBe(MSG_TRAVAUX_DATES);
  });

  it('updates against the merged dates and deletes with a tombstone', () => {
    const t = row({ emplacementId: uid(), type: 'Gravure', dateDebut: '2026-01-10', dateFin: null, valide: true });
    expect(rejection(run('travaux.update', { id: t.id, dateFin: '2026-01-01' }, { row: t }))).toBe(MSG_TRAVAUX_DATES);
    expect(written(run('travaux.update', { id: t.id, dateFin: '2026-01-11' }, { row: t }, { dateFin: null })).dateFin).toBe('2026-01-11');
    expect(written(run('travaux.delete', { id: t.id }, { row: t })).deletedAt).toBe(ctx.now);
  });
});

describe('notes (spec 002 §2 Notes screen)', () => {
  it('creates an active note of the user, dated today by default', () => {
    const id = uid();
    expect(written(run('note.create', { id, titre: ' Rappel ', contenu: 'Appeler la famille' }))).toEqual({
      id, titre: 'Rappel', contenu: 'Appeler la famille', userId: USER, date: ctx.today, etat: 1, emplacementId: null, deletedAt: null,
    });
  });

  it('needs a title; archive, trash and restore are updates of etat', () => {
    expect(rejection(run('note.create', { id: uid(), titre: '  ' }))).toBe('Veuillez saisir un titre.');
    const n = row({ titre: 'T', etat: 1, userId: USER });
    for (const etat of [2, 3, 1]) expect(written(run('note.update', { id: n.id, etat }, { row: n })).etat).toBe(etat);
    expect(rejection(run('note.update', { id: n.id, etat: 4 }, { row: n }))).toMatch(/État de note/);
    expect(rejection(run('note.update', { id: n.id, titre: 'x' }, { row: null }))).toBe(MSG_NOTE_MISSING);
    expect(written(run('note.delete', { id: n.id }, { row: n })).deletedAt).toBe(ctx.now);
  });
});
