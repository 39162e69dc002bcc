import type { AdminUserRow, AdminUsersPage, NewUserInput, UserSort, UserTab, UserUpdateInput } from '../../domain/users/administration';
import { apiJson } from '../../platform/http';

/** /api/admin/users (docs/CONTRACTS.md, Users administration): the administrators' side of /utilisateurs. */

export interface UsersListQuery {
  tab: UserTab;
  search: string;
  sort: UserSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function fetchUsers(query: UsersListQuery, signal?: AbortSignal): Promise<AdminUsersPage> {
  const params = new URLSearchParams({
    tab: query.tab,
    search: query.search,
    sort: query.sort,
    order: query.order,
    limit: String(query.limit),
    offset: String(query.offset),
  });
  return apiJson<AdminUsersPage>(`/api/admin/users?${params.toString()}`, { signal });
}

export function createUser(input: Partial<NewUserInput> & { username: string }): Promise<AdminUserRow> {
  return apiJson<AdminUserRow>('/api/admin/users', { method: 'POST', json: input });
}

export function updateUser(id: string, input: UserUpdateInput): Promise<AdminUserRow> {
  return apiJson<AdminUserRow>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PUT', json: input });
}

export async function deleteUser(id: string): Promise<void> {
  await apiJson<unknown>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
