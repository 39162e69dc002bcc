import { useMemo } from 'react';
import { findWorkspace, type Workspace } from '../../platform/workspaces';
import { useSession } from './useSession';

/** The cemetery the user works in and its municipality, from the stored profile (works offline). */
export function useWorkspace(): Workspace | null {
  const { profile, espaceId } = useSession();
  return useMemo(() => findWorkspace(profile?.espaces ?? [], espaceId), [profile, espaceId]);
}
