import { todayIn } from '@portal/domain/dates/calendar-date';
import type { AdminUnit, ScheduledPrice, UnitChange } from '@portal/domain/schemas/admin-units';
import type { UnitDefinition } from '@portal/domain/schemas/community-definition';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { inBatches, ROUND_BATCH_SIZE } from '../../db/in-batches.js';
import { communities } from '../../db/schema/communities.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { leases } from '../../db/schema/leases.js';
import { unitPriceChanges, units } from '../../db/schema/units.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { message, type Text } from '../../messages/message.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { unitDefinitionOf, unitRowOf } from './community-definitions.js';
import { requireSettingsAccess } from './manage-communities.js';
import { recordSettingsChange } from './settings-audit.js';

type UnitRow = typeof units.$inferSelect;

const fieldError = (field: string, text: Text) => new AppError('ValidationError', text, { [field]: [text] });

/** Whether an application or a lease names each of these units: those are never deleted. */
async function unitsInUse(db: Database | DatabaseTransaction, unitIds: number[]): Promise<Set<number>> {
  if (unitIds.length === 0) return new Set();
  const [applied, leased] = await Promise.all([
    db
      .selectDistinct({ unitId: leaseTransactions.unitId })
      .from(leaseTransactions)
      .where(inArray(leaseTransactions.unitId, unitIds)),
    db.selectDistinct({ unitId: leases.unitId }).from(leases).where(inArray(leases.unitId, unitIds)),
  ]);
  return new Set([...applied, ...leased].map((row) => row.unitId));
}

async function describeUnits(db: Database | DatabaseTransaction, rows: UnitRow[]): Promise<AdminUnit[]> {
  const ids = rows.map((unit) => unit.id);
  const [inUse, scheduled] = await Promise.all([
    unitsInUse(db, ids),
    ids.length === 0
      ? []
      : db
          .select()
          .from(unitPriceChanges)
          .where(and(inArray(unitPriceChanges.unitId, ids), isNull(unitPriceChanges.appliedAt)))
          .orderBy(asc(unitPriceChanges.effectiveDate)),
  ]);
  return rows.map((unit) => ({
    ...unitDefinitionOf(unit),
    active: unit.deactivatedAt === null,
    has_applications: inUse.has(unit.id),
    scheduled_prices: scheduled
      .filter((change) => change.unitId === unit.id)
      .map((change) => ({
        id: change.id,
        effective_date: change.effectiveDate,
        base_rent_cents: change.baseRentCents,
      })),
  }));
}

async function unitOf(db: Database | DatabaseTransaction, communityId: number, unitNumber: string) {
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.communityId, communityId), eq(units.unitNumber, unitNumber)));
  if (!unit) throw notFound(message('no_unit_in_community', { unit: unitNumber }));
  return unit;
}

/** GET …/units/: every unit of the community, deactivated ones too, with its price changes ahead. */
export async function listUnits(context: AppContext, session: SignedInSession, slug: string) {
  const { community } = await requireSettingsAccess(context, session, slug);
  const rows = await context.db
    .select()
    .from(units)
    .where(eq(units.communityId, community.id))
    .orderBy(asc(units.unitNumber));
  return { results: await describeUnits(context.db, rows) };
}

/** POST …/units/: a new unit; its number must be new to the community. */
export async function addUnit(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  unit: UnitDefinition,
): Promise<AdminUnit> {
  const { staff, community } = await requireSettingsAccess(context, session, slug);
  return context.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(units)
      .values(unitRowOf(community.id, unit))
      .onConflictDoNothing()
      .returning();
    if (!created) {
      throw fieldError('unit_number', message('unit_exists_edit', { unit: unit.unit_number }));
    }
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: community.id,
      action: 'unit.added',
      after: { ...unit },
    });
    const [described] = await describeUnits(tx, [created]);
    if (!described) throw new Error('The unit just added is missing');
    return described;
  });
}

/** PATCH …/units/{number}/: any field, a new number, or `active` to take it off the market for good. */
export async function changeUnit(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  unitNumber: string,
  change: UnitChange,
): Promise<AdminUnit> {
  const { staff, community } = await requireSettingsAccess(context, session, slug);
  return context.db.transaction(async (tx) => {
    const unit = await unitOf(tx, community.id, unitNumber);
    const active = change.active ?? unit.deactivatedAt === null;
    if (!active && change.available === true) {
      throw fieldError('available', message('unit_deactivated', { unit: unitNumber }));
    }
    const [before] = await describeUnits(tx, [unit]);
    const [changed] = await tx
      .update(units)
      .set({
        unitNumber: change.unit_number ?? unit.unitNumber,
        layout: change.layout ?? unit.layout,
        bedrooms: change.bedrooms ?? unit.bedrooms,
        bathrooms: change.bathrooms ?? unit.bathrooms,
        sqft: change.sqft ?? unit.sqft,
        baseRentCents: change.base_rent_cents ?? unit.baseRentCents,
        availableFrom: change.available_from ?? unit.availableFrom,
        available: active ? (change.available ?? unit.available) : false,
        deactivatedAt: active ? null : (unit.deactivatedAt ?? context.clock.now()),
      })
      .where(eq(units.id, unit.id))
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw fieldError('unit_number', message('unit_exists', { unit: String(change.unit_number) }));
        }
        throw error;
      });
    if (!changed) throw notFound(message('no_unit_in_community', { unit: unitNumber }));
    const [after] = await describeUnits(tx, [changed]);
    if (!before || !after) throw new Error('The unit just changed is missing');
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: community.id,
      action: active ? 'unit.changed' : 'unit.deactivated',
      before: { ...before },
      after: { ...after },
    });
    return after;
  });
}

