import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { TemplateDocument, TemplateInput } from '../../src/domain/templates/types';
import type { Db } from '../db/client';
import { templateDocuments } from '../db/schema';
import { sanitizeTemplateHtml } from './sanitize';

type Row = typeof templateDocuments.$inferSelect;

/** A stored template as the contract names it (src/domain/templates/types.ts). */
export function toTemplate(row: Row): TemplateDocument {
  return {
    id: row.id,
    slug: row.slug,
    nom: row.nom,
    nomInterne: row.nomInterne,
    description: row.description,
    type: row.type,
    actif: row.actif,
    canal: row.canal,
    apercu: row.apercu,
    content: row.content,
    notifieQui: row.notifieQui,
    champsEntite: row.champsEntite as TemplateDocument['champsEntite'],
    hooks: row.hooks,
    relatedDocuments: row.relatedDocuments,
    documentStatiques: row.documentStatiques,
    moredata: row.moredata,
    parDefaut: false,
    updatedAt: row.updatedAt,
  };
}

/** The HTML bodies sanitised before they are stored: a template can never carry a script (issue 17). */
function columns(input: TemplateInput) {
  const content = { ...input.content };
  if (content.pdf !== undefined) content.pdf = sanitizeTemplateHtml(content.pdf);
  if (content.mail !== undefined) content.mail = sanitizeTemplateHtml(content.mail);
  return { ...input, content, updatedAt: new Date().toISOString() };
}

export async function listTemplates(db: Db, societeId: string): Promise<TemplateDocument[]> {
  const rows = await db.select().from(templateDocuments).where(eq(templateDocuments.societeId, societeId)).orderBy(templateDocuments.nom);
  return rows.map(toTemplate);
}

export async function findOwnTemplate(db: Db, societeId: string, id: string): Promise<TemplateDocument | null> {
  const [row] = await db.select().from(templateDocuments).where(and(eq(templateDocuments.id, id), eq(templateDocuments.societeId, societeId)));
  return row ? toTemplate(row) : null;
}

/** Whether another template of the municipality already uses the slug. */
export async function slugTaken(db: Db, societeId: string, slug: string, exceptId?: string): Promise<boolean> {
  const where = [eq(templateDocuments.societeId, societeId), eq(templateDocuments.slug, slug)];
  if (exceptId) where.push(ne(templateDocuments.id, exceptId));
  const rows = await db.select({ id: templateDocuments.id }).from(templateDocuments).where(and(...where)).limit(1);
  return rows.length > 0;
}

export async function insertTemplate(db: Db, societeId: string, input: TemplateInput): Promise<TemplateDocument> {
  const [row] = await db.insert(templateDocuments).values({ id: randomUUID(), societeId, ...columns(input) }).returning();
  return toTemplate(row!);
}

export async function updateTemplate(db: Db, societeId: string, id: string, input: TemplateInput): Promise<TemplateDocument | null> {
  const [row] = await db.update(templateDocuments).set(columns(input)).where(and(eq(templateDocuments.id, id), eq(templateDocuments.societeId, societeId))).returning();
  return row ? toTemplate(row) : null;
}

export async function deleteTemplate(db: Db, societeId: string, id: string): Promise<boolean> {
  const rows = await db.delete(templateDocuments).where(and(eq(templateDocuments.id, id), eq(templateDocuments.societeId, societeId))).returning({ id: templateDocuments.id });
  return rows.length > 0;
}
