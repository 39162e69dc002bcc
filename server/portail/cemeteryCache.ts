/**
 * What the portal keeps in memory per cemetery (issue 30), the most recently used first out of `size`: a value
 * stays while its key (the cemetery's state: change counter, settings, date) is the same, and is built again
 * when it moves. Each server process keeps its own; nothing here is shared state.
 */
export class CemeteryCache<T> {
  private readonly entries = new Map<string, { key: string; value: T }>();

  constructor(private readonly size: number) {}

  async get(espaceId: string, key: string, build: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(espaceId);
    this.entries.delete(espaceId);
    const value = hit && hit.key === key ? hit.value : await build();
    this.entries.set(espaceId, { key, value });
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}
