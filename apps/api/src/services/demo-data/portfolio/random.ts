/**
 * A seeded pseudo-random source (mulberry32): the same seed gives the same portfolio on every machine, so
 * two runs of the volume bench measure the same data. Not for anything secret.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Random.pick needs at least one item');
    return item;
  }

  /** One of the keys, each as likely as its weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K {
    const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [key, weight] of weights) {
      roll -= weight;
      if (roll < 0) return key;
    }
    const last = weights.at(-1);
    if (!last) throw new Error('Random.weighted needs at least one weight');
    return last[0];
  }

  /** Lowercase hex digits, for references and keys that look like a provider's. */
  hex(length: number): string {
    let out = '';
    while (out.length < length)
      out += Math.floor(this.next() * 0x1_0000_0000)
        .toString(16)
        .padStart(8, '0');
    return out.slice(0, length);
  }
}
