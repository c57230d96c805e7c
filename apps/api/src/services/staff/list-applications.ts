import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roleByCode } from '@portal/domain/constants/roles';
import {
  STAFF_APPLICATIONS_PAGE_SIZE,
  staffStatusLabel,
} from '@portal/domain/constants/staff-application-list';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import { transactionTypeLabel } from '@portal/domain/constants/transaction-types';
import { encodeListCursor } from '@portal/domain/schemas/list-cursor';
import type {
  StaffApplicationList,
  StaffApplicationListQuery,
} from '@portal/domain/schemas/staff-applications';
import { and, asc, type Column, desc, eq, inArray, min, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { cursorMoment, pastKey } from '../../db/keyset.js';
import { communities } from '../../db/schema/communities.js';
import { applicants, leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import { searchableUnitNumber, units } from '../../db/schema/units.js';
import { searchableText, users } from '../../db/schema/users.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { communitiesOf, findStaffCommunity, requireStaffMember } from './staff-member.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const awaitingDecision = new Set<number>([
  ApplicationStatus.Submitted,
  ApplicationStatus.PendingCriminalReview,
]);
/**
 * Counting stops here: a count past it would read every matching row on every page. Fifty pages is more
 * than anyone pages through; past it the list says "more than 1,000" (docs/decisions/0037).
 */
export const STAFF_APPLICATIONS_COUNT_LIMIT = 1000;
/** Trigrams need three characters: a shorter search matches the start of a name, an e-mail or a unit. */
const TRIGRAM_LENGTH = 3;

const likeLiteral = (q: string) => q.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Somebody on the application whose name or e-mail has the search in it, or the unit number does, each
 * found through a trigram index (users_search_trgm_idx, units_search_trgm_idx) rather than by reading
 * every application: a union of ids, which the planner joins to the list by primary key.
 */
function matchesSearch(q: string): SQL {
  const pattern = q.length < TRIGRAM_LENGTH ? `% ${likeLiteral(q)}%` : `%${likeLiteral(q)}%`;
  return sql`${leaseTransactions.id} in (
    select ${applicants.leaseTransactionId} from ${applicants}
      inner join ${users} on ${users.id} = ${applicants.userId}
      where ${searchableText(users)} ilike ${pattern}
    union
    select ${leaseTransactions.id} from ${leaseTransactions}
      where ${leaseTransactions.unitId} in (
        select ${units.id} from ${units} where ${searchableUnitNumber(units)} ilike ${pattern}))`;
}

type Cursor = NonNullable<StaffApplicationListQuery['after']>;
const newestFirst = [leaseTransactions.createdAt, leaseTransactions.id] as [Column, Column];

/**
 * GET /api/staff/applications/: every application of the staff member's company, newest first, a page
 * at a time. A community of another company is not found, exactly like one that does not exist. A page
 * named by a cursor (`after`, `before`) is one index range however deep; one named by number skips the
 * rows before it.
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
  const cursor: Cursor | undefined = query.after ?? query.before;
  const backwards = query.before !== undefined;
  const page = cursor?.[0] ?? query.page;
  const [found, counted, companyCommunities] = await Promise.all([
    db
      .select({
        transaction: leaseTransactions,
        moment: cursorMoment(leaseTransactions.createdAt),
        slug: communities.slug,
        displayName: communities.displayName,
        unitNumber: units.unitNumber,
        baseRentCents: units.baseRentCents,
      })
      .from(leaseTransactions)
      .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
      .innerJoin(units, eq(units.id, leaseTransactions.unitId))
      .where(
        and(
          where,
          cursor
            ? pastKey(
                newestFirst,
                [cursor[1], cursor[2]],
                backwards ? 'ascending' : 'descending',
                'timestamptz',
              )
            : undefined,
        ),
      )
      .orderBy(
        ...(backwards
          ? [asc(leaseTransactions.createdAt), asc(leaseTransactions.id)]
          : [desc(leaseTransactions.createdAt), desc(leaseTransactions.id)]),
      )
      // One row more than a page says whether another page lies that way.
      .limit(STAFF_APPLICATIONS_PAGE_SIZE + 1)
      .offset(cursor ? 0 : (query.page - 1) * STAFF_APPLICATIONS_PAGE_SIZE),
    countUpToLimit(db, where),
    db
      .select({ slug: communities.slug, display_name: communities.displayName })
      .from(communities)
      .where(communitiesOf(staff))
      .orderBy(asc(communities.displayName)),
  ]);
  const furtherThatWay = found.length > STAFF_APPLICATIONS_PAGE_SIZE;
  const pageRows = found.slice(0, STAFF_APPLICATIONS_PAGE_SIZE);
  const rows = backwards ? pageRows.reverse() : pageRows;
  // Walking back to where nothing is newer is the first page, whatever number the cursor carried.
  const shownPage = backwards && !furtherThatWay ? 1 : page;
  const first = rows[0];
  const last = rows.at(-1);
  const hasNext = backwards ? rows.length > 0 : furtherThatWay;
  const hasPrevious = backwards ? furtherThatWay : shownPage > 1;

  const ids = rows.map((row) => row.transaction.id);
  const [people, submissions] = ids.length
    ? await Promise.all([
        db
          .select({
            transactionId: applicants.leaseTransactionId,
            role: applicants.role,
            firstName: users.firstName,
            lastName: users.lastName,
            language: users.language,
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
    count: Math.min(counted, STAFF_APPLICATIONS_COUNT_LIMIT),
    count_exact: counted <= STAFF_APPLICATIONS_COUNT_LIMIT,
    page: shownPage,
    page_size: STAFF_APPLICATIONS_PAGE_SIZE,
    next: hasNext && last ? encodeListCursor([shownPage + 1, last.moment, last.transaction.id]) : null,
    previous:
      hasPrevious && first && shownPage > 1
        ? encodeListCursor([shownPage - 1, first.moment, first.transaction.id])
        : null,
    results: rows.map(({ transaction, slug, displayName, unitNumber, baseRentCents }) => {
      const submittedAt = submissions.find((row) => row.transactionId === transaction.id)?.at ?? null;
      return {
        id: transaction.id,
        community: { slug, display_name: displayName },
        household: people
          .filter((person) => person.transactionId === transaction.id)
          .flatMap((person) => {
            const role = roleByCode(person.role);
            return role
              ? [
                  {
                    name: `${person.firstName} ${person.lastName}`,
                    role: role.key,
                    language: person.language,
                  },
                ]
              : [];
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

/**
 * How many applications match, counting no further than the limit: a bounded read whatever the
 * company's size, where an exact count would read every matching row. Counted newest first, as the list
 * reads, so it walks the list's own index rather than the table.
 */
async function countUpToLimit(db: AppContext['db'], where: SQL | undefined): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(leaseTransactions)
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .where(where)
    .orderBy(desc(leaseTransactions.createdAt), desc(leaseTransactions.id))
    .limit(STAFF_APPLICATIONS_COUNT_LIMIT + 1)
    .as('matching');
  const [row] = await db.select({ total: sql<number>`cast(count(*) as integer)` }).from(matching);
  return row?.total ?? 0;
}
