import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { auditLog } from '../../../db/schema/audit-log.js';
import type { GeneratedApplication } from './application-rows.js';
import type { Generation } from './generation.js';

const MINUTE_MS = 60_000;

/** The pages a staff member opens when signed in as an applicant to help them (a wormhole session). */
const impersonatedRequests = [
  'GET /api/transactions/:id/',
  'GET /api/transaction/:id/financial-sources/',
  'GET /api/transactions/:id/fees/',
  'PATCH /api/transactions/:id/',
  'GET /api/session/',
  'POST /api/transaction/:id/financial-sources/',
];

/**
 * `count` audit rows about the application: the staff acts its status implies (the decision, the lease
 * sent, the countersignature), then the requests staff made while signed in as its people, which are
 * most of any real audit log.
 */
export function auditRows(generation: Generation, application: GeneratedApplication, count: number) {
  const { ids, out, random } = generation;
  const staff = application.decidedByUserId;
  const acts: { action: string; details: Record<string, unknown> }[] = [];
  const decided: Partial<Record<number, string>> = {
    [ApplicationStatus.Approved]: 'approve',
    [ApplicationStatus.Completed]: 'approve',
    [ApplicationStatus.ConditionallyApproved]: 'conditionally_approve',
    [ApplicationStatus.Denied]: 'deny',
  };
  const decision = decided[application.status];
  if (decision) acts.push({ action: 'application.decided', details: { decision } });
  if (application.status === ApplicationStatus.Approved || application.status === ApplicationStatus.Completed)
    acts.push({ action: 'lease.sent', details: { documents: 1 } });
  if (application.status === ApplicationStatus.Completed)
    acts.push({ action: 'lease.countersigned', details: { documents: 1 } });
  if (application.status === ApplicationStatus.PendingCriminalReview)
    acts.push({ action: 'criminal_review_letter.sent', details: {} });
  let at = application.createdAt.getTime();
  for (let row = 0; row < count; row += 1) {
    at += random.int(1, 240) * MINUTE_MS;
    const act = acts[row];
    const subject = random.pick(application.members);
    out.add(auditLog, {
      id: ids.next(auditLog),
      actorUserId: staff,
      subjectUserId: act ? null : subject.userId,
      transactionId: act ? application.transactionId : null,
      action: act?.action ?? random.pick(impersonatedRequests),
      details: act?.details ?? { status: 200, session_id: random.int(1, 1_000_000) },
      createdAt: new Date(at),
    });
  }
}
