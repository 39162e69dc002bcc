import { createHash } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TableName } from '../../src/domain/entities/tables';
import type { Contact } from '../../src/domain/entities/contact';
import type { Emplacement } from '../../src/domain/entities/emplacement';
import type { Location } from '../../src/domain/entities/location';
import type { MailArchive } from '../../src/domain/entities/mailArchive';
import type { Occupant } from '../../src/domain/entities/occupant';
import { holdersOf } from '../../src/domain/documents/parties';
import { addressOf, contactDisplayName, mailAddress } from '../../src/domain/mail/addressees';
import { purifyMailBody } from '../../src/domain/mail/sanitize';
import type { ReadSpec, Row, RowWrite } from '../../src/domain/mutations/types';
import { concessionIdOf, hookEvents, matchHooks, type HookFiring, type WrittenRow } from '../../src/domain/templates/hooks';
import { templateBodyError } from '../../src/domain/templates/limits';
import { renderTemplate, renderTemplateText } from '../../src/domain/templates/render';
import type { TemplateDocument } from '../../src/domain/templates/types';
import { templateValues, type TemplateFacts } from '../../src/domain/templates/values';
import type { Db } from '../db/client';
import { espaces, hookFirings, societes, templateDocuments, userSocietes, users } from '../db/schema';
import { sanitizeTemplateHtml } from './sanitize';
import { toTemplate } from './templates.repository';

/**
 * Template hooks on the server (spec 002 §4 'Templates', issue 17). When a mutation is applied, its written rows
 * are matched against the municipality's active templates (src/domain/templates/hooks.ts); a mail template
 * that fires queues one message per addressee its 'who is notified' names, as archive rows 'en_attente' the
 * dispatcher sends (server/mail/dispatcher.ts). Everything is written in the mutation's own transaction, so a
 * push replayed (its mutation id already answered) fires nothing again, and each firing is recorded in
 * hook_firings under the mutation id (its primary key refuses a second one). Document templates do not fire
 * here (only mail templates are loaded): drawing a PDF is the device's work, done once by the device that
 * records the mutation (src/domain/templates/documentHooks.ts, src/features/modeles/hookedDocuments.ts).
 */

/** What one mutation's hooks make: rows to write with the mutation, and the firings to record. */
export interface HookPlan {
  writes: RowWrite[];
  firings: Array<typeof hookFirings.$inferInsert>;
  /** Templates that could not be rendered for this mutation: no mail, the mutation applied all the same. */
  failures: Array<{ templateId: string; templateNom: string; mutationId: string; error: unknown }>;
}

/** Why a firing queued no mail because its template could not be rendered: kept in hook_firings.rows. */
export const NONE_RENDER_FAILED = 'modèle impossible à remplir : aucun courriel';

export interface HookScope {
  readonly tx: Db;
  readonly espaceId: string;
  read(spec: ReadSpec): Promise<Row | Row[] | null>;
}

/** The municipality's own templates that may fire (active mails with hooks), with its name and e-mail. */
export interface HookContext {
  templates: TemplateDocument[];
  mairie: { commune: string; email: string | null } | null;
  /** The municipality's administrators (ROLE_ADMIN, enabled, not deleted), for 'who is notified: administrateurs'. */
  administrateurs: Array<{ id: string; email: string | null; nom: string }>;
}

