import { ApplicationStatus } from '@portal/domain/constants/application-status';
import { DEFAULT_LANGUAGE } from '@portal/domain/constants/languages';
import { roles } from '@portal/domain/constants/roles';
import { TransactionStep } from '@portal/domain/constants/transaction-steps';
import type { LeaseChangeOutcome, LeaseChangeRequest } from '@portal/domain/schemas/staff-leases';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { auditLog } from '../../db/schema/audit-log.js';
import { companies } from '../../db/schema/companies.js';
import {
  applicants,
  invitees,
  leaseTransactions,
  transactionEvents,
} from '../../db/schema/lease-transactions.js';
import { leaseChanges, leaseResidents } from '../../db/schema/leases.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { AppError } from '../../lib/app-error.js';
import { sendInvite } from '../household/send-invite.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { recordSentDocument, writeLeaseDocument } from '../signing/lease-document-writer.js';
import { type LeaseFacts, premisesOf } from '../signing/lease-facts.js';
import type { LeaseRow } from './lease-access.js';
import { type LeaseChangePlan, type LeaseResidentPerson, planLeaseChange } from './lease-change-plan.js';
import { staffLease, takesChanges } from './staff-leases.js';

type CommunityRow = Awaited<ReturnType<typeof staffLease>>['community'];

/** The lease's residents with their accounts, the primary first. */
async function leaseResidentPeople(
  { db }: Pick<AppContext, 'db'>,
  leaseId: number,
): Promise<LeaseResidentPerson[]> {
  const rows = await db
    .select({ resident: leaseResidents, user: users })
    .from(leaseResidents)
    .innerJoin(users, eq(users.id, leaseResidents.userId))
    .where(eq(leaseResidents.leaseId, leaseId))
    .orderBy(asc(leaseResidents.role), asc(leaseResidents.id));
  return rows.map(({ resident, user }) => ({
    leaseResidentId: resident.id,
    userId: user.id,
    role: resident.role,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    language: user.language,
  }));
}

const signsChanges = (person: { role: number }) =>
  person.role === roles.primary_applicant.code || person.role === roles.co_applicant.code;

/** What a change's document is written from: the lease as it stands, its items as the change leaves them. */
async function changeFacts(
  context: AppContext,
  lease: LeaseRow,
  community: CommunityRow,
  residents: readonly LeaseResidentPerson[],
  plan: LeaseChangePlan,
): Promise<LeaseFacts> {
  const [place] = await context.db
    .select({ unit: units, landlord: companies.name })
    .from(units)
    .innerJoin(companies, eq(companies.id, community.companyId))
    .where(eq(units.id, lease.unitId));
  if (!place) throw new Error(`Lease ${lease.id} has no unit`);
  const monthly = plan.monthlyItems.map((item) => ({
    name: item.name,
    amountCents: item.amount_cents,
    taxCents: item.tax_cents,
  }));
  return {
    reference: `L${lease.id}`,
    community,
    landlord: place.landlord,
    unit: place.unit,
    premises: premisesOf(community, place.unit.unitNumber, DEFAULT_LANGUAGE),
    startDate: lease.startDate,
    endDate: lease.endDate,
    termMonths: lease.leaseTermMonths,
    household: residents.map((person) => ({ ...person, applicantId: null })),
    invited: [],
    options: [],
    renews: null,
    money: {
      monthly,
      monthlyTotalCents: monthly.reduce((sum, line) => sum + line.amountCents + line.taxCents, 0),
      firstMonth: [],
      firstMonthTotalCents: 0,
      deposits: [{ name: 'Deposits held', amountCents: lease.depositsHeldCents, taxCents: 0 }],
      depositsTotalCents: lease.depositsHeldCents,
      oneTimeFees: [],
      oneTimeFeesTotalCents: 0,
      savings: [],
    },
  };
}

