import { deserialize, serialize } from 'node:v8';

/**
 * A large array crossing to or from a worker thread in chunks: each chunk is structured-cloned (v8.serialize)
 * into a buffer of its own, moved without copy (transfer) and read back a chunk at a time. A worker's input
 * and output are otherwise cloned in one piece on the main thread: for 100,000 register lines or 200,000
 * mutations that is a second or more during which no other request is answered (issue 26). On the main thread
 * pack() and unpack() let other requests run between two chunks; in a worker, packNow() and unpackNow().
 */
export interface Packed {
  chunks: Uint8Array[];
  length: number;
}

/** Items per chunk: a few milliseconds of cloning each. */
export const PACK_CHUNK = 2000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function pack(items: readonly unknown[], per = PACK_CHUNK): Promise<Packed> {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < items.length; i += per) {
    if (i > 0) await nextTurn();
    chunks.push(serialize(items.slice(i, i + per)));
  }
  return { chunks, length: items.length };
}

export function packNow(items: readonly unknown[], per = PACK_CHUNK): Packed {
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < items.length; i += per) chunks.push(serialize(items.slice(i, i + per)));
  return { chunks, length: items.length };
}

/** packNow, letting go of each chunk's items once packed (the array is emptied): the items and their copy are not held whole together. */
export function packNowReleasing(items: unknown[], per = PACK_CHUNK): Packed {
  const chunks: Uint8Array[] = [];
  const length = items.length;
  for (let i = 0; i < length; i += per) {
    chunks.push(serialize(items.slice(i, i + per)));
    items.fill(undefined, i, Math.min(i + per, length));
  }
  items.length = 0;
  return { chunks, length };
}

/**
 * A pack filled an item at a time: every PACK_CHUNK items are cloned into a chunk and let go, so that items
 * made one by one (a plan's lines and mutations) are never held whole beside their copy (issue 26, memory).
 */
export class PackWriter<T> {
  private pending: T[] = [];
  private readonly packed: Packed = { chunks: [], length: 0 };

  constructor(private readonly per = PACK_CHUNK) {}

  push(item: T): void {
    this.pending.push(item);
    this.packed.length += 1;
    if (this.pending.length >= this.per) this.flush();
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.packed.chunks.push(serialize(this.pending));
    this.pending = [];
  }

  /** The pack of every item pushed; the writer is not used afterwards. */
  done(): Packed {
    this.flush();
    return this.packed;
  }
}

/** The items back, a chunk at a time (an array per chunk, in order), each chunk's buffer let go once read. */
export async function* unpackChunks<T, U = T>(packed: Packed, map?: (item: T) => U): AsyncGenerator<U[], void, undefined> {
  for (let i = 0; i < packed.chunks.length; i += 1) {
    if (i > 0) await nextTurn();
    const chunk = deserialize(packed.chunks[i] as Uint8Array) as T[];
    packed.chunks[i] = new Uint8Array(0);
    yield map ? chunk.map(map) : (chunk as unknown as U[]);
  }
}

/** The items back; each chunk's buffer is let go once read (`map`, if given, turns each item as it comes). */
export async function unpack<T, U = T>(packed: Packed, map?: (item: T) => U): Promise<U[]> {
  const out: U[] = [];
  for (let i = 0; i < packed.chunks.length; i += 1) {
    if (i > 0) await nextTurn();
    const chunk = deserialize(packed.chunks[i] as Uint8Array) as T[];
    packed.chunks[i] = new Uint8Array(0);
    for (const item of chunk) out.push(map ? map(item) : (item as unknown as U));
  }
  return out;
}

export function unpackNow<T>(packed: Packed): T[] {
  const out: T[] = [];
  for (const chunk of packed.chunks) for (const item of deserialize(chunk) as T[]) out.push(item);
  return out;
}

/**
 * The items of a pack as a sequence that may be walked again and again, each walk reading one chunk at a time
 * and letting it go before the next (the pack keeps its buffers): a worker reads 100,000 rows twice without
 * ever holding them whole as objects (issue 26, memory).
 */
export function packedItems<T>(packed: Packed): Iterable<T> {
  return {
    *[Symbol.iterator]() {
      for (const chunk of packed.chunks) yield* deserialize(chunk) as T[];
    },
  };
}

/** The buffers of these packs, to move (not copy) them to the other thread. */
export function buffersOf(...packs: Packed[]): ArrayBuffer[] {
  return packs.flatMap((p) => p.chunks.map((c) => c.buffer as ArrayBuffer));
}
