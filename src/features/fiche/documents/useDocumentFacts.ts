import { useLiveQuery } from '../../../replica/useLiveQuery';
import { useMemo, useSyncExternalStore } from 'react';
import type { MairieFacts } from '../../../domain/documents/mairie';
import type { EspaceFacts } from '../../../domain/documents/parties';
import type { Espace } from '../../../domain/entities/espace';
import { getSession, subscribeSession } from '../../../platform/session';
import { findWorkspace } from '../../../platform/workspaces';
import { getReplica } from '../../../replica/db';
import { useEspaceId } from '../../../replica/useEnqueue';
import { useMairie } from '../../compte/useMairie';

export interface DocumentFacts {
  espace: EspaceFacts | null;
  /** The municipality of the account (société), when the cemetery row names no city. */
  commune: string | null;
  /** The town hall as last read on this device (Infos mairie), or null: documents then name no mayor. */
  mairie: MairieFacts | null;
  /** The département typed in Infos mairie, as last read on this device: Alsace-Moselle's rule reads it (src/domain/law). */
  departementMairie: string | null;
}

/** The cemetery (from the replica), the municipality and its town hall (kept on the device) a generated document names. */
export function useDocumentFacts(): DocumentFacts {
  const espaceId = useEspaceId();
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const espace = useLiveQuery(async () => {
    if (!espaceId) return null;
    const row = (await getReplica(espaceId).espaces.get(espaceId)) as unknown as Espace | undefined;
    return row && !row.deletedAt ? { nom: row.nom, adresse: row.adresse, codePostal: row.codePostal, ville: row.ville } : null;
  }, [espaceId]);
  const workspace = findWorkspace(session.profile?.espaces ?? [], espaceId);
  const { cached } = useMairie(session.societeId ?? workspace?.societe.id ?? null);
  const mairie = useMemo(() => (cached ? { mairie: cached.mairie, logo: cached.logo, signature: cached.signature } : null), [cached]);
  return { espace: espace ?? null, commune: cached?.mairie.commune ?? workspace?.societe.commune ?? null, mairie, departementMairie: cached?.mairie.departement ?? null };
}
