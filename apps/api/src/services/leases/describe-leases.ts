import { daysBetween, todayIn } from '@portal/domain/dates/calendar-date';
import { renewalWindow } from '@portal/domain/renewal/renewal-offer';
import type { Lease } from '@portal/domain/schemas/lease';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseResidents } from '../../db/schema/leases.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { splitBuildingAddress } from '../transactions/building-address.js';
import type { LeaseRow } from './lease-access.js';

/** The leases in the spec's shape, read together (a handful of queries however many leases). */
export async function describeLeases(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  rows: LeaseRow[],
): Promise<Lease[]> {
  if (rows.length === 0) return [];
  const leaseIds = rows.map((row) => row.id);
  const transactionIds = rows.flatMap((row) => (row.transactionId === null ? [] : [row.transactionId]));
  const [communityRows, unitRows, people, documents] = await Promise.all([
    db
      .select()
      .from(communities)
      .where(inArray(communities.id, [...new Set(rows.map((row) => row.communityId))])),
    db
      .select()
      .from(units)
      .where(inArray(units.id, [...new Set(rows.map((row) => row.unitId))])),
    db
      .select({
        leaseId: leaseResidents.leaseId,
        role: leaseResidents.role,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(leaseResidents)
      .innerJoin(users, eq(users.id, leaseResidents.userId))
      .where(inArray(leaseResidents.leaseId, leaseIds))
      .orderBy(asc(leaseResidents.role), asc(leaseResidents.id)),
    transactionIds.length === 0
      ? []
      : db
          .select({
            id: leaseDocuments.id,
            name: leaseDocuments.name,
            transactionId: leaseDocuments.transactionId,
          })
          .from(leaseDocuments)
          .where(
            and(
              inArray(leaseDocuments.transactionId, transactionIds),
              eq(leaseDocuments.status, 'executed'),
              isNotNull(leaseDocuments.sealedFileKey),
            ),
          )
          .orderBy(asc(leaseDocuments.id)),
  ]);
  const communityById = new Map(communityRows.map((row) => [row.id, row]));
  const unitById = new Map(unitRows.map((row) => [row.id, row]));
  const now = clock.now();
  return rows.map((row) => {
    const community = communityById.get(row.communityId);
    const unit = unitById.get(row.unitId);
    if (!community || !unit) throw new Error(`Lease ${row.id} names a missing community or unit`);
    const today = todayIn(community.timezone, now);
    return {
      id: row.id,
      community: { slug: community.slug, display_name: community.displayName },
      unit: {
        id: unit.id,
        unit_number: unit.unitNumber,
        layout: unit.layout,
        building: {
          name: community.buildingName,
          ...splitBuildingAddress(community.normalizedStreetAddress),
        },
      },
      residents: people
        .filter((person) => person.leaseId === row.id)
        .map((person) => ({ name: `${person.firstName} ${person.lastName}`, role: person.role })),
      lease_start_date: row.startDate,
      lease_end_date: row.endDate,
      lease_term_months: row.leaseTermMonths,
      monthly_rent: row.monthlyRentCents,
      monthly_items: row.monthlyItems.map((item) => ({
        name: item.name,
        amount: item.amount_cents,
        tax: item.tax_cents,
      })),
      total_per_month: row.monthlyItems.reduce((sum, item) => sum + item.amount_cents + item.tax_cents, 0),
      deposits_held: row.depositsHeldCents,
      enable_self_service_renewals: row.enableSelfServiceRenewals,
      status: row.status,
      days_until_end: daysBetween(today, row.endDate) ?? 0,
      documents: documents
        .filter((document) => document.transactionId === row.transactionId)
        .map(({ id, name }) => ({ id, name })),
      renewal_offer_window_opens_on: renewalWindow({
        lease: row,
        settings: community.settings.renewals,
        today,
      }).opensOn,
    };
  });
}
