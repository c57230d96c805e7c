import type { StaffRole } from '@portal/domain/constants/staff-roles';
import type {
  StaffInvitation,
  StaffMemberChange,
  StaffPeople,
  StaffPerson,
} from '@portal/domain/schemas/staff-people';
import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { Database, DatabaseTransaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { communities } from '../../db/schema/communities.js';
import { oneTimeTokens } from '../../db/schema/one-time-tokens.js';
import { staffMemberCommunities, staffMembers, users } from '../../db/schema/users.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { message } from '../../messages/message.js';
import { publishAfterCommit } from '../realtime/realtime-events.js';
import { revokeUserSessions, type SignedInSession } from '../sessions/sessions.js';
import { sendSetPasswordLink } from './set-password-link.js';
import { assertNoStaffAccount, requireCompanyAdmin } from './staff-member.js';

const ROLE_RANK: Record<StaffRole, number> = { leasing_agent: 0, manager: 1, admin: 2 };

interface Caller {
  session: SignedInSession;
  /** Where links in e-mails point. */
  origin: string;
}

/** The ids of the company's communities the slugs name; one that is not the company's is a 400 naming it. */
async function companyCommunityIds(
  tx: DatabaseTransaction,
  companyId: number,
  slugs: readonly string[],
): Promise<number[]> {
  const wanted = [...new Set(slugs.map((slug) => slug.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ id: communities.id, slug: communities.slug })
    .from(communities)
    .where(and(eq(communities.companyId, companyId), inArray(communities.slug, wanted)));
  const unknown = wanted.filter((slug) => !rows.some((row) => row.slug === slug));
  if (unknown.length > 0) {
    const refusal = message('not_a_company_community', { communities: unknown.join(', ') });
    throw new AppError('ValidationError', refusal, { communities: [refusal] });
  }
  return rows.map((row) => row.id);
}

async function setCommunities(tx: DatabaseTransaction, staffMemberId: number, communityIds: number[]) {
  await tx.delete(staffMemberCommunities).where(eq(staffMemberCommunities.staffMemberId, staffMemberId));
  if (communityIds.length > 0) {
    await tx
      .insert(staffMemberCommunities)
      .values(communityIds.map((communityId) => ({ staffMemberId, communityId })));
  }
}

/** Every person of the company's staff, the active first, by name. */
export async function listStaffPeople(context: AppContext, session: SignedInSession): Promise<StaffPeople> {
  const admin = await requireCompanyAdmin(context.db, session, 'admins_only');
  return { results: await readPeople(context, admin.companyId) };
}

async function readPeople(
  { db, clock }: { db: Database | DatabaseTransaction; clock: Clock },
  companyId: number,
  staffMemberId?: number,
): Promise<StaffPerson[]> {
  const rows = await db
    .select({ member: staffMembers, user: users })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(
      and(
        eq(staffMembers.companyId, companyId),
        staffMemberId === undefined ? undefined : eq(staffMembers.id, staffMemberId),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.member.id);
  const [given, invitations] = await Promise.all([
    db
      .select({
        staffMemberId: staffMemberCommunities.staffMemberId,
        slug: communities.slug,
        display_name: communities.displayName,
      })
      .from(staffMemberCommunities)
      .innerJoin(communities, eq(communities.id, staffMemberCommunities.communityId))
      .where(inArray(staffMemberCommunities.staffMemberId, ids))
      .orderBy(asc(communities.displayName)),
    db
      .select({ userId: oneTimeTokens.userId, expiresAt: oneTimeTokens.expiresAt })
      .from(oneTimeTokens)
      .where(
        and(
          inArray(
            oneTimeTokens.userId,
            rows.map((row) => row.user.id),
          ),
          eq(oneTimeTokens.purpose, 'staff_invitation'),
          isNull(oneTimeTokens.usedAt),
        ),
      )
      .orderBy(desc(oneTimeTokens.expiresAt)),
  ]);
  const now = clock.now();
  return rows.map(({ member, user }) => {
    const invitation = invitations.find((row) => row.userId === user.id);
    const status = member.deactivatedAt ? 'deactivated' : user.passwordHash ? 'active' : 'invited';
    return {
      id: member.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: member.role,
      communities: given
        .filter((row) => row.staffMemberId === member.id)
        .map(({ slug, display_name }) => ({ slug, display_name })),
      can_sign_documents_while_wormholed: member.canSignDocumentsWhileWormholed,
      status,
      invitation_expires_at:
        status === 'invited' && invitation && invitation.expiresAt > now
          ? invitation.expiresAt.toISOString()
          : null,
    };
  });
}

async function readPerson(
  reader: { db: Database | DatabaseTransaction; clock: Clock },
  companyId: number,
  staffMemberId: number,
): Promise<StaffPerson> {
  const [person] = await readPeople(reader, companyId, staffMemberId);
  if (!person) throw notFound('staff_member_not_found');
  return person;
}

/**
 * POST /api/admin/staff/invitations/: a staff account of the admin's company with the role and communities
 * given, and an e-mailed single-use set-password link (7 days). An e-mail that already has a staff account
 * is refused with its name, never a second account.
 */
export async function inviteStaffMember(
  context: AppContext,
  { session, origin }: Caller,
  invited: StaffInvitation,
): Promise<StaffPerson> {
  const admin = await requireCompanyAdmin(context.db, session, 'admins_only');
  const staffMemberId = await context.db.transaction(async (tx) => {
    await assertNoStaffAccount(tx, invited.email, 'email');
    const communityIds =
      invited.role === 'admin' ? [] : await companyCommunityIds(tx, admin.companyId, invited.communities);
    const [user] = await tx
      .insert(users)
      .values({
        email: invited.email,
        firstName: invited.first_name ?? '',
        lastName: invited.last_name ?? '',
      })
      .returning({ id: users.id });
    if (!user) throw new Error('The invited account was not stored');
    const [member] = await tx
      .insert(staffMembers)
      .values({
        userId: user.id,
        companyId: admin.companyId,
        role: invited.role,
        canSignDocumentsWhileWormholed: invited.can_sign_documents_while_wormholed,
      })
      .returning({ id: staffMembers.id });
    if (!member) throw new Error('The invited staff member was not stored');
    await setCommunities(tx, member.id, communityIds);
    await sendSetPasswordLink(tx, context, { userId: user.id, origin });
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      subjectUserId: user.id,
      action: 'staff.invited',
      after: { email: invited.email, role: invited.role, communities: invited.communities },
      createdAt: context.clock.now(),
    });
    return member.id;
  });
  return readPerson(context, admin.companyId, staffMemberId);
}

/** The company's staff member, locked for the change; another company's is not found. */
async function lockMember(tx: DatabaseTransaction, companyId: number, staffMemberId: number) {
  const [row] = await tx
    .select({ member: staffMembers, user: users })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(and(eq(staffMembers.id, staffMemberId), eq(staffMembers.companyId, companyId)))
    .for('update', { of: staffMembers });
  if (!row) throw notFound('staff_member_not_found');
  return row;
}

/** Whether another active admin would remain once this one is no longer one. */
async function anotherActiveAdmin(tx: DatabaseTransaction, companyId: number, staffMemberId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.companyId, companyId),
        eq(staffMembers.role, 'admin'),
        isNull(staffMembers.deactivatedAt),
        ne(staffMembers.id, staffMemberId),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * PATCH /api/admin/staff/{id}/: a new role, communities or signing permission, or (de)activation, audited
 * with before and after. Deactivating ends every session of theirs at once; any change reconnects their
 * sockets, which then join the rooms of their new communities. Nobody removes the company's last active
 * admin or raises their own role.
 */
export async function changeStaffMember(
  context: AppContext,
  { session }: Caller,
  staffMemberId: number,
  wanted: StaffMemberChange,
): Promise<StaffPerson> {
  const admin = await requireCompanyAdmin(context.db, session, 'admins_only');
  await context.db.transaction(async (tx) => {
    const { member, user } = await lockMember(tx, admin.companyId, staffMemberId);
    const role = wanted.role ?? member.role;
    if (member.userId === session.userId && ROLE_RANK[role] > ROLE_RANK[member.role]) {
      throw new AppError('PermissionDenied', 'own_role');
    }
    const stillAdmin = role === 'admin' && wanted.active !== false;
    if (member.role === 'admin' && !member.deactivatedAt && !stillAdmin) {
      if (!(await anotherActiveAdmin(tx, admin.companyId, member.id)))
        throw new AppError('Conflict', 'last_admin');
    }
    const before = await readPerson({ db: tx, clock: context.clock }, admin.companyId, member.id);
    if (role === 'admin') {
      await setCommunities(tx, member.id, []);
    } else if (wanted.communities !== undefined) {
      await setCommunities(tx, member.id, await companyCommunityIds(tx, admin.companyId, wanted.communities));
    }
    if (role !== 'admin') {
      const [given] = await tx
        .select({ n: count() })
        .from(staffMemberCommunities)
        .where(eq(staffMemberCommunities.staffMemberId, member.id));
      if ((given?.n ?? 0) === 0) {
        throw new AppError('ValidationError', 'community_required', {
          communities: ['community_required'],
        });
      }
    }
    const now = context.clock.now();
    const deactivatedAt =
      wanted.active === undefined
        ? member.deactivatedAt
        : wanted.active
          ? null
          : (member.deactivatedAt ?? now);
    await tx
      .update(staffMembers)
      .set({
        role,
        canSignDocumentsWhileWormholed:
          wanted.can_sign_documents_while_wormholed ?? member.canSignDocumentsWhileWormholed,
        deactivatedAt,
      })
      .where(eq(staffMembers.id, member.id));
    if (deactivatedAt && !member.deactivatedAt) await revokeUserSessions(tx, context.clock, user.id);
    else publishAfterCommit(tx, { event: 'force-reconnect', userId: user.id });
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      subjectUserId: user.id,
      action: deactivatedAt && !member.deactivatedAt ? 'staff.deactivated' : 'staff.changed',
      before: {
        role: before.role,
        communities: before.communities.map((c) => c.slug),
        status: before.status,
        can_sign_documents_while_wormholed: before.can_sign_documents_while_wormholed,
      },
      after: { ...wanted },
      createdAt: now,
    });
  });
  return readPerson(context, admin.companyId, staffMemberId);
}

