import { describe, expect, it } from 'vitest';
import { MSG_DOCUMENT_MISSING, MSG_DOCUMENT_REPLACED_KIND } from '../../src/domain/mutations/document';
import { MSG_LOCATION_ARCHIVED } from '../../src/domain/mutations/helpers';
import { MSG_ADMIN_ONLY } from '../../src/domain/mutations/decide';
import { ctx, location, rejection, row, run, uid, written } from './mutationsKit';

const SHA = 'a'.repeat(64);

describe('document.create / document.delete (spec 001 §2 documents, §7 supprimerDocumentLocation)', () => {
  it('creates a document of a concession, its plot taken from the concession', () => {
    const loc = location();
    const id = uid();
    const out = written(run('document.create', { id, locationId: loc.id, nom: ' Acte de concession ', mediaSha256: SHA, slug: 'acte-creation-de-concession', emplacementId: uid() }, { reads: { location: loc } }));
    expect(out).toEqual({ id, locationId: loc.id, emplacementId: loc.emplacementId, nom: 'Acte de concession', description: null, mediaSha256: SHA, slug: 'acte-creation-de-concession', dateDocument: '2026-11-22', remplacePar: null, deletedAt: null });
  });

  it('needs a name, a SHA-256 and a well-formed slug', () => {
    const loc = location();
    const ok = { id: uid(), locationId: loc.id, nom: 'Plan', mediaSha256: SHA };
    expect(rejection(run('document.create', { ...ok, nom: '  ' }, { reads: { location: loc } }))).toBe('Nom du document manquant.');
    expect(rejection(run('document.create', { ...ok, mediaSha256: 'ABC' }, { reads: { location: loc } }))).toBe('Empreinte du fichier invalide.');
    expect(rejection(run('document.create', { ...ok, slug: 'Acte Concession' }, { reads: { location: loc } }))).toBe('Modèle de document invalide.');
    expect(written(run('document.create', { ...ok, slug: null, description: 'Scan du titre' }, { reads: { location: loc } })).description).toBe('Scan du titre');
  });

  it('refuses a missing or archived concession', () => {
    const ok = { id: uid(), locationId: uid(), nom: 'Plan', mediaSha256: SHA };
    expect(rejection(run('document.create', ok, { reads: { location: null } }))).toBe('Concession introuvable.');
    expect(rejection(run('document.create', ok, { reads: { location: location({ isArchived: true }) } }))).toBe(MSG_LOCATION_ARCHIVED);
  });

  it('deletes with a tombstone; archived concession refused; unknown document refused', () => {
    const loc = location();
    const d = row({ locationId: loc.id, nom: 'Plan', mediaSha256: SHA });
    expect(written(run('document.delete', { id: d.id }, { row: d, reads: { location: loc } })).deletedAt).toBe(ctx.now);
    expect(rejection(run('document.delete', { id: d.id }, { row: d, reads: { location: location({ isArchived: true }) } }))).toBe(MSG_LOCATION_ARCHIVED);
    expect(rejection(run('document.delete', { id: uid() }, { row: null }))).toBe(MSG_DOCUMENT_MISSING);
  });

  it('Consultation (ROLE_USER) may neither add nor delete; a writer need not be administrator', () => {
    const loc = location();
    const reader = { ...ctx, roles: ['ROLE_USER'] };
    const create = run('document.create', { id: uid(), locationId: loc.id, nom: 'Plan', mediaSha256: SHA }, { reads: { location: loc } }, null, reader);
    expect(create.status).toBe('rejected');
    expect(rejection(create)).not.toBe(MSG_ADMIN_ONLY);
    const d = row({ locationId: loc.id, nom: 'Plan' });
    expect(run('document.delete', { id: d.id }, { row: d, reads: { location: loc } }, null, reader).status).toBe('rejected');
  });

  describe('a redone document replaces the former one, which stays marked (issue 28)', () => {
    const loc = location();
    const pv = (f: Record<string, unknown> = {}) => row({ locationId: loc.id, emplacementId: loc.emplacementId, nom: 'PV', description: null, mediaSha256: 'b'.repeat(64), slug: 'pv-constat-abandon', dateDocument: '2027-01-05', remplacePar: null, deletedAt: null, ...f });
    const args = (remplace: string) => ({ id: uid(), locationId: loc.id, nom: 'PV', mediaSha256: SHA, slug: 'pv-constat-abandon', date: '2027-01-20', remplace });
    it('dates the new one, and marks the former one replaced by it, every other field kept', () => {
      const old = pv();
      const a = args(old.id);
      const out = run('document.create', a, { reads: { location: loc, replaced: old } });
      if (out.status !== 'applied') throw new Error(out.status);
      expect(out.writes.map((w) => [w.id, w.row['dateDocument'], w.row['remplacePar']])).toEqual([[a.id, '2027-01-20', null], [old.id, '2027-01-05', a.id]]);
      expect(out.writes[1]?.row['nom']).toBe('PV');
    });
    it.each<[string, Record<string, unknown>]>([
      ['of another concession', { locationId: uid() }],
      ['of another kind', { slug: 'acte-creation-de-concession' }],
    ])('refuses to replace a document %s', (_l, f) => {
      const old = pv(f);
      expect(rejection(run('document.create', args(old.id), { reads: { location: loc, replaced: old } }))).toBe(MSG_DOCUMENT_REPLACED_KIND);
    });
    it('a former one gone meanwhile, or replaced already, is left as it is', () => {
      expect(written(run('document.create', args(uid()), { reads: { location: loc, replaced: null } })).slug).toBe('pv-constat-abandon');
      const other = uid();
      const out = run('document.create', args(uid()), { reads: { location: loc, replaced: pv({ remplacePar: other }) } });
      expect(out.status === 'applied' && out.writes.length).toBe(1);
    });
  });
});
