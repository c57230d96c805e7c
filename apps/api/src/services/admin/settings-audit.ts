import type { AppContext } from '../../app-context.js';
import type { DatabaseTransaction } from '../../db/client.js';
import { auditLog } from '../../db/schema/audit-log.js';
import type { SignedInSession } from '../sessions/sessions.js';
import type { StaffMemberRow } from '../staff/staff-member.js';

/** One row of a community's change history: who changed it, when, and the fields before and after. */
export async function recordSettingsChange(
  tx: DatabaseTransaction,
  context: AppContext,
  entry: {
    session: SignedInSession;
    staff: StaffMemberRow;
    communityId: number;
    action: string;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.session.userId,
    companyId: entry.staff.companyId,
    communityId: entry.communityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: context.clock.now(),
  });
}
