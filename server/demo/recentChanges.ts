import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { executeMutation } from '../commands/execute';
import type { DemoData } from './types';

/**
 * A few changes of the last days made through the command layer, so that 'Point de restauration' (spec 000
 * §2.10, issue 15) shows a week of work in the demo, in each cemetery of the agent's municipality: the field agent records a state of abandonment and a
 * note two days ago, the administrator settles an invoice yesterday. They are real mutations with their
 * history, so a reviewer can restore and undo them. A change the rules refuse is left out: the demo still opens.
 */
export async function seedRecentChanges(db: Db, data: DemoData, nowMs: number): Promise<number> {
  const agent = data.users.find((u) => u.email === 'agent@demo.fr');
  const admin = data.users.find((u) => u.email === 'admin@demo.fr');
  if (!agent || !admin) return 0;
  let applied = 0;
  for (const cemetery of data.cemeteries.filter((c) => agent.societeIds.includes(c.espace.societeId))) {
    applied += await changesOf(db, cemetery, agent, admin, nowMs);
  }
  return applied;
}

async function changesOf(db: Db, cemetery: DemoData['cemeteries'][number], agent: DemoData['users'][number], admin: DemoData['users'][number], nowMs: number): Promise<number> {
  const current = cemetery.rows.locations.filter((l) => !l.isArchived && !l.deletedAt && l.type === 'Concession');
  const abandon = current.find((l) => l.etatAbandon !== null && l.etatAbandon < 4);
  const invoice = current.find((l) => l.facture === 'non réglée');
  const day = 86_400_000;
  const at = (daysAgo: number, hour: number, minute: number) => {
    const d = new Date(nowMs - daysAgo * day);
    d.setUTCHours(hour - 1, minute, 0, 0);
    return d.getTime();
  };
  const who = (u: { id: string; roles: readonly string[] }) => ({ user: { id: u.id }, actor: { id: u.id }, roles: u.roles });
  const acts: Array<{ by: typeof agent; ms: number; name: string; args: Record<string, unknown>; base: Record<string, unknown> }> = [];
  if (abandon) {
    acts.push({ by: agent, ms: at(2, 10, 15), name: 'location.setEtatAbandon', args: { id: abandon.id, etatAbandon: 4 }, base: { etatAbandon: abandon.etatAbandon } });
    acts.push({ by: agent, ms: at(2, 10, 18), name: 'emplacement.update', args: { id: abandon.emplacementId, notes: 'Stèle fissurée, à surveiller.' }, base: {} });
  }
  if (invoice) acts.push({ by: admin, ms: at(1, 15, 40), name: 'location.setFacture', args: { id: invoice.id, facture: 'réglée' }, base: { facture: 'non réglée' } });
  let applied = 0;
  for (const act of acts) {
    if (act.ms >= nowMs) continue;
    const result = await executeMutation(db, who(act.by), cemetery.espace.id, { id: randomUUID(), name: act.name, args: act.args, base: act.base }, act.ms);
    if (result.status === 'applied') applied += 1;
  }
  return applied;
}
