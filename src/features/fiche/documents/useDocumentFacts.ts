import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import type { EspaceFacts } from '../../../domain/documents/parties';
import type { Espace } from '../../../domain/entities/espace';
import { getSession, subscribeSession } from '../../../platform/session';
import { findWorkspace } from '../../../platform/workspaces';
import { getReplica } from '../../../replica/db';
import { useEspaceId } from '../../../replica/useEnqueue';

export interface DocumentFacts {
  espace: EspaceFacts | null;
  /** The municipality of the account (société), when the cemetery row names no city. */
  commune: string | null;
}

/** The cemetery (from the replica) and the municipality (from the stored profile) a generated document names. */
export function useDocumentFacts(): DocumentFacts {
  const espaceId = useEspaceId();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const espace = useLiveQuery(async () => {
    if (!espaceId) return null;
    const row = (await getReplica(espaceId).espaces.get(espaceId)) as unknown as Espace | undefined;
    return row && !row.deletedAt ? { nom: row.nom, adresse: row.adresse, codePostal: row.codePostal, ville: row.ville } : null;
  }, [espaceId]);
  const workspace = findWorkspace(session.profile?.espaces ?? [], espaceId);
  return { espace: espace ?? null, commune: workspace?.societe.commune ?? null };
}
