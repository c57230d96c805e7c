import type { CommunityDefinition, UnitDefinition } from '@portal/domain/schemas/community-definition';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { communities, communitySlugRedirects, vacateReasons } from '../../db/schema/communities.js';
import { selectedRentalOptions } from '../../db/schema/lease-transactions.js';
import { concessions, fees, leaseTermPrices, rentalOptions } from '../../db/schema/pricing.js';
import { units } from '../../db/schema/units.js';
import { AppError } from '../../lib/app-error.js';
import { message } from '../../messages/message.js';

const toBasisPoints = (percent: number) => Math.round(percent * 100);
const toPercent = (basisPoints: number) => basisPoints / 100;

type CommunityValues = typeof communities.$inferInsert;

export function communityValues(
  definition: CommunityDefinition,
): Omit<CommunityValues, 'companyId' | 'slug'> {
  return {
    displayName: definition.display_name,
    buildingName: definition.building_name,
    normalizedStreetAddress: definition.normalized_street_address,
    contactPhone: definition.contact_phone,
    contactEmail: definition.contact_email ?? null,
    timezone: definition.timezone,
    logo: definition.theme.logo,
    primaryColor: definition.theme.primary_color,
    secondaryColor: definition.theme.secondary_color,
    background: definition.theme.background,
    darkMode: definition.theme.dark_mode,
    settings: { ...definition.settings, renewals: definition.renewals },
    screeningPolicy: definition.screening_policy,
    salesTaxBasisPoints: toBasisPoints(definition.sales_tax_percent),
  };
}

/** A slug free for this community: no other community has it now, and none had it before. */
export async function assertSlugFree(tx: DatabaseTransaction, slug: string, communityId: number | null) {
  const [current] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.slug, slug));
  const [former] = await tx
    .select({ id: communitySlugRedirects.communityId })
    .from(communitySlugRedirects)
    .where(eq(communitySlugRedirects.oldSlug, slug));
  for (const holder of [current, former]) {
    if (holder && holder.id !== communityId) {
      throw new AppError('ValidationError', message('slug_taken', { slug }), {
        slug: [message('slug_taken', { slug })],
      });
    }
  }
}

/**
 * Creates the community the definition describes in the company, or updates the company's community of
 * that slug, inside the caller's transaction: every field, its lease-term prices, units (matched by unit
 * number; none is ever deleted), rental options, fees and concessions (matched by key), and vacate
 * reasons. A rental option a household has chosen stays even when the definition leaves it out.
 */
export async function saveCommunityDefinition(
  tx: DatabaseTransaction,
  companyId: number,
  definition: CommunityDefinition,
  { publishNew }: { publishNew: boolean },
): Promise<{ id: number; slug: string; created: boolean }> {
  const [existing] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(and(eq(communities.slug, definition.slug), eq(communities.companyId, companyId)));
  let communityId = existing?.id;
  if (communityId === undefined) {
    await assertSlugFree(tx, definition.slug, null);
    const [inserted] = await tx
      .insert(communities)
      .values({
        ...communityValues(definition),
        slug: definition.slug,
        companyId,
        published: definition.published ?? publishNew,
      })
      .returning({ id: communities.id });
    if (!inserted) throw new Error(`Community ${definition.slug} was not stored`);
    communityId = inserted.id;
  } else {
    await tx
      .update(communities)
      .set({
        ...communityValues(definition),
        ...(definition.published === undefined ? {} : { published: definition.published }),
      })
      .where(eq(communities.id, communityId));
  }
  await savePrices(tx, communityId, definition);
  await saveUnits(tx, communityId, definition.units);
  return { id: communityId, slug: definition.slug, created: existing === undefined };
}