/** DELETE …/units/{number}/: only a unit no application or lease ever named; others are deactivated. */
export async function deleteUnit(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  unitNumber: string,
): Promise<void> {
  const { staff, community } = await requireSettingsAccess(context, session, slug);
  await context.db.transaction(async (tx) => {
    const unit = await unitOf(tx, community.id, unitNumber);
    if ((await unitsInUse(tx, [unit.id])).size > 0) {
      throw new AppError('Conflict', message('unit_in_use', { unit: unitNumber }));
    }
    await tx.delete(units).where(eq(units.id, unit.id));
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: community.id,
      action: 'unit.deleted',
      before: { unit_number: unit.unitNumber },
    });
  });
}

/** POST …/units/{number}/price-changes/: a rent from a later day (one per day; the same day replaces it). */
export async function schedulePriceChange(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  unitNumber: string,
  price: ScheduledPrice,
): Promise<AdminUnit> {
  const { staff, community } = await requireSettingsAccess(context, session, slug);
  const today = todayIn(community.timezone, context.clock.now());
  if (price.effective_date <= today) {
    throw fieldError('effective_date', message('price_change_after_today', { today }));
  }
  return context.db.transaction(async (tx) => {
    const unit = await unitOf(tx, community.id, unitNumber);
    await tx
      .insert(unitPriceChanges)
      .values({ unitId: unit.id, effectiveDate: price.effective_date, baseRentCents: price.base_rent_cents })
      .onConflictDoUpdate({
        target: [unitPriceChanges.unitId, unitPriceChanges.effectiveDate],
        set: { baseRentCents: price.base_rent_cents, appliedAt: null },
      });
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: community.id,
      action: 'unit.price_scheduled',
      after: { unit_number: unitNumber, ...price },
    });
    const [described] = await describeUnits(tx, [unit]);
    if (!described) throw new Error('The unit is missing');
    return described;
  });
}

/** DELETE …/units/{number}/price-changes/{id}/: a price change that has not taken effect yet. */
export async function cancelPriceChange(
  context: AppContext,
  session: SignedInSession,
  slug: string,
  unitNumber: string,
  changeId: number,
): Promise<void> {
  const { staff, community } = await requireSettingsAccess(context, session, slug);
  await context.db.transaction(async (tx) => {
    const unit = await unitOf(tx, community.id, unitNumber);
    const [cancelled] = await tx
      .delete(unitPriceChanges)
      .where(
        and(
          eq(unitPriceChanges.id, changeId),
          eq(unitPriceChanges.unitId, unit.id),
          isNull(unitPriceChanges.appliedAt),
        ),
      )
      .returning();
    if (!cancelled) throw notFound('price_change_not_scheduled');
    await recordSettingsChange(tx, context, {
      session,
      staff,
      communityId: community.id,
      action: 'unit.price_cancelled',
      before: {
        unit_number: unitNumber,
        effective_date: cancelled.effectiveDate,
        base_rent_cents: cancelled.baseRentCents,
      },
    });
  });
}

/**
 * The price changes whose day has come in their community's time zone become the units' base rents. Run
 * by every instance's background round, a batch of units at a time: each batch locks its units (SKIP
 * LOCKED, so two rounds never work on one unit) and applies all their due changes, the latest winning;
 * `applied_at is null` keeps each change applied once.
 */
export async function applyDuePriceChanges(
  db: Database,
  now: Date,
  batchSize = ROUND_BATCH_SIZE,
): Promise<number> {
  const due = and(
    isNull(unitPriceChanges.appliedAt),
    sql`${unitPriceChanges.effectiveDate} <= (
      select (${now.toISOString()}::timestamptz at time zone ${communities.timezone})::date
      from ${units} join ${communities} on ${communities.id} = ${units.communityId}
      where ${units.id} = ${unitPriceChanges.unitId})`,
  );
  let applied = 0;
  await inBatches(
    db,
    async (tx, limit) => {
      const claimed = await tx
        .select({ id: units.id })
        .from(units)
        .where(
          inArray(
            units.id,
            tx.selectDistinct({ unitId: unitPriceChanges.unitId }).from(unitPriceChanges).where(due),
          ),
        )
        .orderBy(asc(units.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return 0;
      const changes = await tx
        .update(unitPriceChanges)
        .set({ appliedAt: now })
        .where(
          and(
            due,
            inArray(
              unitPriceChanges.unitId,
              claimed.map((unit) => unit.id),
            ),
          ),
        )
        .returning();
      const latest = new Map<number, (typeof changes)[number]>();
      for (const change of changes) {
        const seen = latest.get(change.unitId);
        if (!seen || seen.effectiveDate < change.effectiveDate) latest.set(change.unitId, change);
      }
      for (const change of latest.values()) {
        await tx
          .update(units)
          .set({ baseRentCents: change.baseRentCents })
          .where(eq(units.id, change.unitId));
      }
      applied += latest.size;
      return claimed.length;
    },
    batchSize,
  );
  return applied;
}
