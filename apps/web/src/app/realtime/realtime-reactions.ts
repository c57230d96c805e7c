import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { RealtimeEvent } from '@portal/domain/constants/realtime-events';

/** What a status change announces to the applicant (keys of `realtime.announcements`). */
const announcementByStatus = {
  [ApplicationStatus.Submitted]: 'submitted',
  [ApplicationStatus.Approved]: 'approved',
  [ApplicationStatus.ConditionallyApproved]: 'conditionallyApproved',
  [ApplicationStatus.Denied]: 'denied',
  [ApplicationStatus.Cancelled]: 'cancelled',
  [ApplicationStatus.Completed]: 'completed',
} as const;
export type Announcement = (typeof announcementByStatus)[keyof typeof announcementByStatus];

export interface RealtimeReaction {
  /** Which cached queries are out of date now. */
  affects(queryKey: readonly unknown[]): boolean;
  transactionId?: number;
  /** The transaction's new status, when the event carries one. */
  status?: number;
}

const STAFF_EVENTS = new Set<string>([RealtimeEvent.ApplicationSubmitted, RealtimeEvent.ApplicationUpdated]);
const TRANSACTION_EVENTS = new Set<string>([
  RealtimeEvent.TransactionUpdated,
  RealtimeEvent.DocumentsUpdated,
  RealtimeEvent.IncomeReportReady,
  RealtimeEvent.PaymentUpdated,
  RealtimeEvent.IdentityUpdated,
]);

/** Events that change what a resident's lease pages show: its signed documents, its renewals and transfers. */
const LEASE_EVENTS = new Set<string>([RealtimeEvent.TransactionUpdated, RealtimeEvent.DocumentsUpdated]);

function numberField(payload: unknown, field: string): number | undefined {
  const value = typeof payload === 'object' && payload !== null ? Reflect.get(payload, field) : undefined;
  return typeof value === 'number' ? value : undefined;
}

/**
 * Turns a realtime event into the queries it makes stale: staff events, the staff pages' queries; every
 * other event, the queries of the transaction it names (their keys hold its id, as a number or a string),
 * and a transaction's or its documents' change the lease pages too (keyed by lease, not by transaction: a
 * lease sealed after its countersignature appears on My Leases without a reload).
 */
export function reactionTo(name: string, payload: unknown): RealtimeReaction | undefined {
  const transactionId = numberField(payload, 'transaction_id');
  if (STAFF_EVENTS.has(name)) return { affects: (key) => key[0] === 'staff' };
  if (!TRANSACTION_EVENTS.has(name) || transactionId === undefined) return undefined;
  const id = String(transactionId);
  const status = name === RealtimeEvent.TransactionUpdated ? numberField(payload, 'status') : undefined;
  const affectsLeases = LEASE_EVENTS.has(name);
  return {
    affects: (key) => (affectsLeases && key[0] === 'leases') || key.some((part) => String(part) === id),
    transactionId,
    ...(status === undefined ? {} : { status }),
  };
}

/** The words for a status the applicant did not have before; none for an unchanged or internal one. */
export function announcementFor(status: number, previous: number | undefined): Announcement | undefined {
  if (status === previous) return undefined;
  return Object.hasOwn(announcementByStatus, status)
    ? announcementByStatus[status as keyof typeof announcementByStatus]
    : undefined;
}