/**
 * POST /api/staff/leases/{id}/changes/: a Lease Revision (type 20) or a Lease Document (type 80) sent to
 * the lease's residents to sign. One database transaction: the transaction on the lease (approved, its
 * residents on it as applicants so the Approved screen and the ceremony serve them), what countersigning
 * will do, the document and its signers, the audit record; a new roommate is then invited as an
 * application invites people. The PDF is written first, so no connection waits on it.
 */
export async function sendLeaseChange(
  context: AppContext,
  session: SignedInSession,
  leaseId: number,
  request: LeaseChangeRequest,
  origin: string,
): Promise<LeaseChangeOutcome> {
  const { db, clock } = context;
  const { lease, community } = await staffLease(context, session, leaseId);
  if (!takesChanges(lease)) throw new AppError('Conflict', 'lease_not_in_force');
  const residents = await leaseResidentPeople(context, lease.id);
  const plan = await planLeaseChange(context, lease, community, residents, request);
  const facts = await changeFacts(context, lease, community, residents, plan);
  const signers = facts.household.filter(signsChanges);
  const written = await writeLeaseDocument(
    context,
    facts,
    {
      documentType: plan.documentType,
      name: plan.name,
      signers,
      change: { description: plan.details.description, terms: plan.terms },
    },
    1,
  );
  const now = clock.now();
  try {
    const { outcome, invite } = await db.transaction(async (tx) => {
      const [transaction] = await tx
        .insert(leaseTransactions)
        .values({
          communityId: lease.communityId,
          unitId: lease.unitId,
          type: plan.type,
          leaseId: lease.id,
          status: ApplicationStatus.Approved,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!transaction) throw new Error('The lease change was not stored');
      const people = await tx
        .insert(applicants)
        .values(
          residents.map((person) => ({
            leaseTransactionId: transaction.id,
            userId: person.userId,
            role: person.role,
            createdAt: now,
          })),
        )
        .returning();
      // The approval starts the signing round the Approved screen and the status pages read.
      await tx.insert(transactionEvents).values({
        leaseTransactionId: transaction.id,
        applicantId: null,
        event: TransactionStep.Approved,
        createdAt: now,
      });
      const applicantOf = (userId: number | null) => people.find((row) => row.userId === userId) ?? null;
      const primary = people.find((row) => row.role === roles.primary_applicant.code) ?? people[0];
      const [roommate] =
        plan.roommate && primary
          ? await tx
              .insert(invitees)
              .values({
                leaseTransactionId: transaction.id,
                role: roles.co_applicant.code,
                ...plan.roommate,
                invitedByApplicantId: primary.id,
                invitedAt: now,
                createdAt: now,
              })
              .returning()
          : [];
      await tx.insert(leaseChanges).values({
        transactionId: transaction.id,
        leaseId: lease.id,
        kind: plan.kind,
        details: roommate ? { ...plan.details, invitee_id: roommate.id } : plan.details,
        createdAt: now,
      });
      const withApplicants = {
        ...written,
        plan: {
          ...written.plan,
          signers: written.plan.signers.map((person) => ({
            ...person,
            applicantId: applicantOf(person.userId)?.id ?? null,
          })),
        },
      };
      const { document } = await recordSentDocument(
        tx,
        context,
        transaction.id,
        withApplicants,
        session.userId,
      );
      await tx.insert(auditLog).values({
        actorUserId: session.userId,
        transactionId: transaction.id,
        action: 'lease_change.sent',
        details: {
          lease_id: lease.id,
          type: plan.type,
          kind: plan.kind,
          change: plan.details.description,
          document_id: document.id,
        },
        createdAt: now,
      });
      return {
        outcome: {
          transaction_id: transaction.id,
          type: plan.type,
          documents: [{ id: document.id, name: document.name }],
        },
        invite: roommate && primary ? { transaction, applicant: primary, invitee: roommate } : null,
      };
    });
    if (invite) await sendInvite(context, invite, invite.invitee, origin);
    return outcome;
  } catch (error) {
    await context.fileStore.remove(written.key);
    throw error;
  }
}
