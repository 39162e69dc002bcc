import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer is sent. Mailing in the background keeps the answer to /reset-password equally
 * fast whether or not the address is known (no enumeration by timing). Tests and shutdown await `idle()`.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(label: string, task: () => Promise<void>): void {
    const promise = task()
      .catch((error: unknown) => this.log.error({ err: error, task: label }, 'Tâche de fond en échec'))
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
