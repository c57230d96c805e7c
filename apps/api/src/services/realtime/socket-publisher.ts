import { eq, sql } from 'drizzle-orm';
import type { Server } from 'socket.io';
import type { Database } from '../../db/client.js';
import { communities } from '../../db/schema/communities.js';
import { documentSigners, leaseDocuments } from '../../db/schema/lease-documents.js';
import { applicants, leaseTransactions, transactionEvents } from '../../db/schema/lease-transactions.js';
import type { RealtimeChange, RealtimePublisher } from './realtime-events.js';

export const userRoom = (userId: number) => `user:${userId}`;
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
/** A company's admins, who work in every one of its communities, the newest included. */
export const companyAdminsRoom = (companyId: number) => `company-admins:${companyId}`;
/** The managers and leasing agents given a community. */
export const communityStaffRoom = (communityId: number) => `community-staff:${communityId}`;

/**
 * Who hears about a transaction, read when the event is published rather than when a socket connected:
 * someone who joined the household since hears it, someone removed from it no longer does. Its people
 * are everyone on it and every signer of its documents (guests included); its staff, those who work in its
 * community.
 */
async function transactionNow(db: Database, transactionId: number) {
  const [row] = await db
    .select({
      status: leaseTransactions.status,
      companyId: communities.companyId,
      communityId: communities.id,
      userIds: sql<number[]>`array(
        select a.user_id from ${applicants} a where a.lease_transaction_id = ${leaseTransactions.id}
        union
        select s.user_id from ${documentSigners} s join ${leaseDocuments} d on d.id = s.document_id
        where d.transaction_id = ${leaseTransactions.id})`,
      steps: sql<number[]>`array(
        select e.event from ${transactionEvents} e where e.lease_transaction_id = ${leaseTransactions.id}
        group by e.event order by min(e.id))`,
    })
    .from(leaseTransactions)
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .where(eq(leaseTransactions.id, transactionId));
  return row;
}

type TransactionChange = Exclude<RealtimeChange, { event: 'force-reconnect' }>;

/** The event's body as the browser receives it: ids and statuses only, never anyone's personal data. */
function payloadOf(change: TransactionChange, status: number, steps: number[]): Record<string, unknown> {
  switch (change.event) {
    case 'transaction.updated':
      return { transaction_id: change.transactionId, status, steps };
    case 'documents.updated':
      return { transaction_id: change.transactionId, document_id: change.documentId, status: change.status };
    case 'income.report_ready':
      return { transaction_id: change.transactionId, applicant_id: change.applicantId };
    case 'payment.updated':
      return { transaction_id: change.transactionId, payment_id: change.paymentId, status: change.status };
    case 'identity.updated':
      return {
        transaction_id: change.transactionId,
        applicant_id: change.applicantId,
        status: change.status,
      };
  }
}

/** Emits through socket.io: with the Redis adapter, to the sockets of every instance. */
export function createSocketPublisher(
  io: Server,
  db: Database,
  log: { error(details: object, message: string): void },
): RealtimePublisher {
  async function deliver(change: RealtimeChange): Promise<void> {
    if (change.event === 'force-reconnect') {
      const sockets =
        'sessionId' in change
          ? io.in(sessionRoom(change.sessionId))
          : change.exceptSessionId === undefined
            ? io.in(userRoom(change.userId))
            : io.in(userRoom(change.userId)).except(sessionRoom(change.exceptSessionId));
      sockets.emit('force-reconnect');
      sockets.disconnectSockets();
      return;
    }
    const transaction = await transactionNow(db, change.transactionId);
    if (!transaction) return;
    const { status, steps, userIds, companyId, communityId } = transaction;
    if (userIds.length > 0) io.to(userIds.map(userRoom)).emit(change.event, payloadOf(change, status, steps));
    const staffEvent =
      change.event === 'transaction.updated' && change.submitted
        ? 'application.submitted'
        : 'application.updated';
    io.to([companyAdminsRoom(companyId), communityStaffRoom(communityId)]).emit(staffEvent, {
      transaction_id: change.transactionId,
      status,
    });
  }

  return {
    publish(change) {
      deliver(change).catch((error) =>
        log.error({ err: error, event: change.event }, 'realtime publish failed'),
      );
    },
  };
}
