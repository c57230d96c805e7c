import type { Clock } from './clock.js';

/**
 * A small per-process cache whose entries live `ttlMs`. Each API instance keeps its own, so a change
 * reaches every instance within the TTL without any shared state.
 */
export class TtlCache<Value> {
  private readonly entries = new Map<string, { value: Value; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  async getOrLoad(key: string, load: () => Promise<Value>): Promise<Value> {
    const now = this.clock.now().getTime();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) return cached.value;
    const value = await load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    return value;
  }
}
