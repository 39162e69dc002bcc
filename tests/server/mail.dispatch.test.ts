import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailArchives } from '../../server/db/schema';
import { SmtpMailer } from '../../server/mail/mailer';
import { MemorySmsSender } from '../../server/mail/sms';
import { bearer, manualClock } from '../helpers/fixtures';
import { startSmtpSink, type SmtpSink } from '../helpers/smtpSink';
import { mutation, openWorld, pullAll, push, seedEmplacement, seedLocation, seedRow, uuid, type SyncWorld } from './syncKit';

/**
 * Issue 17 'Mail and SMS' on the server: a queued message reaches a real SMTP server with its subject,
 * addressee, HTML and attachments; it is sent once even when the push is replayed; a refusal is archived
 * with its reason and retried; the archive row the sheet shows follows each step.
 */

let w: SyncWorld;
let smtp: SmtpSink;
const sms = new MemorySmsSender();
const clock = manualClock(Date.parse('2026-03-02T09:00:00Z'));

beforeAll(async () => {
  smtp = await startSmtpSink();
  w = await openWorld(undefined, { mailer: new SmtpMailer(smtp.url, 'Mairie <no-reply@mairie.test>'), sms, clock });
});
afterAll(async () => {
  await w?.app.close();
  await w?.database.close();
  await smtp?.close();
});

const pdf = Buffer.from('%PDF-1.4\n% lettre de renouvellement Fabre\n%%EOF\n');
const sha = createHash('sha256').update(pdf).digest('hex');

async function concessionWithFamily() {
  const plot = await seedEmplacement(w.db, w.espace.id);
  const location = await seedLocation(w.db, w.espace.id, plot.id, { famille: 'Fabre', isArchived: false });
  const holder = await seedRow(w.db, 'contacts', w.espace.id, { locationId: location.id, civilite: 'F', prenom: 'Élise', nom: 'Fabre', email: 'elise.fabre@exemple.fr', typeDeContact: 'Concessionnaire', decede: false, telephoneMobile: '06 12 34 56 78' });
  const heir = await seedRow(w.db, 'contacts', w.espace.id, { locationId: location.id, civilite: 'H', prenom: 'Paul', nom: 'Fabre', email: null, typeDeContact: 'Ayant-droit', decede: false });
  return { plot, location, holder, heir };
}

async function archive(id: string) {
  const [row] = await w.db.select().from(mailArchives).where(eq(mailArchives.id, id));
  return row;
}

