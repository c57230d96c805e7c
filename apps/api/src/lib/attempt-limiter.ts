import type { PlainCode } from '../messages/message.js';
import { AppError } from './app-error.js';
import type { Clock } from './clock.js';

/** Past this many keys the counts start afresh, so a flood of addresses cannot grow memory for ever. */
const MAX_KEYS = 10_000;

interface AttemptLimits {
  clock: Clock;
  limit: number;
  windowMinutes: number;
  message: PlainCode;
}

/**
 * Counts attempts per key (a client address) in each `windowMinutes`, in this process's memory: enough to
 * slow down guessing at a sandbox, which guards nothing of value across instances.
 */
function createAttemptCounter(options: AttemptLimits) {
  const windows = new Map<string, { count: number; startedAt: number }>();
  const windowMs = options.windowMinutes * 60_000;
  const openWindow = (key: string) => {
    const open = windows.get(key);
    return open && options.clock.now().getTime() - open.startedAt < windowMs ? open : null;
  };
  return {
    assertAllowed(key: string) {
      if ((openWindow(key)?.count ?? 0) >= options.limit) throw new AppError('RateLimited', options.message);
    },
    count(key: string) {
      const current = openWindow(key) ?? { count: 0, startedAt: options.clock.now().getTime() };
      current.count += 1;
      if (windows.size >= MAX_KEYS && !windows.has(key)) windows.clear();
      windows.set(key, current);
    },
  };
}

/** At most `limit` attempts per key in each window, whatever their outcome. */
export function createAttemptLimiter(options: AttemptLimits): (key: string) => void {
  const counter = createAttemptCounter(options);
  return (key) => {
    counter.assertAllowed(key);
    counter.count(key);
  };
}

/**
 * At most `limit` refused attempts per key in each window: guessing is made of refusals, while someone who
 * gets it right at once (a household paying its fees) is never slowed down.
 */
export function createFailureLimiter(options: AttemptLimits) {
  const counter = createAttemptCounter(options);
  return { assertAllowed: counter.assertAllowed, recordFailure: counter.count };
}
