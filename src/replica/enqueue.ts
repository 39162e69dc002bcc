import { baseOf, decideMutation, permissionError, prepareMutation } from '../domain/mutations';
import type { ReplicaDb } from './db';
import { hasRecordedListeners, notifyEnqueued, notifyRecorded } from './events';
import { mediaRefs } from './media';
import { takeSeq } from './meta';
import { quotaSafe } from './quota';
import { readState, rowsBefore, writeRows } from './rows';
import { ensureShadows } from './shadows';
import type { WrittenRow } from '../domain/templates/hooks';
import type { OutboxEntry } from './types';
import { uuidv7 } from './uuidv7';
import { MutationRefusedError, mutationContext, writeScope, type EnqueueOptions, type MutationRequest } from './writeScope';

export { MutationRefusedError, mutationContext, writeScope, type Actor, type EnqueueOptions, type MutationRequest } from './writeScope';

/**
 * Records what the user did (DESIGN §1, §5), in ONE transaction: validate the args with the catalogue's
 * schema, read the rows, run the same pure `apply` as the server, write the resulting rows (the screen
 * updates at once through live queries), capture `base` as the user saw it, take the next seq of the
 * user's own chain and append to the outbox with the user as its author (only they send it). Either all of it is stored or none: a refusal or a full disk leaves the
 * replica as it was.
 */
export async function enqueue(db: ReplicaDb, request: MutationRequest, options: EnqueueOptions): Promise<OutboxEntry> {
  const prepared = prepareMutation(request.name, request.args);
  if (!prepared.ok) throw new MutationRefusedError(prepared.error);
  const { def, args } = prepared;
  const denied = permissionError(def, options.actor.roles);
  if (denied) throw new MutationRefusedError(denied);
  const now = options.now ?? new Date();
  const ctx = mutationContext(db, options.actor, now);

  let written: WrittenRow[] = [];
  const entry = await quotaSafe(() =>
    db.transaction('rw', writeScope(db), async () => {
      const state = await readState(db, def, args);
      const base = baseOf(def, args, state.row);
      const decision = decideMutation(def, args, base, state, ctx);
      if (decision.status !== 'applied') throw new MutationRefusedError(decision.error);
      await ensureShadows(db, decision.writes);
      // What the post-record steps (template hooks) read, as the server's hooks would (not for a restore point).
      if (hasRecordedListeners() && !def.freeValues) written = await rowsBefore(db, decision.writes);
      const rows = await writeRows(db, decision.writes, ctx.now);
      const outboxEntry: OutboxEntry = {
        id: options.id ?? uuidv7(now.getTime()),
        seq: await takeSeq(db, options.actor.userId),
        name: def.name,
        // The parsed args: defaults filled and text trimmed, exactly what apply saw.
        args,
        base,
        createdAt: ctx.now,
        rows,
        media: mediaRefs(args),
        actor: { userId: options.actor.userId, roles: [...options.actor.roles] },
        author: { userId: options.actor.userId, name: options.actor.name ?? '' },
        takeOver: null,
        status: 'pending',
        attempts: 0,
        lastError: null,
      };
      await db.outbox.add(outboxEntry);
      return outboxEntry;
    }),
  );
  notifyEnqueued(db.espaceId);
  if (written.length > 0) notifyRecorded({ db, entry, written });
  return entry;
}
