import { daysBetween, todayIn } from '@portal/domain/dates/calendar-date';
import { renewalWindow } from '@portal/domain/renewal/renewal-offer';
import type { Lease } from '@portal/domain/schemas/lease';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { leaseTransactions } from '../../db/schema/lease-transactions.js';
import { leaseResidents, leases } from '../../db/schema/leases.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { splitBuildingAddress } from '../transactions/building-address.js';
import type { LeaseRow } from './lease-access.js';

/**
 * The lease a document belongs to: the one its transaction executed (an application, a renewal, a
 * transfer), else the one it changes (a lease revision or document, which executes no lease of its own).
 */
const leaseOfDocument = sql<number | null>`coalesce((
  select l.id from ${leases} l where l.transaction_id = ${leaseTransactions.id}), ${leaseTransactions.leaseId})`;

/**
 * The leases in the spec's shape, read together (a handful of queries however many leases); `viewerId`
 * is the resident reading them (their documents to sign and own choices), null for staff.
 */
export async function describeLeases(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  rows: LeaseRow[],
  viewerId: number | null,
): Promise<Lease[]> {
  if (rows.length === 0) return [];
  const leaseIds = rows.map((row) => row.id);
  const transactionIds = rows.flatMap((row) => (row.transactionId === null ? [] : [row.transactionId]));
  const ofTheseLeases = or(
    inArray(leaseTransactions.leaseId, leaseIds),
    transactionIds.length ? inArray(leaseTransactions.id, transactionIds) : undefined,
  );
  const [communityRows, unitRows, people, documents, toSign] = await Promise.all([
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
        userId: leaseResidents.userId,
        role: leaseResidents.role,
        receiveRenewalReminders: leaseResidents.receiveRenewalReminders,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(leaseResidents)
      .innerJoin(users, eq(users.id, leaseResidents.userId))
      .where(inArray(leaseResidents.leaseId, leaseIds))
      .orderBy(asc(leaseResidents.role), asc(leaseResidents.id)),
    db
      .select({ id: leaseDocuments.id, name: leaseDocuments.name, leaseId: leaseOfDocument })
      .from(leaseDocuments)
      .innerJoin(leaseTransactions, eq(leaseTransactions.id, leaseDocuments.transactionId))
      .where(
        and(ofTheseLeases, eq(leaseDocuments.status, 'executed'), isNotNull(leaseDocuments.sealedFileKey)),
      )
      .orderBy(asc(leaseDocuments.id)),
    viewerId === null
      ? []
      : db
          .select({
            transactionId: leaseDocuments.transactionId,
            name: leaseDocuments.name,
            leaseId: leaseTransactions.leaseId,
          })
          .from(documentSigners)
          .innerJoin(leaseDocuments, eq(leaseDocuments.id, documentSigners.documentId))
          .innerJoin(leaseTransactions, eq(leaseTransactions.id, leaseDocuments.transactionId))
          .where(
            and(
              inArray(leaseTransactions.leaseId, leaseIds),
              eq(documentSigners.userId, viewerId),
              eq(leaseDocuments.status, 'sent'),
              isNull(documentSigners.signedAt),
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
    const onLease = people.filter((person) => person.leaseId === row.id);
    const viewer = onLease.find((person) => person.userId === viewerId);
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
      residents: onLease.map((person) => ({
        name: `${person.firstName} ${person.lastName}`,
        role: person.role,
      })),
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
        .filter((document) => document.leaseId === row.id)
        .map(({ id, name }) => ({ id, name })),
      documents_to_sign: toSign
        .filter((document) => document.leaseId === row.id)
        .map(({ transactionId, name }) => ({ transaction_id: transactionId, name })),
      receive_renewal_reminders: viewer ? viewer.receiveRenewalReminders : null,
      renewal_offer_window_opens_on: renewalWindow({
        lease: row,
        settings: community.settings.renewals,
        today,
      }).opensOn,
    };
  });
}
