import { useLiveQuery } from '../useLiveQuery';
import { useEffect, useState } from 'react';
import type { Contact } from '../../domain/entities/contact';
import type { DocumentRow } from '../../domain/entities/document';
import type { Emplacement } from '../../domain/entities/emplacement';
import type { Exhumation } from '../../domain/entities/exhumation';
import type { Location } from '../../domain/entities/location';
import type { MailArchive } from '../../domain/entities/mailArchive';
import type { Media } from '../../domain/entities/media';
import type { Occupant } from '../../domain/entities/occupant';
import type { Procedure } from '../../domain/entities/procedure';
import type { Reduction } from '../../domain/entities/reduction';
import type { Tarif } from '../../domain/entities/tarif';
import type { Travaux } from '../../domain/entities/travaux';
import { currentLocation } from '../../domain/rules/currentLocation';
import { plotLabel } from '../../domain/rules/labels';
import { getReplica, type ReplicaDb } from '../db';
import { getMediaBlob } from '../media';
import type { ReplicaRow } from '../types';

/**
 * Live queries of the plot sheet (issue 5, spec 001 §2). One read transaction per change of the replica:
 * the sheet never shows a plot and its concession half a sync apart, and it reads the same offline and online.
 */

export interface FicheData {
  emplacement: Emplacement;
  /** The concession shown: the current one, or the archived one of the archive route; null for a free plot. */
  location: Location | null;
  /** The plot's current (not archived) concession, whatever the route shows. */
  current: Location | null;
  archived: Location[];
  occupants: Occupant[];
  contacts: Contact[];
  photos: Media[];
  documents: DocumentRow[];
  mailArchives: MailArchive[];
  travaux: Travaux[];
  procedures: Procedure[];
  exhumations: Exhumation[];
  reductions: Reduction[];
  /** Ids of rows written by changes still waiting in the outbox ('en attente d'envoi'). */
  pending: ReadonlySet<string>;
}

const live = <T>(rows: ReplicaRow[]): T[] => rows.filter((r) => !r.deletedAt) as unknown as T[];

/** One plot's sheet as the replica holds it now, in one read transaction; null when the plot is not there. */
export async function readFiche(db: ReplicaDb, emplacementId: string, archivedId: string | null = null): Promise<FicheData | null> {
  return db.transaction(
    'r',
    [db.emplacements, db.locations, db.occupants, db.contacts, db.media, db.documents, db.mailArchives, db.travaux, db.procedures, db.exhumations, db.reductions, db.outbox],
    async () => {
      const plot = await db.emplacements.get(emplacementId);
      if (!plot || plot.deletedAt) return null;
      const locations = live<Location>(await db.locations.where('emplacementId').equals(emplacementId).toArray());
      const current = currentLocation(locations);
      const archived = locations.filter((l) => l.isArchived).sort((a, b) => (b.archivedAt ?? '').localeCompare(a.archivedAt ?? ''));
      const location = archivedId ? (archived.find((l) => l.id === archivedId) ?? null) : current;
      const locationId = location?.id ?? '';
      const [occupants, contacts, media, docs, mails, travaux, procedures, exhumations, outbox] = await Promise.all([
        db.occupants.where('emplacementId').equals(emplacementId).toArray(),
        db.contacts.where('locationId').equals(locationId).toArray(),
        db.media.where('emplacementId').equals(emplacementId).toArray(),
        db.documents.where('locationId').equals(locationId).toArray(),
        db.mailArchives.where('locationId').equals(locationId).toArray(),
        db.travaux.where('emplacementId').equals(emplacementId).toArray(),
        db.procedures.where('emplacementId').equals(emplacementId).toArray(),
        db.exhumations.where('emplacementId').equals(emplacementId).toArray(),
        db.outbox.toArray(),
      ]);
      const reductions = await db.reductions.where('locationId').equals(locationId).toArray();
      const pending = new Set<string>();
      for (const entry of outbox) for (const ref of entry.rows) pending.add(ref.id);
      // The archived sheet shows the deceased of that concession; the current one those of the plot's concession.
      const deceased = live<Occupant>(occupants).filter((o) => (archivedId ? o.locationId === archivedId : !location || o.locationId === location.id || o.locationId === null));
      return {
        emplacement: plot as unknown as Emplacement,
        location,
        current,
        archived,
        occupants: deceased,
        contacts: live<Contact>(contacts),
        photos: live<Media>(media).filter((m) => m.kind === 'photo').sort((a, b) => (a.takenAt ?? a.updatedAt).localeCompare(b.takenAt ?? b.updatedAt)),
        documents: live<DocumentRow>(docs),
        mailArchives: live<MailArchive>(mails),
        travaux: live<Travaux>(travaux).sort((a, b) => (b.dateDebut ?? '').localeCompare(a.dateDebut ?? '')),
        procedures: live<Procedure>(procedures),
        exhumations: live<Exhumation>(exhumations),
        reductions: live<Reduction>(reductions),
        pending,
      };
    },
  );
}

