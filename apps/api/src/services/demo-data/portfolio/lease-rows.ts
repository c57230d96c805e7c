import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { roles } from '@portal/domain/constants/roles';
import { TransactionType } from '@portal/domain/constants/transaction-types';
import { applicants, leaseTransactions } from '../../../db/schema/lease-transactions.js';
import { leaseResidents, leases } from '../../../db/schema/leases.js';
import { vacateNotices } from '../../../db/schema/vacate-notices.js';
import type { GeneratedApplication } from './application-rows.js';
import type { Generation } from './generation.js';
import { streetOf } from './people.js';

const DAY_MS = 86_400_000;
type LeaseStatus = (typeof leases.$inferInsert)['status'];

/** Where a lease stands today; a renewed lease has a successor, current, from its renewal. */
export type LeaseFate = 'current' | 'ended' | 'notice_given' | 'month_to_month' | 'renewed';

/** 'YYYY-MM-DD' plus whole months, less a day: the last day of a term that starts on `start`. */
function termEnd(start: string, months: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * How many days before today the application of a lease with this fate began, so that its term (starting
 * on the move-in, two to six weeks after) is where the fate says: running, ended years ago, ending soon,
 * over and running on month to month, or over and renewed.
 */
export function applicationAgeFor(generation: Generation, fate: LeaseFate, termMonths: number): number {
  const term = Math.round(termMonths * 30.4);
  const { random } = generation;
  const startedAgo = {
    current: () => random.int(15, term - 75),
    ended: () => random.int(term + 60, 4 * 365),
    notice_given: () => term - random.int(20, 60),
    month_to_month: () => term + random.int(10, 200),
    renewed: () => term + random.int(10, 300),
  }[fate]();
  return startedAgo + 45;
}

function leaseRow(
  generation: Generation,
  application: Pick<GeneratedApplication, 'unitId' | 'rentCents'>,
  communityId: number,
  transactionId: number,
  startDate: string,
  months: number,
  status: LeaseStatus,
  createdAt: Date,
) {
  const id = generation.ids.next(leases);
  generation.out.add(leases, {
    id,
    communityId,
    unitId: application.unitId,
    transactionId,
    startDate,
    endDate: termEnd(startDate, months),
    leaseTermMonths: months,
    monthlyRentCents: application.rentCents,
    monthlyItems: [{ name: 'Rent', amount_cents: application.rentCents, tax_cents: 0 }],
    depositsHeldCents: application.rentCents,
    enableSelfServiceRenewals: true,
    status,
    createdAt,
  });
  return id;
}

/** A transaction on the lease (a renewal or a notice to vacate), made by its residents. */
function leaseTransactionRows(
  generation: Generation,
  application: GeneratedApplication,
  communityId: number,
  leaseId: number,
  type: number,
  status: number,
  at: Date,
) {
  const { ids, out } = generation;
  const transactionId = ids.next(leaseTransactions);
  out.add(leaseTransactions, {
    id: transactionId,
    communityId,
    unitId: application.unitId,
    type,
    leaseId,
    status,
    leaseTerm: type === TransactionType.Renewal ? 12 : null,
    quotedAt: at,
    quotedRentCents: application.rentCents,
    createdAt: at,
    updatedAt: at,
  });
  for (const member of residentsOf(application))
    out.add(applicants, {
      id: ids.next(applicants),
      leaseTransactionId: transactionId,
      userId: member.userId,
      role: member.role,
      createdAt: at,
    });
  return transactionId;
}

const residentsOf = (application: GeneratedApplication) =>
  application.members.filter((member) => member.role !== roles.guarantor.code);

function residentRows(generation: Generation, application: GeneratedApplication, leaseId: number) {
  for (const member of residentsOf(application))
    generation.out.add(leaseResidents, {
      id: generation.ids.next(leaseResidents),
      leaseId,
      userId: member.userId,
      role: member.role,
    });
}

/**
 * The lease a completed application executed, its residents, and what became of it: a renewal (its
 * transaction and the new, current lease) or a notice to vacate (its transaction and what it says).
 * Returns how many leases it made.
 */
export function leaseRows(
  generation: Generation,
  application: GeneratedApplication,
  communityId: number,
  fate: LeaseFate,
): number {
  const { random } = generation;
  const months = application.leaseTermMonths;
  const signedAt = new Date(application.createdAt.getTime() + 7 * DAY_MS);
  const leaseId = leaseRow(
    generation,
    application,
    communityId,
    application.transactionId,
    application.moveInDate,
    months,
    fate,
    signedAt,
  );
  residentRows(generation, application, leaseId);
  const end = termEnd(application.moveInDate, months);
  const endsAt = Date.parse(`${end}T00:00:00Z`);
  if (fate === 'renewed') {
    const renewedAt = new Date(endsAt - random.int(30, 90) * DAY_MS);
    const renewalId = leaseTransactionRows(
      generation,
      application,
      communityId,
      leaseId,
      TransactionType.Renewal,
      ApplicationStatus.Completed,
      renewedAt,
    );
    const successor = leaseRow(
      generation,
      application,
      communityId,
      renewalId,
      dayAfter(end),
      12,
      'current',
      renewedAt,
    );
    residentRows(generation, application, successor);
    return 2;
  }
  if (fate === 'notice_given') {
    const givenAt = new Date(endsAt - random.int(60, 90) * DAY_MS);
    const noticeId = leaseTransactionRows(
      generation,
      application,
      communityId,
      leaseId,
      TransactionType.NoticeToVacate,
      ApplicationStatus.Submitted,
      givenAt,
    );
    generation.out.add(vacateNotices, {
      id: generation.ids.next(vacateNotices),
      transactionId: noticeId,
      leaseId,
      moveOutDate: end,
      reasons: [random.pick(['Purchased a home', 'Relocating for work', 'Need more space'])],
      forwardingAddress: {
        address_street: streetOf(random),
        address_line_2: null,
        address_city: 'Austin',
        address_state: 'TX',
        address_postal_code: '78701',
      },
      leaseStatusBefore: 'current',
      givenByUserId: application.members[0]?.userId ?? null,
      createdAt: givenAt,
    });
  }
  return 1;
}
