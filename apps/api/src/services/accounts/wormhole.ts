import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { AppError } from '../../lib/app-error.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { communitiesOf, requireStaffMember } from '../staff/staff-member.js';
import { issueToken } from './one-time-tokens.js';
import { findUserById } from './users.js';

export const WORMHOLE_TOKEN_LIFETIME_MINUTES = 5;

/**
 * Lets a staff member sign in as a user of their own company, to see what the user sees. The token is
 * single-use and short-lived; the session it opens is flagged and every request in it is audited.
 */
export async function createWormholeToken(
  { db, clock }: AppContext,
  staffSession: SignedInSession,
  targetUserId: number,
): Promise<{ token: string; expiresAt: Date; username: string; community: string }> {
  if (staffSession.kind !== 'user') {
    throw new AppError('PermissionDenied', 'impersonation_staff_only');
  }
  const staff = await requireStaffMember(db, staffSession, 'staff_only_impersonate');
  const target = await findUserById(db, targetUserId).catch(() => undefined);
  if (target && target.communityId === null) throw new AppError('PermissionDenied', 'staff_not_impersonable');
  const [targetCommunity] = target?.communityId
    ? await db
        .select()
        .from(communities)
        .where(and(eq(communities.id, target.communityId), communitiesOf(staff)))
    : [];
  // A user outside the communities the staff member works in is answered like one who does not exist.
  if (!target || !targetCommunity) throw new AppError('NotFound', 'user_not_found');
  const { token, expiresAt } = await issueToken(db, clock, {
    purpose: 'wormhole',
    userId: target.id,
    communityId: targetCommunity.id,
    createdByUserId: staffSession.userId,
    lifetimeMinutes: WORMHOLE_TOKEN_LIFETIME_MINUTES,
  });
  return { token, expiresAt, username: target.email, community: targetCommunity.slug };
}