describe('mail.envoyer: the queue, the SMTP transport and the archive', () => {
  it('sends the mail with its subject, addressee, HTML and the concession document, once, even when the push is replayed', async () => {
    const { location, holder } = await concessionWithFamily();
    const put = await w.app.inject({ method: 'PUT', url: `/api/media/${sha}`, headers: { ...bearer(w.writer.token), 'content-type': 'application/pdf' }, payload: pdf });
    expect(put.statusCode).toBe(201);
    const clientId = uuid();
    const documentId = uuid();
    const mailId = uuid();
    const doc = mutation(clientId, 'document.create', { id: documentId, locationId: location.id, nom: 'Lettre de renouvellement', mediaSha256: sha, slug: null });
    const mail = mutation(clientId, 'mail.envoyer', {
      id: mailId,
      locationId: location.id,
      canal: 'email',
      destinataires: [{ id: mailId, contactId: holder.id }],
      objet: 'Renouvellement de votre concession',
      corps: '<p>Madame,</p><p>Votre concession arrive à échéance.<script>alert(1)</script></p><img src=x onerror="alert(2)">',
      piecesJointes: [{ sha256: sha, nom: 'Lettre de renouvellement' }],
    });
    const first = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [doc, mail] });
    expect(first.body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const queued = await archive(mailId);
    expect(queued).toMatchObject({ statut: 'en_attente', destinataire: 'elise.fabre@exemple.fr', destinataireNom: 'Mme Élise FABRE', objet: 'Renouvellement de votre concession' });
    expect(queued?.corps).not.toMatch(/script|onerror|<img/i);

    const report = await w.app.mailDispatcher.drain();
    expect(report.sent).toEqual([mailId]);
    // The same push again (the device lost the answer): duplicates, and nothing more is sent.
    const replay = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [doc, mail] });
    expect(replay.body.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'duplicate']);
    expect((await w.app.mailDispatcher.drain()).sent).toEqual([]);

    const arrived = smtp.received.filter((m) => m.subject === 'Renouvellement de votre concession');
    expect(arrived).toHaveLength(1);
    const [received] = arrived;
    expect(received?.to && !Array.isArray(received.to) ? received.to.value.map((a) => a.address) : []).toEqual(['elise.fabre@exemple.fr']);
    expect(received?.html).toContain('Votre concession arrive à échéance.');
    expect(String(received?.html)).not.toMatch(/<script|onerror|<img/i);
    expect(received?.text).toContain('Madame,');
    expect(received?.attachments.map((a) => [a.filename, a.contentType, a.content.equals(pdf)])).toEqual([['Lettre de renouvellement.pdf', 'application/pdf', true]]);

    const { rows } = await pullAll(w.app, w.reader.token, w.espace.id);
    expect(rows.get(`mailArchives/${mailId}`)).toMatchObject({ statut: 'envoye', erreur: null, tentatives: 1, locationId: location.id, piecesJointes: [{ sha256: sha, nom: 'Lettre de renouvellement' }] });
  });

  it('archives a refusal with its reason, retries it after the backoff, and sends it on "Réessayer"', async () => {
    const { location, holder } = await concessionWithFamily();
    const clientId = uuid();
    const mailId = uuid();
    smtp.refuse = 'Mailbox unknown';
    const queued = await push(w.app, w.writer.token, {
      espaceId: w.espace.id,
      clientId,
      mutations: [mutation(clientId, 'mail.envoyer', { id: mailId, locationId: location.id, canal: 'email', destinataires: [{ id: mailId, contactId: holder.id }], objet: 'Avis de reprise', corps: '<p>Madame,</p>' })],
    });
    expect(queued.body.results[0]?.status).toBe('applied');
    expect((await w.app.mailDispatcher.drain()).failed).toEqual([mailId]);
    const failed = await archive(mailId);
    expect(failed).toMatchObject({ statut: 'echec', tentatives: 1 });
    expect(failed?.erreur).toBe("Adresse refusée par le serveur d'envoi : 550 Mailbox unknown");
    expect(failed?.prochainEssai).not.toBeNull();
    // Not due yet: nothing is tried before the backoff.
    expect((await w.app.mailDispatcher.drain()).failed).toEqual([]);
    clock.advance(61_000);
    expect((await w.app.mailDispatcher.drain()).failed).toEqual([mailId]);
    expect(await archive(mailId)).toMatchObject({ statut: 'echec', tentatives: 2 });

    smtp.refuse = null;
    const row = await archive(mailId);
    const retry = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'mail.reessayer', { id: mailId }, { statut: row?.statut })] });
    expect(retry.body.results[0]?.status).toBe('applied');
    expect((await w.app.mailDispatcher.drain()).sent).toEqual([mailId]);
    expect(await archive(mailId)).toMatchObject({ statut: 'envoye', erreur: null });
    expect(smtp.received.filter((m) => m.subject === 'Avis de reprise')).toHaveLength(1);
    // Réessayer on a sent message is refused in French.
    const again = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'mail.reessayer', { id: mailId }, { statut: 'envoye' })] });
    expect(again.body.results[0]).toMatchObject({ status: 'rejected', error: "Cet envoi n'est pas en échec : il n'y a rien à réessayer." });
  });

  it('refuses an addressee without e-mail, a contact of another concession and an attachment that is not a document of the concession', async () => {
    const { location, heir } = await concessionWithFamily();
    const other = await concessionWithFamily();
    const clientId = uuid();
    const send = (args: Record<string, unknown>) => {
      const id = uuid();
      return push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'mail.envoyer', { id, locationId: location.id, canal: 'email', destinataires: [{ id, contactId: heir.id }], objet: 'Objet', corps: '<p>x</p>', ...args, ...(args.destinataires ? { destinataires: [{ id, contactId: (args.destinataires as string[])[0] }] } : {}) })] });
    };
    expect((await send({})).body.results[0]).toMatchObject({ status: 'rejected', error: "Ce destinataire n'a pas d'adresse e-mail. (M. Paul FABRE)" });
    expect((await send({ destinataires: [other.holder.id] })).body.results[0]).toMatchObject({ status: 'rejected', error: "Ce destinataire n'est pas un contact de la concession." });
    expect((await send({ destinataires: [other.holder.id], locationId: other.location.id, piecesJointes: [{ sha256: 'a'.repeat(64), nom: 'x' }] })).body.results[0]).toMatchObject({ status: 'rejected', error: "Cette pièce jointe n'est pas un document de la concession." });
  });

  it('sends an SMS through the provider interface with the text of the body', async () => {
    const { location, holder } = await concessionWithFamily();
    const clientId = uuid();
    const id = uuid();
    const res = await push(w.app, w.writer.token, { espaceId: w.espace.id, clientId, mutations: [mutation(clientId, 'mail.envoyer', { id, locationId: location.id, canal: 'sms', destinataires: [{ id, contactId: holder.id }], objet: 'Rappel', corps: 'Votre concession arrive à échéance le 1er juin.' })] });
    expect(res.body.results[0]?.status).toBe('applied');
    expect((await w.app.mailDispatcher.drain()).sent).toEqual([id]);
    expect(sms.sent).toEqual([{ to: '0612345678', text: 'Votre concession arrive à échéance le 1er juin.', reference: id }]);
    expect(await archive(id)).toMatchObject({ statut: 'envoye', canal: 'sms', destinataire: '0612345678' });
  });
});
