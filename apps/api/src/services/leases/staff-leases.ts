import { staffStatusLabel } from '@portal/domain/constants/staff-application-list';
import { STAFF_LEASES_PAGE_SIZE } from '@portal/domain/constants/staff-leases';
import { transactionTypeLabel } from '@portal/domain/constants/transaction-types';
import { daysBetween, todayIn } from '@portal/domain/dates/calendar-date';
import type { Lease } from '@portal/domain/schemas/lease';
import { encodeListCursor } from '@portal/domain/schemas/list-cursor';
import {
  ENDING_SOON_DAYS,
  type StaffLeaseDetail,
  type StaffLeaseFilter,
  type StaffLeaseList,
  type StaffLeaseListQueryParsed,
} from '@portal/domain/schemas/staff-leases';
import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { pastKey } from '../../db/keyset.js';
import { communities } from '../../db/schema/communities.js';
import { leaseResidents, leases } from '../../db/schema/leases.js';
import { rentalOptions } from '../../db/schema/pricing.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { notFound } from '../../lib/app-error.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { everyoneHasSigned } from '../signing/signing-progress.js';
import { staffLeaseDocuments } from '../signing/staff-lease-documents.js';
import {
  communitiesOf,
  findStaffCommunity,
  requireStaffMember,
  type StaffMemberRow,
} from '../staff/staff-member.js';
import { describeLeases } from './describe-leases.js';
import type { LeaseRow } from './lease-access.js';
import { transactionsOnLease } from './lease-transactions.js';

type CommunityRow = typeof communities.$inferSelect;

/** A lease of the staff member's company; any other is not found, exactly like one that does not exist. */
export async function staffLease(
  { db }: Pick<AppContext, 'db'>,
  session: SignedInSession,
  leaseId: number,
): Promise<{ lease: LeaseRow; community: CommunityRow; staff: StaffMemberRow }> {
  const staff = await requireStaffMember(db, session);
  const [row] = await db
    .select({ lease: leases, community: communities })
    .from(leases)
    .innerJoin(communities, eq(communities.id, leases.communityId))
    .where(and(eq(leases.id, leaseId), communitiesOf(staff)));
  if (!row) throw notFound('lease_not_found');
  return { ...row, staff };
}

/**
 * The SQL of a filter; "ending soon" counts days in each community's own time zone, within a range of
 * end dates a day wider on each side, which the leases' end-date indexes serve.
 */
function filterCondition(filter: StaffLeaseFilter, now: Date): SQL | undefined {
  if (filter === 'month_to_month') return eq(leases.status, 'month_to_month');
  if (filter === 'notice_given') return eq(leases.status, 'notice_given');
  if (filter === 'ending_soon') {
    const today = sql`(${now.toISOString()}::timestamptz at time zone ${communities.timezone})::date`;
    const utcToday = sql`(${now.toISOString()}::timestamptz at time zone 'UTC')::date`;
    return and(
      eq(leases.status, 'current'),
      sql`${leases.endDate} between ${utcToday} - 1 and ${utcToday} + ${ENDING_SOON_DAYS + 1}::int`,
      sql`${leases.endDate} >= ${today}`,
      sql`${leases.endDate} <= ${today} + ${ENDING_SOON_DAYS}::int`,
    );
  }
  return undefined;
}

/**
 * GET /api/staff/leases/: the company's leases (in one community when asked), ending first, a page at a
 * time from `after` (a previous reply's `next`), each page one range of an end-date index.
 */
