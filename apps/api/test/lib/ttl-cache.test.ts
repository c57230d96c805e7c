import { describe, expect, it } from 'vitest';
import { TtlCache } from '../../src/lib/ttl-cache.js';
import { TestClock } from '../support/test-clock.js';

describe('TtlCache', () => {
  it('serves a loaded value until its time is up, then loads again', async () => {
    const clock = new TestClock();
    const cache = new TtlCache<number>(clock, 10_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await cache.getOrLoad('a', load)).toBe(1);
    expect(await cache.getOrLoad('a', load)).toBe(1);
    clock.advanceMinutes(1);
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('does not cache a failed load', async () => {
    const cache = new TtlCache<number>(new TestClock(), 10_000);
    await expect(cache.getOrLoad('a', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.getOrLoad('a', async () => 7)).toBe(7);
  });

  it('stays bounded', async () => {
    const cache = new TtlCache<number>(new TestClock(), 10_000, 2);
    await cache.getOrLoad('a', async () => 1);
    await cache.getOrLoad('b', async () => 2);
    await cache.getOrLoad('c', async () => 3);
    expect(await cache.getOrLoad('a', async () => 9)).toBe(9);
  });
});
