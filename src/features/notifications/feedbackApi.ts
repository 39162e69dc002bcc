import type { FeedbackInput } from '../../domain/notifications/feedback';
import { apiJson } from '../../platform/http';

/** POST /api/notifications/envoyer-avis (spec 000 §7): answers the spec's thanks. Needs the network. */
export async function sendFeedback(input: FeedbackInput): Promise<string> {
  const answer = await apiJson<{ message: string }>('/api/notifications/envoyer-avis', { method: 'POST', json: input });
  return answer.message;
}
