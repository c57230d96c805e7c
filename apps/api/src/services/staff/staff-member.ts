import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { staffMemberCommunities, staffMembers, users } from '../../db/schema/users.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { message, type Text } from '../../messages/message.js';
import { type CommunityRow, lookUpCommunity } from '../communities/find-community.js';
import type { SignedInSession } from '../sessions/sessions.js';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

/** The active staff member behind a user account; a deactivated one is nobody's staff any more. */
export async function findStaffMember(
  db: Database | DatabaseTransaction,
  userId: number,
): Promise<StaffMemberRow | undefined> {
  const [staff] = await db
    .select()
    .from(staffMembers)
    .where(and(eq(staffMembers.userId, userId), isNull(staffMembers.deactivatedAt)));
  return staff;
}

/**
 * The staff member behind the session, signed in as themselves (not viewing the portal as a user):
 * everything they reach is then limited to the communities they work in. 403 for anyone else.
 */
export async function requireStaffMember(
  db: Database,
  session: Pick<SignedInSession, 'kind' | 'userId'>,
  text: Text = 'staff_only',
): Promise<StaffMemberRow> {
  const staff = session.kind === 'user' ? await findStaffMember(db, session.userId) : undefined;
  if (!staff) throw new AppError('PermissionDenied', text);
  return staff;
}

/** An admin of their company, signed in as themselves; anyone else gets 403 with `message`. */
export async function requireCompanyAdmin(
  db: Database,
  session: Pick<SignedInSession, 'kind' | 'userId'>,
  text: Text,
): Promise<StaffMemberRow> {
  const staff = await requireStaffMember(db, session, text);
  if (staff.role !== 'admin') throw new AppError('PermissionDenied', text);
  return staff;
}

/** One staff account per e-mail in the installation: a second is refused under `field`, e-mail named. */
export async function assertNoStaffAccount(
  tx: DatabaseTransaction,
  email: string,
  field: string,
): Promise<void> {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.communityId), eq(users.email, email)));
  if (taken) {
    const taken = message('staff_email_taken', { email });
    throw new AppError('ValidationError', taken, { [field]: [taken] });
  }
}

/**
 * The communities a staff member works in, as a condition on `communities`: every community of their
 * company for an admin, the ones they were given for a manager or a leasing agent.
 */
export function communitiesOf(staff: Pick<StaffMemberRow, 'id' | 'companyId' | 'role'>): SQL {
  const ofCompany = eq(communities.companyId, staff.companyId);
  if (staff.role === 'admin') return ofCompany;
  const given = sql`${communities.id} in (select ${staffMemberCommunities.communityId} from ${staffMemberCommunities} where ${staffMemberCommunities.staffMemberId} = ${staff.id})`;
  return and(ofCompany, given) ?? ofCompany;
}

/**
 * The active staff members who work in the community of the row joined as `communities`, as a condition
 * on `staff_members` joined to it.
 */
export function worksInJoinedCommunity(): SQL {
  const given = sql`exists (select 1 from ${staffMemberCommunities} where ${staffMemberCommunities.staffMemberId} = ${staffMembers.id} and ${staffMemberCommunities.communityId} = ${communities.id})`;
  return and(
    eq(staffMembers.companyId, communities.companyId),
    isNull(staffMembers.deactivatedAt),
    or(eq(staffMembers.role, 'admin'), given),
  ) as SQL;
}

/** Whether the staff member works in that community (a community of another company never). */
export async function staffWorksIn(
  db: Database | DatabaseTransaction,
  staff: StaffMemberRow,
  communityId: number,
): Promise<boolean> {
  const [found] = await db
    .select({ id: communities.id })
    .from(communities)
    .where(and(eq(communities.id, communityId), communitiesOf(staff)));
  return found !== undefined;
}

/** The communities a manager or leasing agent was given (an admin's are all of the company's). */
export async function givenCommunityIds(db: Database | DatabaseTransaction, staffMemberId: number) {
  const rows = await db
    .select({ id: staffMemberCommunities.communityId })
    .from(staffMemberCommunities)
    .where(eq(staffMemberCommunities.staffMemberId, staffMemberId));
  return rows.map((row) => row.id);
}

/**
 * A community the staff member works in, published or not, by slug, former slug or id: any other is
 * not found, exactly like one that does not exist.
 */
export async function findStaffCommunity(
  db: Database | DatabaseTransaction,
  staff: Pick<StaffMemberRow, 'id' | 'companyId' | 'role'>,
  slugOrId: string,
): Promise<CommunityRow> {
  const community = await lookUpCommunity(db, slugOrId, communitiesOf(staff));
  if (!community) throw notFound('community_not_found');
  return community;
}