export async function listStaffLeases(
  context: AppContext,
  session: SignedInSession,
  query: StaffLeaseListQueryParsed,
): Promise<StaffLeaseList> {
  const { db, clock } = context;
  const staff = await requireStaffMember(db, session);
  const community = query.community ? await findStaffCommunity(db, staff, query.community) : undefined;
  const found = await db
    .select({ lease: leases, community: communities, unitNumber: units.unitNumber })
    .from(leases)
    .innerJoin(communities, eq(communities.id, leases.communityId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .where(
      and(
        communitiesOf(staff),
        community ? eq(leases.communityId, community.id) : undefined,
        filterCondition(query.filter, clock.now()),
        query.after ? pastKey([leases.endDate, leases.id], query.after, 'ascending', 'date') : undefined,
      ),
    )
    .orderBy(asc(leases.endDate), asc(leases.id))
    .limit(STAFF_LEASES_PAGE_SIZE + 1);
  const rows = found.slice(0, STAFF_LEASES_PAGE_SIZE);
  const last = rows.at(-1)?.lease;
  const people = rows.length
    ? await db
        .select({ leaseId: leaseResidents.leaseId, firstName: users.firstName, lastName: users.lastName })
        .from(leaseResidents)
        .innerJoin(users, eq(users.id, leaseResidents.userId))
        .where(
          inArray(
            leaseResidents.leaseId,
            rows.map((row) => row.lease.id),
          ),
        )
        .orderBy(asc(leaseResidents.role), asc(leaseResidents.id))
    : [];
  const now = clock.now();
  return {
    next: found.length > STAFF_LEASES_PAGE_SIZE && last ? encodeListCursor([last.endDate, last.id]) : null,
    results: rows.map(({ lease, community: place, unitNumber }) => ({
      id: lease.id,
      community: { slug: place.slug, display_name: place.displayName },
      unit_number: unitNumber,
      residents: people
        .filter((person) => person.leaseId === lease.id)
        .map((person) => `${person.firstName} ${person.lastName}`),
      lease_start_date: lease.startDate,
      lease_end_date: lease.endDate,
      monthly_rent: lease.monthlyRentCents,
      status: lease.status,
      days_until_end: daysBetween(todayIn(place.timezone, now), lease.endDate) ?? 0,
    })),
  };
}

/** A lease takes changes while it is in force: not once renewed into a new one, or ended. */
export const takesChanges = (lease: Pick<LeaseRow, 'status'>) =>
  lease.status !== 'renewed' && lease.status !== 'ended';

/** GET /api/staff/leases/{id}/: the lease, its people, its transactions and the options it may add. */
export async function getStaffLease(
  context: AppContext,
  session: SignedInSession,
  leaseId: number,
): Promise<StaffLeaseDetail> {
  const { db } = context;
  const { lease, staff } = await staffLease(context, session, leaseId);
  const [[described], residents, transactions, options] = await Promise.all([
    describeLeases(context, [lease], null) as Promise<Lease[]>,
    db
      .select({ resident: leaseResidents, user: users })
      .from(leaseResidents)
      .innerJoin(users, eq(users.id, leaseResidents.userId))
      .where(eq(leaseResidents.leaseId, lease.id))
      .orderBy(asc(leaseResidents.role), asc(leaseResidents.id)),
    transactionsOnLease(db, lease),
    db
      .select({ id: rentalOptions.id, name: rentalOptions.name, monthly: rentalOptions.monthlyCents })
      .from(rentalOptions)
      .where(and(eq(rentalOptions.communityId, lease.communityId), gt(rentalOptions.monthlyCents, 0)))
      .orderBy(asc(rentalOptions.position)),
  ]);
  if (!described) throw notFound('lease_not_found');
  const isManager = staff.role !== 'leasing_agent';
  return {
    lease: described,
    residents: residents.map(({ resident, user }) => ({
      id: resident.id,
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      role: resident.role,
    })),
    transactions: await Promise.all(
      transactions.map(async ({ transaction, change }) => ({
        id: transaction.id,
        type: transaction.type,
        type_label: transactionTypeLabel(transaction.type) ?? String(transaction.type),
        status: transaction.status,
        status_label: staffStatusLabel(transaction.status) ?? String(transaction.status),
        created_at: transaction.createdAt.toISOString(),
        change: change?.details.description ?? null,
        documents: await staffLeaseDocuments(db, transaction.id),
        can_countersign: change !== null && isManager && (await everyoneHasSigned(db, transaction.id)),
      })),
    ),
    rental_options: options,
    can_send_changes: takesChanges(lease),
  };
}
