import { encodeListCursor } from '@portal/domain/schemas/list-cursor';
import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLog,
  type AuditLogQuery,
} from '@portal/domain/schemas/staff-applications';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.js';
import { cursorMoment, pastKey } from '../../db/keyset.js';
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
 * member made while signed in as one of its people (wormhole sessions), oldest first, a page at a time
 * from `after` (a previous reply's `next`). Read only.
 */
export async function applicationAudit(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
  after: AuditLogQuery['after'],
): Promise<AuditLog> {
  const { transaction } = await staffTransaction(context, session, transactionId);
  const people = await context.db
    .select({ userId: applicants.userId })
    .from(applicants)
    .where(eq(applicants.leaseTransactionId, transaction.id));
  const userIds = people.map((person) => person.userId);
  const rows = await context.db
    .select({
      entry: auditLog,
      moment: cursorMoment(auditLog.createdAt),
      actor: { id: actors.id, firstName: actors.firstName, lastName: actors.lastName },
      subject: { id: subjects.id, firstName: subjects.firstName, lastName: subjects.lastName },
    })
    .from(auditLog)
    .leftJoin(actors, eq(actors.id, auditLog.actorUserId))
    .leftJoin(subjects, eq(subjects.id, auditLog.subjectUserId))
    .where(
      and(
        or(
          eq(auditLog.transactionId, transaction.id),
          userIds.length ? inArray(auditLog.subjectUserId, userIds) : undefined,
        ),
        after ? pastKey([auditLog.createdAt, auditLog.id], after, 'ascending', 'timestamptz') : undefined,
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
    .limit(AUDIT_LOG_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_LOG_PAGE_SIZE);
  const last = page.at(-1);
  return {
    results: page.map(({ entry, actor, subject }) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      actor: nameOf(actor),
      subject: nameOf(subject),
      action: entry.action,
      before: entry.before,
      after: entry.after,
      details: entry.details,
    })),
    next: rows.length > AUDIT_LOG_PAGE_SIZE && last ? encodeListCursor([last.moment, last.entry.id]) : null,
  };
}
