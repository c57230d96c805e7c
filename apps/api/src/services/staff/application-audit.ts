import type { AuditEntry } from '@portal/domain/schemas/staff-applications';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { applicants } from '../../db/schema/lease-transactions.js';
import { users } from '../../db/schema/users.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { staffTransaction } from './application-file.js';

const actors = alias(users, 'actors');
const subjects = alias(users, 'subjects');

const nameOf = (user: { id: number; firstName: string; lastName: string } | null) =>
  user ? { user_id: user.id, name: `${user.firstName} ${user.lastName}` } : null;

/**
 * GET /api/staff/applications/{id}/audit/: what staff did to the application, and every request a staff
 * member made while signed in as one of its people (wormhole sessions), oldest first. Read only.
 */
export async function applicationAudit(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
): Promise<AuditEntry[]> {
  const { transaction } = await staffTransaction(context, session, transactionId);
  const people = await context.db
    .select({ userId: applicants.userId })
    .from(applicants)
    .where(eq(applicants.leaseTransactionId, transaction.id));
  const userIds = people.map((person) => person.userId);
  const rows = await context.db
    .select({
      entry: auditLog,
      actor: { id: actors.id, firstName: actors.firstName, lastName: actors.lastName },
      subject: { id: subjects.id, firstName: subjects.firstName, lastName: subjects.lastName },
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
    .leftJoin(subjects, eq(subjects.id, auditLog.subjectUserId))
    .where(
      or(
        eq(auditLog.transactionId, transaction.id),
        userIds.length ? inArray(auditLog.subjectUserId, userIds) : undefined,
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map(({ entry, actor, subject }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor: nameOf(actor),
    subject: nameOf(subject),
    action: entry.action,
    before: entry.before,
    after: entry.after,
    details: entry.details,
  }));
}