/** The rows of the community's prices and vacate reasons the definition describes, in its order. */
export function priceRowsOf(communityId: number, definition: CommunityDefinition) {
  return {
    leaseTermPrices: definition.lease_terms_months.map((months) => ({
      communityId,
      months,
      priceAdjustmentBasisPoints: toBasisPoints(
        definition.lease_term_price_adjustment_percent[String(months)] ?? 0,
      ),
    })),
    rentalOptions: definition.rental_options.map((option, position) => ({
      communityId,
      key: option.key,
      category: option.category,
      name: option.name,
      monthlyCents: option.monthly_cents,
      depositCents: option.deposit_cents ?? 0,
      oneTimeCents: option.one_time_cents ?? 0,
      maxQuantity: option.max_quantity,
      includedForBedroomsAtLeast: option.included_quantity_for_bedrooms_at_least?.bedrooms ?? null,
      includedQuantity: option.included_quantity_for_bedrooms_at_least?.quantity ?? 0,
      taxable: option.taxable,
      position,
    })),
    fees: definition.fees.map((fee, position) => ({
      communityId,
      key: fee.key,
      name: fee.name,
      kind: fee.kind,
      category: fee.category ?? null,
      amountCents: fee.amount_cents ?? null,
      amountCentsByBedrooms: fee.amount_cents_by_bedrooms ?? null,
      per: fee.per,
      feeHelpText: fee.fee_help_text ?? null,
      taxable: fee.taxable,
      transactionTypes: fee.transaction_types ?? null,
      itemization: fee.itemization ?? null,
      position,
    })),
    concessions: definition.concessions.map((concession) => ({
      communityId,
      key: concession.key,
      name: concession.name,
      kind: concession.kind,
      amountCents: concession.amount_cents,
      appliesToLeaseTermsMonths: concession.applies_to_lease_terms_months,
    })),
    vacateReasons: definition.vacate_reasons.map((label, position) => ({ communityId, label, position })),
  } satisfies {
    leaseTermPrices: (typeof leaseTermPrices.$inferInsert)[];
    rentalOptions: (typeof rentalOptions.$inferInsert)[];
    fees: (typeof fees.$inferInsert)[];
    concessions: (typeof concessions.$inferInsert)[];
    vacateReasons: (typeof vacateReasons.$inferInsert)[];
  };
}

async function savePrices(tx: DatabaseTransaction, communityId: number, definition: CommunityDefinition) {
  const rows = priceRowsOf(communityId, definition);
  await tx.delete(leaseTermPrices).where(eq(leaseTermPrices.communityId, communityId));
  await tx.insert(leaseTermPrices).values(rows.leaseTermPrices);

  const optionKeys = definition.rental_options.map((option) => option.key);
  const chosen = tx.select({ id: selectedRentalOptions.rentalOptionId }).from(selectedRentalOptions);
  await tx
    .delete(rentalOptions)
    .where(
      and(
        eq(rentalOptions.communityId, communityId),
        optionKeys.length > 0 ? notInArray(rentalOptions.key, optionKeys) : undefined,
        notInArray(rentalOptions.id, chosen),
      ),
    );
  for (const row of rows.rentalOptions) {
    const { communityId: _community, key: _key, ...values } = row;
    await tx
      .insert(rentalOptions)
      .values(row)
      .onConflictDoUpdate({ target: [rentalOptions.communityId, rentalOptions.key], set: values });
  }

  await tx.delete(fees).where(eq(fees.communityId, communityId));
  if (rows.fees.length > 0) await tx.insert(fees).values(rows.fees);
  await tx.delete(concessions).where(eq(concessions.communityId, communityId));
  if (rows.concessions.length > 0) await tx.insert(concessions).values(rows.concessions);
  await tx.delete(vacateReasons).where(eq(vacateReasons.communityId, communityId));
  if (rows.vacateReasons.length > 0) await tx.insert(vacateReasons).values(rows.vacateReasons);
}

type UnitRow = typeof units.$inferSelect;

/** A unit of the fixture's shape as its row. */
export function unitRowOf(communityId: number, unit: UnitDefinition): typeof units.$inferInsert {
  return {
    communityId,
    unitNumber: unit.unit_number,
    layout: unit.layout,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    sqft: unit.sqft,
    baseRentCents: unit.base_rent_cents,
    availableFrom: unit.available_from,
    available: unit.available,
  };
}

/** A unit's row in the fixture's shape. */
export function unitDefinitionOf(unit: UnitRow): UnitDefinition {
  return {
    unit_number: unit.unitNumber,
    layout: unit.layout,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    sqft: unit.sqft,
    base_rent_cents: unit.baseRentCents,
    available_from: unit.availableFrom,
    available: unit.available,
  };
}

/**
 * Units one statement writes: nine parameters each, well under PostgreSQL's 65,535 a statement, which a
 * 10,000-unit CSV in one statement overflows (issue 40).
 */
const UNITS_PER_STATEMENT = 1000;

/** Adds the units not there yet and updates those whose number is; never deletes one. */
export async function saveUnits(
  tx: DatabaseTransaction,
  communityId: number,
  list: CommunityDefinition['units'],
): Promise<{ created: number; updated: number }> {
  let updated = 0;
  for (let start = 0; start < list.length; start += UNITS_PER_STATEMENT) {
    const batch = list.slice(start, start + UNITS_PER_STATEMENT);
    const numbers = batch.map((unit) => unit.unit_number);
    const before = await tx
      .select({ unitNumber: units.unitNumber })
      .from(units)
      .where(and(eq(units.communityId, communityId), inArray(units.unitNumber, numbers)));
    updated += before.length;
    await tx
      .insert(units)
      .values(batch.map((unit) => unitRowOf(communityId, unit)))
      .onConflictDoUpdate({
        target: [units.communityId, units.unitNumber],
        set: {
          layout: sql`excluded.layout`,
          bedrooms: sql`excluded.bedrooms`,
          bathrooms: sql`excluded.bathrooms`,
          sqft: sql`excluded.sqft`,
          baseRentCents: sql`excluded.base_rent_cents`,
          availableFrom: sql`excluded.available_from`,
          // A deactivated unit stays off the market until it is reactivated, whatever a file says.
          available: sql`excluded.available and ${units.deactivatedAt} is null`,
        },
      });
  }
  return { created: list.length - updated, updated };
}

