import type { Clock } from './clock.js';

/**
 * A small per-process cache whose entries live `ttlMs`, or until `clear()`: each API instance keeps its
 * own, so a change reaches every instance within the TTL without any shared state, and at once where the
 * instance hears of it.
 */
export class TtlCache<Value> {
  private readonly entries = new Map<string, { value: Value; expiresAt: number }>();
  /** Moves on every clear, so a load that began before a change never stores what it read. */
  private generation = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  async getOrLoad(key: string, load: () => Promise<Value>): Promise<Value> {
    const now = this.clock.now().getTime();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    const generation = this.generation;
    const value = await load();
    if (generation !== this.generation) return value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
