import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roleByCode } from '@portal/domain/constants/roles';
import {
  STAFF_APPLICATIONS_PAGE_SIZE,
  staffStatusLabel,
} from '@portal/domain/constants/staff-application-list';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { transactionTypeLabel } from '@portal/domain/constants/transaction-types';
import type {
  StaffApplicationList,
  StaffApplicationListQuery,
} from '@portal/domain/schemas/staff-applications';
import { and, asc, desc, eq, exists, ilike, inArray, min, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { communitiesOf, findStaffCommunity, requireStaffMember } from './staff-member.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const awaitingDecision = new Set<number>([
  ApplicationStatus.Submitted,
  ApplicationStatus.PendingCriminalReview,
]);

/** `q` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Somebody on the application whose name or e-mail contains the search, or the unit number does. */
function matchesSearch(q: string): SQL | undefined {
  const pattern = containing(q);
  return or(
    ilike(units.unitNumber, pattern),
    exists(
      sql`(select 1 from ${applicants} inner join ${users} on ${users.id} = ${applicants.userId}
        where ${applicants.leaseTransactionId} = ${leaseTransactions.id}
        and (${users.firstName} || ' ' || ${users.lastName} ilike ${pattern} or ${users.email} ilike ${pattern}))`,
    ),
  );
}

/**
 * GET /api/staff/applications/: every application of the staff member's company, newest first, a page
 * at a time. A community of another company is not found, exactly like one that does not exist.
 */
export async function listStaffApplications(
  { db, clock }: AppContext,
  session: SignedInSession,
  query: StaffApplicationListQuery,
): Promise<StaffApplicationList> {
  const staff = await requireStaffMember(db, session);
  const community = query.community ? await findStaffCommunity(db, staff, query.community) : undefined;

  const where = and(
    communitiesOf(staff),
    community ? eq(leaseTransactions.communityId, community.id) : undefined,
    query.status === undefined ? undefined : eq(leaseTransactions.status, query.status),
    query.q ? matchesSearch(query.q) : undefined,
  );
  const [rows, companyCommunities] = await Promise.all([
    db
      .select({
        transaction: leaseTransactions,
        slug: communities.slug,
        displayName: communities.displayName,
        unitNumber: units.unitNumber,
        baseRentCents: units.baseRentCents,
        total: sql<number>`cast(count(*) over () as integer)`,
      })
      .from(leaseTransactions)
      .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
      .innerJoin(units, eq(units.id, leaseTransactions.unitId))
      .where(where)
      .orderBy(desc(leaseTransactions.createdAt), desc(leaseTransactions.id))
      .limit(STAFF_APPLICATIONS_PAGE_SIZE)
      .offset((query.page - 1) * STAFF_APPLICATIONS_PAGE_SIZE),
    db
      .select({ slug: communities.slug, display_name: communities.displayName })
      .from(communities)
      .where(communitiesOf(staff))
      .orderBy(asc(communities.displayName)),
  ]);

  const ids = rows.map((row) => row.transaction.id);
  const [people, submissions] = ids.length
    ? await Promise.all([
        db
          .select({
            transactionId: applicants.leaseTransactionId,
            role: applicants.role,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(applicants)
          .innerJoin(users, eq(users.id, applicants.userId))
          .where(inArray(applicants.leaseTransactionId, ids))
          .orderBy(asc(applicants.role), asc(applicants.id)),
        db
          .select({
            transactionId: transactionEvents.leaseTransactionId,
            at: min(transactionEvents.createdAt),
          })
          .from(transactionEvents)
          .where(
            and(
              inArray(transactionEvents.leaseTransactionId, ids),
              eq(transactionEvents.event, TransactionStep.Submitted),
            ),
          )
          .groupBy(transactionEvents.leaseTransactionId),
      ])
    : [[], []];

  const now = clock.now().getTime();
  return {
    communities: companyCommunities,
    count: rows[0]?.total ?? (await countOnEarlierPages(db, where)),
    page: query.page,
    page_size: STAFF_APPLICATIONS_PAGE_SIZE,
    results: rows.map(({ transaction, slug, displayName, unitNumber, baseRentCents }) => {
      const submittedAt = submissions.find((row) => row.transactionId === transaction.id)?.at ?? null;
      return {
        id: transaction.id,
        community: { slug, display_name: displayName },
        household: people
          .filter((person) => person.transactionId === transaction.id)
          .flatMap((person) => {
            const role = roleByCode(person.role);
            return role ? [{ name: `${person.firstName} ${person.lastName}`, role: role.key }] : [];
          }),
        unit: { id: transaction.unitId, unit_number: unitNumber },
        move_in_date: transaction.moveInDate,
        monthly_rent_cents: transaction.quotedRentCents ?? baseRentCents,
        type: transaction.type,
        type_label: transactionTypeLabel(transaction.type) ?? String(transaction.type),
        status: transaction.status,
        status_label: staffStatusLabel(transaction.status) ?? String(transaction.status),
        submitted_at: submittedAt ? new Date(submittedAt).toISOString() : null,
        days_waiting:
          submittedAt && awaitingDecision.has(transaction.status)
            ? Math.floor((now - new Date(submittedAt).getTime()) / DAY_MS)
            : null,
      };
    }),
  };
}

/** A page past the last one is empty but still says how many applications match. */
async function countOnEarlierPages(db: AppContext['db'], where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`cast(count(*) as integer)` })
    .from(leaseTransactions)
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .innerJoin(units, eq(units.id, leaseTransactions.unitId))
    .where(where);
  return row?.total ?? 0;
}