export async function loadHookContext(tx: Db, espaceId: string): Promise<HookContext> {
  const [owner] = await tx.select({ societeId: espaces.societeId, commune: societes.commune, email: societes.email }).from(espaces).innerJoin(societes, eq(societes.id, espaces.societeId)).where(eq(espaces.id, espaceId));
  if (!owner) return { templates: [], mairie: null, administrateurs: [] };
  const rows = await tx
    .select()
    .from(templateDocuments)
    .where(and(eq(templateDocuments.societeId, owner.societeId), eq(templateDocuments.actif, true), eq(templateDocuments.type, 'mails'), ne(sql`${templateDocuments.hooks}::text`, '[]')))
    .orderBy(templateDocuments.nom);
  const templates = rows.map(toTemplate);
  const members = templates.some((t) => t.notifieQui.includes('administrateurs'))
    ? await tx
        .select({ id: users.id, email: users.email, username: users.username, nom: users.nom, prenom: users.prenom, roles: users.roles })
        .from(users)
        .innerJoin(userSocietes, eq(userSocietes.userId, users.id))
        .where(and(eq(userSocietes.societeId, owner.societeId), eq(users.disabled, false), isNull(users.deletedAt)))
    : [];
  const administrateurs = members
    .filter((u) => u.roles.includes('ROLE_ADMIN'))
    .map((u) => ({ id: u.id, email: u.email ?? (u.username.includes('@') ? u.username : null), nom: [u.prenom, u.nom].filter(Boolean).join(' ') || u.username }));
  return { templates, mairie: { commune: owner.commune, email: owner.email }, administrateurs };
}

/** A stable id for the archive row of one addressee of one firing: the same mutation always makes the same rows. */
function firingRowId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('/')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

const asMany = <T>(rows: Row | Row[] | null): T[] => (Array.isArray(rows) ? (rows as unknown as T[]) : []);

interface Addressee {
  key: string;
  adresse: string;
  nom: string;
  contact: Contact | null;
}

/** Who a template notifies (spec 002 §2 'who is notified'), each once, with an e-mail address. */
function addresseesOf(template: TemplateDocument, contacts: readonly Contact[], context: HookContext): Addressee[] {
  const { mairie } = context;
  const chosen = new Map<string, Addressee>();
  const add = (c: Contact) => {
    const adresse = addressOf(c, 'email');
    if (adresse && !chosen.has(c.id)) chosen.set(c.id, { key: c.id, adresse, nom: contactDisplayName(c), contact: c });
  };
  if (template.notifieQui.includes('concessionnaires')) holdersOf(contacts).forEach(add);
  if (template.notifieQui.includes('contacts')) contacts.forEach(add);
  const mairieAddress = template.notifieQui.includes('mairie') ? mailAddress(mairie?.email) : null;
  if (mairieAddress && mairie) chosen.set('mairie', { key: 'mairie', adresse: mairieAddress, nom: `Mairie de ${mairie.commune}`, contact: null });
  if (template.notifieQui.includes('administrateurs')) {
    for (const admin of context.administrateurs) {
      const adresse = mailAddress(admin.email);
      if (adresse) chosen.set(`admin:${admin.id}`, { key: `admin:${admin.id}`, adresse, nom: admin.nom, contact: null });
    }
  }
  return [...chosen.values()];
}

/** The rows a mutation's hooks write, and what fired. Nothing is read unless some template may fire. */
export async function planHooks(scope: HookScope, context: HookContext, written: readonly WrittenRow[], meta: { mutationId: string; now: string; today: string }): Promise<HookPlan> {
  const plan: HookPlan = { writes: [], firings: [], failures: [] };
  if (context.templates.length === 0 || !written.some((w) => hookEvents(w).length > 0)) return plan;
  for (const firing of matchHooks(context.templates, written)) {
    const made = await mailsOf(scope, context, firing, meta);
    if (made.failure !== undefined) plan.failures.push({ templateId: firing.template.id, templateNom: firing.template.nom, mutationId: meta.mutationId, error: made.failure });
    plan.writes.push(...made.writes);
    plan.firings.push({
      mutationId: meta.mutationId,
      templateId: firing.template.id,
      tableName: firing.write.table,
      rowId: String(firing.write.row['id']),
      espaceId: scope.espaceId,
      hook: firing.hook,
      rows: made.writes.length > 0 ? made.writes.map((w) => `${w.table}/${w.id}`) : [made.none],
      firedAt: meta.now,
    });
  }
  return plan;
}

