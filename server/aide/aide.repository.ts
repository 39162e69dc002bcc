import { createHash } from 'node:crypto';
import { notInArray, sql } from 'drizzle-orm';
import { FAQ, type FaqEntry, type FaqType } from '../../src/domain/aide/faq';
import { LEXIQUE, type LexiqueEntry } from '../../src/domain/aide/lexique';
import type { Db } from '../db/client';
import { faqs, lexiques } from '../db/schema';

/** A stable id per entry (name-based), so reseeding updates a row in place instead of adding a copy. */
function stableId(kind: string, key: string): string {
  const h = createHash('sha1').update(`${kind}:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const seeded = new WeakMap<Db, Promise<void>>();

/**
 * The glossary and the FAQ are the product's reference content (src/domain/aide), the same for every town:
 * the first read after a start writes this release's text into the tables (insert or update, and removes an
 * entry a release dropped), so the server answers with the content of the code it runs.
 */
export function ensureAideContent(db: Db): Promise<void> {
  let done = seeded.get(db);
  if (!done) {
    done = seed(db).catch((error: unknown) => {
      seeded.delete(db);
      throw error;
    });
    seeded.set(db, done);
  }
  return done;
}

async function seed(db: Db): Promise<void> {
  const lexRows = LEXIQUE.map((e) => ({ id: stableId('lexique', e.titre), titre: e.titre, contenu: e.contenu }));
  const faqRows = FAQ.map((e) => ({ id: stableId('faq', e.question), question: e.question, reponse: e.reponse, typeEspace: e.typeEspace }));
  await db.transaction(async (tx) => {
    await tx.insert(lexiques).values(lexRows).onConflictDoUpdate({ target: lexiques.id, set: { titre: sqlExcluded('titre'), contenu: sqlExcluded('contenu') } });
    await tx.delete(lexiques).where(notInArray(lexiques.id, lexRows.map((r) => r.id)));
    await tx.insert(faqs).values(faqRows).onConflictDoUpdate({ target: faqs.id, set: { question: sqlExcluded('question'), reponse: sqlExcluded('reponse'), typeEspace: sqlExcluded('type_espace') } });
    await tx.delete(faqs).where(notInArray(faqs.id, faqRows.map((r) => r.id)));
  });
}

/** The value the conflicting insert proposed, for an upsert (`excluded.column`). */
function sqlExcluded(column: string) {
  return sql`excluded.${sql.identifier(column)}`;
}

export async function listLexique(db: Db): Promise<LexiqueEntry[]> {
  await ensureAideContent(db);
  return db.select({ titre: lexiques.titre, contenu: lexiques.contenu }).from(lexiques);
}

export async function listFaq(db: Db): Promise<FaqEntry[]> {
  await ensureAideContent(db);
  const rows = await db.select({ question: faqs.question, reponse: faqs.reponse, typeEspace: faqs.typeEspace }).from(faqs);
  return rows.map((r) => ({ ...r, typeEspace: r.typeEspace as FaqType | null }));
}
