import type { FetchLike } from '../../src/replica/sync/transport';
import type { ServerProcess } from './cluster';

export interface BalancerOptions {
  /** Share of requests sent to two processes at the same moment (a retry racing the original). */
  race: number;
  /** Called just after a request is sent to a process: the chaos test kills it there. */
  onSent?: (process: ServerProcess, url: string, init: RequestInit) => void;
}

/**
 * A load balancer in front of the processes, as the device's fetch: each request goes to a process drawn at
 * random (no health check: a dead one answers with a connection error, which the device sees as offline).
 * Some requests go to two processes at once and the device gets either answer: the same push decided by
 * two processes concurrently.
 */
export function balancer(processes: readonly ServerProcess[], random: () => number, options: BalancerOptions): FetchLike {
  const send = async (url: string, init: RequestInit): Promise<Response> => {
    const target = processes[Math.floor(random() * processes.length)]!;
    const response = fetch(target.origin + url, init);
    options.onSent?.(target, url, init);
    return response;
  };
  return async (url, init) => {
    if (random() >= options.race) return send(url, init);
    const answers = await Promise.allSettled([send(url, init), send(url, init)]);
    const delivered = answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []));
    const chosen = delivered[Math.floor(random() * delivered.length)];
    // The other answer is read and dropped, so its connection goes back to the pool.
    for (const response of delivered) if (response !== chosen) await response.arrayBuffer().catch(() => undefined);
    if (chosen) return chosen;
    throw (answers[0] as PromiseRejectedResult).reason;
  };
}
