import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emplacements, espaces, occupants } from '../db/schema';

/**
 * What the public portal reads (issue 30), column by column: the cemetery's public face, and of each deceased
 * only what the portal rule and the public record need. No holder, concession, note or media row is ever
 * selected here, so no page of the portal can show one.
 */

export async function findPortalEspace(db: Db, uid: string) {
  const [row] = await db
    .select({
      id: espaces.id, nom: espaces.nom, adresse: espaces.adresse, codePostal: espaces.codePostal, ville: espaces.ville,
      horaires: espaces.horaires, nomReglement: espaces.nomReglement, reglementSha256: espaces.reglementSha256,
      nomPatrimoine: espaces.nomPatrimoine, patrimoineSha256: espaces.patrimoineSha256,
      mapSha256: espaces.mapSha256, mapWidth: espaces.mapWidth, mapHeight: espaces.mapHeight, controlPoints: espaces.controlPoints,
      uid: espaces.uid, portailDelai: espaces.portailDelai, changeSeq: espaces.changeSeq,
    })
    .from(espaces)
    .where(and(eq(espaces.uid, uid), eq(espaces.actif, 1), isNull(espaces.deletedAt)))
    .limit(1);
  return row ?? null;
}

export type PortalEspace = NonNullable<Awaited<ReturnType<typeof findPortalEspace>>>;

/** Every live deceased of the cemetery with its live plot's place (a deceased of a deleted plot has no grave to show). */
export async function listPortalRows(db: Db, espaceId: string) {
  return db
    .select({
      id: occupants.id, emplacementId: occupants.emplacementId, nom: occupants.nom, prenom: occupants.prenom,
      nomJeuneFille: occupants.nomJeuneFille, civilite: occupants.civilite, dateDeNaissance: occupants.dateDeNaissance,
      dateNaissanceIncomplete: occupants.dateNaissanceIncomplete, dateDeces: occupants.dateDeces, etat: occupants.etat,
      portailMasque: occupants.portailMasque, deletedAt: occupants.deletedAt,
      carre: emplacements.carre, allee: emplacements.allee, numero: emplacements.numero,
    })
    .from(occupants)
    .innerJoin(emplacements, eq(emplacements.id, occupants.emplacementId))
    .where(and(eq(occupants.espaceId, espaceId), isNull(occupants.deletedAt), isNull(emplacements.deletedAt)));
}

/** Where each live plot of the cemetery is drawn on the plan: its outline, or its point (nothing else of it). */
export async function listPlotShapes(db: Db, espaceId: string) {
  return db
    .select({ id: emplacements.id, geometry: emplacements.geometry, posX: emplacements.posX, posY: emplacements.posY })
    .from(emplacements)
    .where(and(eq(emplacements.espaceId, espaceId), isNull(emplacements.deletedAt)));
}
