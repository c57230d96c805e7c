import type { Clock } from '../../src/lib/clock.js';

/** A clock the test moves by hand, for idle expiry and token lifetimes. */
export class TestClock implements Clock {
  private current: Date;

  constructor(start = new Date('2026-11-22T15:00:00Z')) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advanceMinutes(minutes: number): void {
    this.current = new Date(this.current.getTime() + minutes * 60_000);
  }
}
