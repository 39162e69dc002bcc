/** The cemeteries (espaces) a user may enter, grouped by municipality (societe), as GET /api/users/espaces sends them. */
export interface EspaceRef {
  id: string;
  nom: string;
  ville: string | null;
}

export interface SocieteRef {
  id: string;
  nom: string;
  commune: string | null;
}

export interface EspaceGroup {
  societe: SocieteRef;
  espaces: EspaceRef[];
}

export interface Workspace {
  espace: EspaceRef;
  societe: SocieteRef;
}

export function countEspaces(groups: readonly EspaceGroup[]): number {
  return groups.reduce((total, group) => total + group.espaces.length, 0);
}

export function findWorkspace(groups: readonly EspaceGroup[], espaceId: string | null): Workspace | null {
  if (!espaceId) return null;
  for (const group of groups) {
    const espace = group.espaces.find((e) => e.id === espaceId);
    if (espace) return { espace, societe: group.societe };
  }
  return null;
}

/** The single cemetery of a user who has exactly one, so sign-in can skip the chooser (spec 000 §2.2). */
export function onlyWorkspace(groups: readonly EspaceGroup[]): Workspace | null {
  if (countEspaces(groups) !== 1) return null;
  const group = groups.find((g) => g.espaces.length === 1);
  const espace = group?.espaces[0];
  return group && espace ? { espace, societe: group.societe } : null;
}

/** The heading of a municipality in lists: its commune, or its name when the commune is unknown. */
export function communeLabel(societe: SocieteRef): string {
  return societe.commune?.trim() || societe.nom;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

/** Reads the server's list defensively: a malformed entry is dropped rather than breaking sign-in. */
export function parseEspaceGroups(body: unknown): EspaceGroup[] {
  if (!Array.isArray(body)) return [];
  const groups: EspaceGroup[] = [];
  for (const raw of body as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const entry = raw as { societe?: Record<string, unknown>; espaces?: unknown };
    const societeId = text(entry.societe?.id);
    if (!entry.societe || !societeId || !Array.isArray(entry.espaces)) continue;
    const espaces: EspaceRef[] = [];
    for (const e of entry.espaces as unknown[]) {
      if (typeof e !== 'object' || e === null) continue;
      const r = e as Record<string, unknown>;
      const id = text(r.id);
      if (id) espaces.push({ id, nom: text(r.nom) ?? 'Cimetière', ville: text(r.ville) });
    }
    groups.push({
      societe: { id: societeId, nom: text(entry.societe.nom) ?? '', commune: text(entry.societe.commune) },
      espaces,
    });
  }
  return groups;
}
