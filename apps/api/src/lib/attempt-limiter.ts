import { AppError } from './app-error.js';
import type { Clock } from './clock.js';

/** Past this many keys the counts start afresh, so a flood of addresses cannot grow memory for ever. */
const MAX_KEYS = 10_000;

/**
 * At most `limit` attempts per key (a client address) in each `windowMinutes`, counted in this process's
 * memory: enough to slow down guessing at a sandbox, which guards nothing of value across instances.
 */
export function createAttemptLimiter(options: {
  clock: Clock;
  limit: number;
  windowMinutes: number;
  message: string;
}): (key: string) => void {
  const windows = new Map<string, { count: number; startedAt: number }>();
  const windowMs = options.windowMinutes * 60_000;
  return (key) => {
    const now = options.clock.now().getTime();
    const open = windows.get(key);
    const current = open && now - open.startedAt < windowMs ? open : { count: 0, startedAt: now };
    current.count += 1;
    if (windows.size >= MAX_KEYS && !windows.has(key)) windows.clear();
    windows.set(key, current);
    if (current.count > options.limit) throw new AppError('RateLimited', options.message);
  };
}
