import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { ImportField } from '../../src/domain/import/fields';
import { MAX_REPORTS_PER_ESPACE } from '../../src/domain/import/importReport';
import type { ImportSourceKind } from '../../src/domain/import/sources';
import type { Db } from '../db/client';
import { importMappings, importReports, users } from '../db/schema';

/** The rows of import_mappings and import_reports (server/db/schema/importReports.ts); nothing else reads them. */
export type ImportReportRow = typeof importReports.$inferSelect;

export async function readRememberedMapping(db: Db, espaceId: string, kind: ImportSourceKind): Promise<Record<string, ImportField | null> | null> {
  const [row] = await db.select({ columns: importMappings.columns }).from(importMappings).where(and(eq(importMappings.espaceId, espaceId), eq(importMappings.kind, kind)));
  return row?.columns ?? null;
}

/**
 * What an import that succeeded leaves, in one transaction: its mapping replaces the cemetery's last one of that
 * kind, its report is added, and the cemetery's reports beyond the last MAX_REPORTS_PER_ESPACE are deleted.
 */
export async function saveImportOutcome(db: Db, mapping: typeof importMappings.$inferInsert, report: typeof importReports.$inferInsert): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(importMappings)
      .values(mapping)
      .onConflictDoUpdate({ target: [importMappings.espaceId, importMappings.kind], set: { columns: mapping.columns, updatedBy: mapping.updatedBy, updatedAt: mapping.updatedAt } });
    await tx.insert(importReports).values(report);
    const newest = tx
      .select({ id: importReports.id })
      .from(importReports)
      .where(eq(importReports.espaceId, report.espaceId))
      .orderBy(desc(importReports.rank))
      .limit(MAX_REPORTS_PER_ESPACE);
    await tx.delete(importReports).where(and(eq(importReports.espaceId, report.espaceId), notInArray(importReports.id, newest)));
  });
}

/** A cemetery's reports, newest first, without their lines (only how many were kept), with who imported. */
export async function listImportReports(db: Db, espaceId: string) {
  return db
    .select({
      id: importReports.id,
      kind: importReports.kind,
      fileName: importReports.fileName,
      fileSize: importReports.fileSize,
      fileSha256: importReports.fileSha256,
      createdAt: importReports.createdAt,
      counts: importReports.counts,
      omitted: importReports.omitted,
      kept: sql<number>`jsonb_array_length(${importReports.lines})`.mapWith(Number),
      userId: importReports.userId,
      username: users.username,
      identite: users.identite,
      civilite: users.civilite,
      nom: users.nom,
      prenom: users.prenom,
    })
    .from(importReports)
    .leftJoin(users, eq(users.id, importReports.userId))
    .where(eq(importReports.espaceId, espaceId))
    .orderBy(desc(importReports.rank));
}

export async function findImportReport(db: Db, id: string): Promise<ImportReportRow | undefined> {
  const [row] = await db.select().from(importReports).where(eq(importReports.id, id));
  return row;
}
