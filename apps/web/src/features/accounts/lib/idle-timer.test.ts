import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleTimer } from './idle-timer';

const MINUTE = 60_000;

describe('startIdleTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires once after the timeout without activity', () => {
    const onIdle = vi.fn();
    startIdleTimer({ timeoutMs: 20 * MINUTE, onIdle });
    vi.advanceTimersByTime(20 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts the timeout from the latest activity', () => {
    const onIdle = vi.fn();
    const timer = startIdleTimer({ timeoutMs: 20 * MINUTE, onIdle });
    vi.advanceTimersByTime(15 * MINUTE);
    timer.activity();
    vi.advanceTimersByTime(19 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('throttles activity reports', () => {
    const onActivity = vi.fn();
    const timer = startIdleTimer({ timeoutMs: 20 * MINUTE, onIdle: vi.fn(), onActivity, throttleMs: 1000 });
    vi.advanceTimersByTime(1000);
    for (let index = 0; index < 50; index += 1) {
      timer.activity();
      vi.advanceTimersByTime(10);
    }
    expect(onActivity).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    timer.activity();
    expect(onActivity).toHaveBeenCalledTimes(2);
  });

  it('honours activity in another tab', () => {
    const onIdle = vi.fn();
    let shared: number | undefined;
    startIdleTimer({
      timeoutMs: 20 * MINUTE,
      onIdle,
      readSharedActivity: () => shared,
      writeSharedActivity: () => {},
    });
    vi.advanceTimersByTime(10 * MINUTE);
    shared = Date.now();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped', () => {
    const onIdle = vi.fn();
    const timer = startIdleTimer({ timeoutMs: MINUTE, onIdle });
    timer.stop();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('logs out at once when the clock jumps past the deadline (sleep)', () => {
    const onIdle = vi.fn();
    startIdleTimer({ timeoutMs: 20 * MINUTE, onIdle });
    vi.setSystemTime(Date.now() + 3 * 60 * MINUTE);
    vi.advanceTimersByTime(20 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