/** The sheet of one plot; undefined while loading, null when the plot does not exist in the replica. */
export function useFiche(espaceId: string | null, emplacementId: string | undefined, archivedId: string | null = null): FicheData | null | undefined {
  return useLiveQuery(
    async () => (espaceId && emplacementId ? readFiche(getReplica(espaceId), emplacementId, archivedId) : null),
    [espaceId, emplacementId, archivedId],
  );
}

/** An object URL for a stored photo, revoked when the component leaves; null until the blob is there. */
export function useMediaUrl(espaceId: string | null, sha256: string | null): string | null {
  const blob = useLiveQuery(async () => (espaceId && sha256 ? ((await getMediaBlob(getReplica(espaceId), sha256)) ?? null) : null), [espaceId, sha256]);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

export interface PlotChoice {
  id: string;
  label: string;
  famille: string | null;
}

/** Plots matching a typed label or family, for 'veuillez rechercher un emplacement' (move, exhumation). */
export function usePlotSearch(espaceId: string | null, query: string, excludeId: string | null): PlotChoice[] {
  return (
    useLiveQuery(async () => {
      const q = query.trim().toLocaleLowerCase('fr');
      if (!espaceId || q.length < 1) return [];
      const db = getReplica(espaceId);
      const [plots, locations] = await Promise.all([db.emplacements.toArray(), db.locations.toArray()]);
      const famille = new Map<string, string | null>();
      for (const l of live<Location>(locations)) if (!l.isArchived) famille.set(l.emplacementId, l.famille);
      return live<Emplacement>(plots)
        .filter((p) => p.id !== excludeId)
        .map((p) => ({ id: p.id, label: plotLabel(p), famille: famille.get(p.id) ?? null }))
        .filter((p) => p.label.toLocaleLowerCase('fr').includes(q) || (p.famille ?? '').toLocaleLowerCase('fr').includes(q))
        .slice(0, 20);
    }, [espaceId, query, excludeId]) ?? []
  );
}

/** The cemetery's price list, for the assignment's tariff lookup. */
export function useTarifs(espaceId: string | null): Tarif[] {
  return useLiveQuery(async () => (espaceId ? live<Tarif>(await getReplica(espaceId).tarifs.toArray()) : []), [espaceId]) ?? [];
}

/** Contacts whose name starts with the typed text (autocomplete from 4 characters, spec 001 §5). */
export function useContactSuggestions(espaceId: string | null, query: string): Contact[] {
  return (
    useLiveQuery(async () => {
      const q = query.trim().toLocaleLowerCase('fr');
      if (!espaceId || q.length < 4) return [];
      const rows = live<Contact>(await getReplica(espaceId).contacts.toArray());
      return rows.filter((c) => `${c.nom ?? ''} ${c.prenom ?? ''}`.toLocaleLowerCase('fr').includes(q)).slice(0, 10);
    }, [espaceId, query]) ?? []
  );
}