/** The community under the fixture's names: what GET /api/admin/communities/{slug}/export/ answers. */
export async function exportCommunityDefinition(
  db: Database | DatabaseTransaction,
  communityId: number,
): Promise<CommunityDefinition> {
  const [community] = await db.select().from(communities).where(eq(communities.id, communityId));
  if (!community) throw new Error(`Community ${communityId} is missing`);
  const [terms, unitRows, options, feeRows, concessionRows, reasons] = await Promise.all([
    db
      .select()
      .from(leaseTermPrices)
      .where(eq(leaseTermPrices.communityId, communityId))
      .orderBy(asc(leaseTermPrices.months)),
    db.select().from(units).where(eq(units.communityId, communityId)).orderBy(asc(units.unitNumber)),
    db
      .select()
      .from(rentalOptions)
      .where(eq(rentalOptions.communityId, communityId))
      .orderBy(asc(rentalOptions.position)),
    db.select().from(fees).where(eq(fees.communityId, communityId)).orderBy(asc(fees.position)),
    db
      .select()
      .from(concessions)
      .where(eq(concessions.communityId, communityId))
      .orderBy(asc(concessions.id)),
    db
      .select()
      .from(vacateReasons)
      .where(eq(vacateReasons.communityId, communityId))
      .orderBy(asc(vacateReasons.position)),
  ]);
  const { renewals, ...settings } = community.settings;
  if (!renewals || !community.screeningPolicy) {
    throw new AppError('Conflict', 'community_not_set_up');
  }
  return {
    slug: community.slug,
    display_name: community.displayName,
    building_name: community.buildingName,
    normalized_street_address: community.normalizedStreetAddress,
    contact_phone: community.contactPhone,
    ...(community.contactEmail ? { contact_email: community.contactEmail } : {}),
    timezone: community.timezone,
    theme: {
      logo: community.logo,
      primary_color: community.primaryColor,
      secondary_color: community.secondaryColor,
      background: community.background,
      dark_mode: community.darkMode,
    },
    settings,
    lease_terms_months: terms.map((term) => term.months),
    lease_term_price_adjustment_percent: Object.fromEntries(
      terms.map((term) => [String(term.months), toPercent(term.priceAdjustmentBasisPoints)]),
    ),
    units: unitRows.map(unitDefinitionOf),
    rental_options: options.map((option) => ({
      key: option.key,
      category: option.category,
      name: option.name,
      monthly_cents: option.monthlyCents,
      ...(option.depositCents ? { deposit_cents: option.depositCents } : {}),
      ...(option.oneTimeCents ? { one_time_cents: option.oneTimeCents } : {}),
      max_quantity: option.maxQuantity,
      ...(option.includedForBedroomsAtLeast === null
        ? {}
        : {
            included_quantity_for_bedrooms_at_least: {
              bedrooms: option.includedForBedroomsAtLeast,
              quantity: option.includedQuantity,
            },
          }),
      taxable: option.taxable,
    })),
    sales_tax_percent: toPercent(community.salesTaxBasisPoints),
    fees: feeRows.map((fee) => ({
      key: fee.key,
      name: fee.name,
      kind: fee.kind,
      ...(fee.category === null ? {} : { category: fee.category }),
      ...(fee.amountCents === null ? {} : { amount_cents: fee.amountCents }),
      ...(fee.amountCentsByBedrooms === null ? {} : { amount_cents_by_bedrooms: fee.amountCentsByBedrooms }),
      per: fee.per,
      ...(fee.feeHelpText === null ? {} : { fee_help_text: fee.feeHelpText }),
      taxable: fee.taxable,
      ...(fee.transactionTypes === null ? {} : { transaction_types: fee.transactionTypes }),
      ...(fee.itemization === null ? {} : { itemization: fee.itemization }),
    })),
    concessions: concessionRows.map((concession) => ({
      key: concession.key,
      name: concession.name,
      kind: concession.kind,
      amount_cents: concession.amountCents,
      applies_to_lease_terms_months: concession.appliesToLeaseTermsMonths,
    })),
    vacate_reasons: reasons.map((reason) => reason.label),
    screening_policy: community.screeningPolicy,
    renewals,
    published: community.published,
  };
}