async function lockInvited(tx: DatabaseTransaction, companyId: number, staffMemberId: number) {
  const row = await lockMember(tx, companyId, staffMemberId);
  if (row.user.passwordHash || row.member.deactivatedAt) throw new AppError('Conflict', 'already_active');
  return row;
}

/** Spends every invitation link of the account, so only the newest (if any) works. */
async function spendInvitations(tx: DatabaseTransaction, userId: number, now: Date) {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'staff_invitation'),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** POST /api/admin/staff/{id}/invitation/: a fresh 7-day link; the earlier ones stop working. */
export async function resendInvitation(
  context: AppContext,
  { session, origin }: Caller,
  staffMemberId: number,
): Promise<StaffPerson> {
  const admin = await requireCompanyAdmin(context.db, session, 'admins_only');
  await context.db.transaction(async (tx) => {
    const { user } = await lockInvited(tx, admin.companyId, staffMemberId);
    const now = context.clock.now();
    await spendInvitations(tx, user.id, now);
    await sendSetPasswordLink(tx, context, { userId: user.id, origin });
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      subjectUserId: user.id,
      action: 'staff.invitation_resent',
      createdAt: now,
    });
  });
  return readPerson(context, admin.companyId, staffMemberId);
}

/**
 * DELETE /api/admin/staff/{id}/invitation/: the link stops working and the account, never used, goes
 * (the audit row keeps who was invited and revoked).
 */
export async function revokeInvitation(
  context: AppContext,
  { session }: Caller,
  staffMemberId: number,
): Promise<void> {
  const admin = await requireCompanyAdmin(context.db, session, 'admins_only');
  await context.db.transaction(async (tx) => {
    const { user, member } = await lockInvited(tx, admin.companyId, staffMemberId);
    await tx.insert(auditLog).values({
      actorUserId: session.userId,
      subjectUserId: null,
      action: 'staff.invitation_revoked',
      before: { email: user.email, role: member.role },
      createdAt: context.clock.now(),
    });
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
