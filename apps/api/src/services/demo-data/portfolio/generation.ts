import type { ScreeningPolicy } from '@portal/domain/schemas/screening-policy';
import type { Place } from './people.js';
import { Random } from './random.js';
import { IdSequence, RowBuffer } from './row-buffer.js';

const DAY_MS = 86_400_000;

/** What every row generator writes with: the seeded randomness, the ids, the buffer and the day it is. */
export interface Generation {
  random: Random;
  ids: IdSequence;
  out: RowBuffer;
  /** Midnight UTC of the day the portfolio is generated: every date is counted from it. */
  today: number;
  /** One argon2id hash of the volume password, shared by every account so hashing costs nothing per row. */
  passwordHash: string;
  /** Makes e-mail addresses unique across the portfolio. */
  nextSerial(): number;
}

/** A new generation from its seed: the same seed and start give the same rows. */
export function startGeneration(options: {
  seed: number;
  idsAfter?: Record<string, number> | undefined;
  today: number;
  passwordHash: string;
}): Generation {
  let serial = 0;
  return {
    random: new Random(options.seed),
    ids: new IdSequence(options.idsAfter),
    out: new RowBuffer(),
    today: options.today,
    passwordHash: options.passwordHash,
    nextSerial: () => ++serial,
  };
}

export interface UnitFacts {
  id: number;
  unitNumber: string;
  bedrooms: number;
  baseRentCents: number;
}

/** A generated community, as the application and lease generators need it. */
export interface CommunityFacts {
  id: number;
  place: Place;
  units: UnitFacts[];
  /** How many of the first units are let: they carry the community's active leases. */
  letUnits: number;
  /** Staff who decide, send and countersign here. */
  staffUserIds: number[];
  applicationFeeCents: number;
  holdingDepositCents: number;
  /** What the staff recommendation weighs here: a decided application's screening is made to agree with it. */
  criteria: DecisionCriteria;
}

export interface DecisionCriteria {
  policy: ScreeningPolicy;
  /** applicant_income_requirements: the household's income is to be this many times the rent. */
  incomeMultiplier: number;
}

/** A moment `days` (may be fractional or negative) from the generation day's midnight. */
export const dayAt = (generation: Pick<Generation, 'today'>, days: number) =>
  new Date(generation.today + days * DAY_MS);

/** The calendar date ('YYYY-MM-DD') `days` from the generation day. */
export const dateAt = (generation: Pick<Generation, 'today'>, days: number) =>
  dayAt(generation, Math.floor(days)).toISOString().slice(0, 10);

/** A moment some hours into the day `days` from today, as people act in the daytime. */
export const daytimeAt = (generation: Generation, days: number) =>
  dayAt(generation, Math.floor(days) + generation.random.int(8 * 60, 20 * 60) / (24 * 60));
