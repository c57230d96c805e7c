/** Every "now" on the server comes from here, so tests can move time (idle expiry, token lifetimes). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