async function mailsOf(scope: HookScope, context: HookContext, firing: HookFiring<TemplateDocument>, meta: { mutationId: string; now: string; today: string }): Promise<{ writes: RowWrite[]; none: string; failure?: unknown }> {
  const locationId = concessionIdOf(firing.write);
  const location = locationId ? ((await scope.read({ table: 'locations', id: locationId })) as unknown as Location | null) : null;
  if (!location) return { writes: [], none: 'aucune concession' };
  const emplacement = (await scope.read({ table: 'emplacements', id: location.emplacementId })) as unknown as Emplacement | null;
  if (!emplacement) return { writes: [], none: 'aucune concession' };
  const contacts = asMany<Contact>(await scope.read({ table: 'contacts', where: { locationId: location.id } }));
  const occupants = asMany<Occupant>(await scope.read({ table: 'occupants', where: { locationId: location.id } }));
  const espace = (await scope.read({ table: 'espaces', id: scope.espaceId })) as unknown as TemplateFacts['espace'];
  const addressees = addresseesOf(firing.template, contacts, context);
  if (addressees.length === 0) return { writes: [], none: 'aucun destinataire avec une adresse e-mail' };
  // Rendering is pure work on rows already read: a template that cannot be rendered (one stored before its
  // nesting was limited at save, not rendered at all then; or any fault of the renderer) queues nothing and is
  // reported, and never fails the mutation that fired it (issue 27). Database errors are not caught here: they
  // stay the transaction's.
  try {
    const tooComplex = templateBodyError(firing.template.content.mail ?? firing.template.content.pdf ?? '') ?? templateBodyError(firing.template.content.objet ?? '');
    if (tooComplex) throw new Error(tooComplex);
    return { writes: renderedMails(firing, addressees, context, meta, { location, emplacement, contacts, occupants, espace }), none: '' };
  } catch (failure) {
    return { writes: [], none: NONE_RENDER_FAILED, failure };
  }
}

type ConcessionRows = Pick<TemplateFacts, 'location' | 'emplacement' | 'contacts' | 'occupants' | 'espace'>;

function renderedMails(firing: HookFiring<TemplateDocument>, addressees: readonly Addressee[], context: HookContext, meta: { mutationId: string; now: string; today: string }, rows: ConcessionRows): RowWrite[] {
  const { location, contacts, occupants, emplacement, espace } = rows;
  const body = firing.template.content.mail ?? firing.template.content.pdf ?? '';
  const objet = firing.template.content.objet ?? firing.template.nom;
  return addressees.map((a) => {
    const facts: TemplateFacts = { location, emplacement, contacts, occupants, espace, commune: context.mairie?.commune ?? null, mairie: null, today: meta.today, destinataire: a.contact };
    const values = templateValues(facts);
    const id = firingRowId(meta.mutationId, firing.template.id, firing.write.table, String(firing.write.row['id']), a.key);
    const row: Omit<MailArchive, 'espaceId' | 'version' | 'seq' | 'updatedAt'> = {
      id,
      locationId: location.id,
      objet: renderTemplateText(objet, values, sanitizeTemplateHtml).slice(0, 255) || firing.template.nom,
      dateEnvoi: meta.now,
      destinataire: a.adresse,
      corps: purifyMailBody(renderTemplate(body, values, sanitizeTemplateHtml)),
      canal: 'email',
      contactId: a.contact?.id ?? null,
      destinataireNom: a.nom,
      statut: 'en_attente',
      erreur: null,
      tentatives: 0,
      prochainEssai: null,
      piecesJointes: [],
      deletedAt: null,
    };
    return { table: 'mailArchives' as TableName, id, row: row as unknown as Row } as RowWrite;
  });
}

/** Records the firings; a firing already recorded for this mutation is kept as it was. */
export async function recordFirings(tx: Db, firings: HookPlan['firings']): Promise<void> {
  if (firings.length === 0) return;
  await tx.insert(hookFirings).values(firings).onConflictDoNothing();
}
