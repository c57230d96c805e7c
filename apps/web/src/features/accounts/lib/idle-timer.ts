/** Activity closer together than this is recorded once: mouse moves and scrolls fire many events. */
export const ACTIVITY_THROTTLE_MS = 1000;

/** The DOM events that count as the user being there. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
] as const;

export interface IdleTimerOptions {
  timeoutMs: number;
  onIdle: () => void;
  /** Called when an activity is recorded (at most once per throttle interval), e.g. to keep the session alive. */
  onActivity?: (at: number) => void;
  throttleMs?: number;
  /** The latest activity seen by other tabs of the same browser, if shared. */
  readSharedActivity?: () => number | undefined;
  writeSharedActivity?: (at: number) => void;
}

export interface IdleTimer {
  /** Report user activity; cheap enough to call from every event. */
  activity(): void;
  stop(): void;
}

/**
 * Calls `onIdle` once `timeoutMs` passed without activity. Uses one setTimeout at a time and Date.now(),
 * so fake clocks (Vitest, Playwright's page.clock) drive it; when the timer fires it re-checks the
 * latest activity (here or in another tab) and waits again if there was some, so activity itself never
 * touches timers. A laptop waking from sleep fires the overdue timer and logs out at once.
 */
export function startIdleTimer(options: IdleTimerOptions): IdleTimer {
  const { timeoutMs, onIdle, onActivity, readSharedActivity, writeSharedActivity } = options;
  const throttleMs = options.throttleMs ?? ACTIVITY_THROTTLE_MS;
  let lastActivity = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  writeSharedActivity?.(lastActivity);

  const check = () => {
    timer = undefined;
    if (stopped) return;
    const latest = Math.max(lastActivity, readSharedActivity?.() ?? 0);
    const remaining = latest + timeoutMs - Date.now();
    if (remaining <= 0) {
      stopped = true;
      onIdle();
    } else {
      timer = setTimeout(check, remaining);
    }
  };
  timer = setTimeout(check, timeoutMs);

  return {
    activity() {
      if (stopped) return;
      const now = Date.now();
      if (now - lastActivity < throttleMs) return;
      lastActivity = now;
      writeSharedActivity?.(now);
      onActivity?.(now);
    },
    stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
