import { useEffect } from 'react';

/**
 * Spec part 2: the idle logout comes after 20 minutes, "or 120 minutes under a condition". The condition
 * (decision 0021): while the user works in a frame or window of another page (the e-signature ceremony, an
 * income provider's window), where their typing and scrolling never reach this page's activity listeners.
 * Each such piece holds the longer time-out while it is open.
 */
let holders = 0;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Holds the long idle time-out until the returned release is called (once; later calls do nothing). */
export function holdLongIdle(): () => void {
  holders += 1;
  notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    notify();
  };
}

/** Whether anything holds the long idle time-out now. */
export const longIdleHeld = (): boolean => holders > 0;

/** For useSyncExternalStore: calls `listener` whenever holding starts or stops. */
export function subscribeLongIdle(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Holds the long idle time-out while the calling component is mounted. */
export function useLongIdle(): void {
  useEffect(() => holdLongIdle(), []);
}
