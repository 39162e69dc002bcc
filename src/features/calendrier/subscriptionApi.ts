import { apiJson } from '../../platform/http';

export interface FeedState {
  actif: boolean;
  createdAt: string | null;
}

/** GET /api/calendrier/abonnement: whether the user has a live link for the cemetery. Needs the network. */
export const feedState = (espaceId: string) => apiJson<FeedState>(`/api/calendrier/abonnement?espace=${encodeURIComponent(espaceId)}`);

/** POST /api/calendrier/abonnement: a new link, which replaces the previous one. */
export const newFeed = (espaceId: string) => apiJson<{ url: string; createdAt: string }>('/api/calendrier/abonnement', { method: 'POST', json: { espaceId } });

/** DELETE /api/calendrier/abonnement: the link stops working at once. */
export const revokeFeed = (espaceId: string) => apiJson<{ message: string }>(`/api/calendrier/abonnement?espace=${encodeURIComponent(espaceId)}`, { method: 'DELETE' });
