import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addYears } from '../../src/domain/dates';
import { hookFirings, mailArchives, users } from '../../server/db/schema';
import { SmtpMailer } from '../../server/mail/mailer';
import { MemorySmsSender } from '../../server/mail/sms';
import { parisToday } from '../../server/sync/clock';
import { bearer, manualClock } from '../helpers/fixtures';
import { startSmtpSink, type SmtpSink } from '../helpers/smtpSink';
import { mutation, openWorld, push, seedEmplacement, seedLocation, seedRow, uuid, type SyncWorld } from './syncKit';

/**
 * Template hooks (spec 002 §4, issue 17): a mail template whose hook is 'Concession : après modification' and
 * that notifies the holders fires when a renewal syncs: one mail per holder with an e-mail, filled from the
 * renewed concession, reaching the SMTP server once, even when the same push is sent twice; the firing is
 * recorded under the mutation's id.
 */

let w: SyncWorld;
let smtp: SmtpSink;
const now = Date.parse('2026-03-02T09:00:00Z');
const clock = manualClock(now);
const today = parisToday(now);

beforeAll(async () => {
  smtp = await startSmtpSink();
  w = await openWorld(undefined, { mailer: new SmtpMailer(smtp.url, 'Mairie <no-reply@mairie.test>'), sms: new MemorySmsSender(), clock });
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
  await smtp?.close();
});

const template = (values: Record<string, unknown>) => ({
  slug: `avis-renouvellement-${uuid().slice(0, 8)}`, nom: 'Avis de renouvellement', nomInterne: null, description: null, type: 'mails', actif: true, canal: 'contenu', apercu: true,
  content: { mail: '<p>Bonjour {{ destinataire.nomComplet }},</p><p>La concession n° {{ concession.numero }} est renouvelée jusqu’au {{ concession.dateFin }}.</p>', objet: 'Concession {{ concession.numero }} renouvelée' },
  notifieQui: ['concessionnaires'], champsEntite: ['concession'], hooks: ['Concession : après modification'], relatedDocuments: [], documentStatiques: [], moredata: null,
  ...values,
});

async function saveTemplate(values: Record<string, unknown>) {
  const res = await w.app.inject({ method: 'POST', url: `/api/template_documents?espace=${w.espace.id}`, headers: bearer(w.admin.token), payload: template(values) });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>();
}

describe('template hooks fired by a synced mutation', () => {
  it('a renewal mails the holders once, even when the same push is sent twice, and the firing is recorded', async () => {
    const hooked = await saveTemplate({});
    await saveTemplate({ nom: 'Inactif', actif: false });
    await saveTemplate({ nom: 'Autre moment', hooks: ['Concession : après suppression'] });
    // A document template on the same hook is drawn by the recording device, never here: no mail, no firing.
    await saveTemplate({ nom: 'Attestation de renouvellement', type: 'documents', content: { pdf: '<p>Concession {{ concession.numero }} renouvelée</p>', objet: 'Concession {{ concession.numero }} renouvelée' } });
    await seedRow(w.db, 'tarifs', w.espace.id, { typeEmplacement: 'Concession', parMetreCarre: false, tarifFixe: 400, tarifRenouv: 350, duree: 15, perpetuelle: false, surface: 1, dateApplication: '2000-01-01' });
    const expiry = addYears(today, -1);
    const emp = await seedEmplacement(w.db, w.espace.id, { surface: 2.5 });
    const loc = await seedLocation(w.db, w.espace.id, emp.id, { numero: 'R-42', famille: 'Fabre', duree: 15, surfaceClasse: 1, prix: 300, dateDebut: addYears(expiry, -15), dateFin: expiry });
    await seedRow(w.db, 'contacts', w.espace.id, { locationId: loc.id, civilite: 'F', prenom: 'Élise', nom: 'Fabre', email: 'elise.fabre@exemple.fr', typeDeContact: 'Concessionnaire', decede: false });
    await seedRow(w.db, 'contacts', w.espace.id, { locationId: loc.id, civilite: 'H', prenom: 'Paul', nom: 'Fabre', email: 'paul.fabre@exemple.fr', typeDeContact: 'Ayant-droit', decede: false });

    const clientId = uuid();
    const renewal = mutation(clientId, 'procedure.start', {
      id: uuid(), kind: 'renouvellement', emplacementId: emp.id, locationId: loc.id, notificationId: uuid(),
      etape: { etape: 1, champs: { dateRenouvellement: today, nouvelleDuree: 15, valide: true } },
    });
    const first = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [renewal] });
    expect(first.body.results[0]?.status).toBe('applied');
    const replay = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [renewal] });
    expect(replay.body.results[0]?.status).toBe('duplicate');
    await w.app.mailDispatcher.drain();
    await w.app.mailDispatcher.drain();

    const arrived = smtp.received.filter((m) => m.subject === 'Concession R-42 renouvelée');
    expect(arrived).toHaveLength(1);
    const [mail] = arrived;
    expect(mail?.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual(['elise.fabre@exemple.fr']);
    expect(mail?.text).toContain('Bonjour Madame Élise FABRE,');
    expect(mail?.text).toContain(`jusqu’au ${addYears(expiry, 15).split('-').reverse().join('/')}`);

    const firings = await w.db.select().from(hookFirings).where(eq(hookFirings.mutationId, renewal.id));
    expect(firings.map((f) => [f.templateId, f.tableName, f.rowId, f.hook])).toEqual([[hooked.id, 'locations', loc.id, 'Concession : après modification']]);
    const [archiveRef] = firings[0]?.rows ?? [];
    const [archived] = await w.db.select().from(mailArchives).where(eq(mailArchives.id, String(archiveRef).replace('mailArchives/', '')));
    expect(archived).toMatchObject({ locationId: loc.id, statut: 'envoye', destinataire: 'elise.fabre@exemple.fr', objet: 'Concession R-42 renouvelée' });
  });

  it("'administrateurs' mails the municipality's administrators, not another town's", async () => {
    await saveTemplate({ nom: 'Alerte administrateurs', notifieQui: ['administrateurs'], content: { mail: '<p>Concession {{ concession.numero }} modifiée.</p>', objet: 'Alerte {{ concession.numero }}' } });
    const expiry = addYears(today, -1);
    const emp = await seedEmplacement(w.db, w.espace.id, { surface: 2.5 });
    const loc = await seedLocation(w.db, w.espace.id, emp.id, { numero: 'A-7', famille: 'Roux', duree: 15, surfaceClasse: 1, prix: 300, dateDebut: addYears(expiry, -15), dateFin: expiry });
    const clientId = uuid();
    const renewal = mutation(clientId, 'procedure.start', {
      id: uuid(), kind: 'renouvellement', emplacementId: emp.id, locationId: loc.id, notificationId: uuid(),
      etape: { etape: 1, champs: { dateRenouvellement: today, nouvelleDuree: 15, valide: true } },
    });
    expect((await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [renewal] })).body.results[0]?.status).toBe('applied');
    await w.app.mailDispatcher.drain();
    const [admin] = await w.db.select({ email: users.email }).from(users).where(eq(users.id, w.admin.id));
    const arrived = smtp.received.filter((m) => m.subject === 'Alerte A-7');
    expect(arrived.flatMap((m) => (m.to && !Array.isArray(m.to) ? m.to.value.map((a) => a.address) : []))).toEqual([admin?.email]);
  });
});
