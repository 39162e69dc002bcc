import { apiJson } from '../../platform/http';

/** One request made on /register, as GET /api/account-requests returns it (docs/CONTRACTS.md, Auth). */
export interface AccountRequest {
  id: string;
  email: string;
  civilite: string;
  nom: string;
  prenom: string;
  fonction: string | null;
  telephone: string | null;
  commune: string;
  message: string | null;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
}

export type AccountDecision = 'approve' | 'reject';

export function fetchPendingAccountRequests(signal?: AbortSignal): Promise<AccountRequest[]> {
  return apiJson<AccountRequest[]>('/api/account-requests?status=pending', { signal });
}

/**
 * Approve creates the account and mails a link to choose a password; reject only closes the request.
 * A super admin may name the municipality of the new account; otherwise the server matches the commune typed.
 */
export async function decideAccountRequest(id: string, decision: AccountDecision, societeId?: string): Promise<void> {
  const json = decision === 'approve' && societeId ? { societeId } : {};
  await apiJson<unknown>(`/api/account-requests/${encodeURIComponent(id)}/${decision}`, { method: 'POST', json });
}

/** A municipality (client account) a super admin may attach a new account to. */
export interface SocieteChoice {
  id: string;
  nom: string;
  commune: string;
}

/** The municipalities of GET /api/users/espaces (all of them for a super admin). */
export async function fetchSocieteChoices(signal?: AbortSignal): Promise<SocieteChoice[]> {
  const groups = await apiJson<{ societe: SocieteChoice }[]>('/api/users/espaces', { signal });
  return groups.map((g) => g.societe);
}

/** The server's timestamp ('2026-11-22 12:16:45+00' or ISO) as DD/MM/YYYY in the device's time zone. */
export function formatRequestDate(value: string): string {
  const iso = value.trim().replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return value.slice(0, 10).split('-').reverse().join('/');
  return date.toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });
}
