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
 * `count` audit rows about the application: the staff acts its rows record (the decision, the lease sent,
 * the countersignature), each at its moment, then the requests staff made while signed in as its people,
 * which are most of any real audit log.
 */
export function auditRows(generation: Generation, application: GeneratedApplication, count: number) {
  const { ids, out, random } = generation;
  const staff = application.decidedByUserId;
  const acts = application.staffActs.slice(0, count);
  for (const act of acts)
    out.add(auditLog, {
      id: ids.next(auditLog),
      actorUserId: staff,
      subjectUserId: null,
      transactionId: application.transactionId,
      action: act.action,
      details: act.details,
      createdAt: act.at,
    });
  let at = application.createdAt.getTime();
  for (let row = acts.length; row < count; row += 1) {
    at += random.int(1, 240) * MINUTE_MS;
    out.add(auditLog, {
      id: ids.next(auditLog),
      actorUserId: staff,
      subjectUserId: random.pick(application.members).userId,
      transactionId: null,
      action: random.pick(impersonatedRequests),
      details: { status: 200, session_id: random.int(1, 1_000_000) },
      createdAt: new Date(at),
    });
  }
}
