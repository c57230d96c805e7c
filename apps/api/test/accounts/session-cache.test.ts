import { describe, expect, it } from 'vitest';
import { SESSION_CACHE_TTL_MS, SessionCache } from '../../src/services/sessions/session-cache.js';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 25) + ms);
const row = (id: number, userId: number) => ({ session: { id, userId } });

describe('the per-instance session cache', () => {
  it('answers from what it read for under a second, then reads again', () => {
    const cache = new SessionCache<ReturnType<typeof row>>();
    cache.set('hash-a', row(1, 10), at(0));
    expect(cache.get('hash-a', at(SESSION_CACHE_TTL_MS - 1))).toEqual(row(1, 10));
    expect(cache.get('hash-a', at(SESSION_CACHE_TTL_MS))).toBeUndefined();
    expect(cache.get('hash-a', at(0))).toBeUndefined();
  });

  it('does not trust an entry read "in the future" (a clock set back)', () => {
    const cache = new SessionCache<ReturnType<typeof row>>();
    cache.set('hash-a', row(1, 10), at(5_000));
    expect(cache.get('hash-a', at(0))).toBeUndefined();
  });

  it('forgets the ended sessions only', () => {
    const cache = new SessionCache<ReturnType<typeof row>>();
    cache.set('hash-a', row(1, 10), at(0));
    cache.set('hash-b', row(2, 10), at(0));
    cache.set('hash-c', row(3, 11), at(0));
    cache.forget((session) => session.userId === 10 && session.id !== 2);
    expect(cache.get('hash-a', at(1))).toBeUndefined();
    expect(cache.get('hash-b', at(1))).toEqual(row(2, 10));
    expect(cache.get('hash-c', at(1))).toEqual(row(3, 11));
  });

  it('stays bounded however many sessions pass through it', () => {
    const cache = new SessionCache<ReturnType<typeof row>>();
    for (let id = 0; id < 25_000; id++) cache.set(`hash-${id}`, row(id, id), at(0));
    cache.set('latest', row(-1, -1), at(0));
    expect(cache.get('latest', at(1))).toEqual(row(-1, -1));
    expect(cache.get('hash-0', at(1))).toBeUndefined();
  });
});
