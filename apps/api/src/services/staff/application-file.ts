import { roleByCode, roles } from '@portal/domain/constants/roles';
import { staffStatusLabel } from '@portal/domain/constants/staff-application-list';
import { todayIn } from '@portal/domain/dates/calendar-date';
import type { StaffApplicant, StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { applicantEmployers } from '../../db/schema/applicant-employers.js';
import { communities } from '../../db/schema/communities.js';
import { financialSources } from '../../db/schema/financial-sources.js';
import { identityVerifications } from '../../db/schema/identity-verifications.js';
import { ownScreeningReports } from '../../db/schema/jurisdictions.js';
import {
  applicants,
  invitees,
  leaseTransactions,
  transactionEvents,
} from '../../db/schema/lease-transactions.js';
import { payments } from '../../db/schema/payments.js';
import { screeningResults, screenings } from '../../db/schema/screenings.js';
import { units } from '../../db/schema/units.js';
import { users } from '../../db/schema/users.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { describeLetters, lettersOf } from '../decision/criminal-review-view.js';
import { identityStatusFrom } from '../identity/identity-status.js';
import { describeFinancialSources } from '../income/describe-financial-sources.js';
import { describeEmployer } from '../income/employers.js';
import { presentOwnReport } from '../jurisdictions/own-reports.js';
import { applicationDay, householdTheLawAllows, submittedAt } from '../jurisdictions/records-left-out.js';
import { lawsOfCommunity } from '../jurisdictions/rule-overrides.js';
import { priceTransaction } from '../payments/payment-breakdown.js';
import { presentScreeningFeeRefunds } from '../refunds/screening-fee-refund-records.js';
import type { SignedInSession } from '../sessions/sessions.js';
import { everyoneHasSigned } from '../signing/signing-progress.js';
import { staffLeaseDocuments } from '../signing/staff-lease-documents.js';
import { unitFacts } from '../units/unit-facts.js';
import { recommendFor } from './recommend-for.js';
import { communitiesOf, requireStaffMember, type StaffMemberRow } from './staff-member.js';

type TransactionRow = typeof leaseTransactions.$inferSelect;
type CommunityRow = typeof communities.$inferSelect;
type UnitRow = typeof units.$inferSelect;

export interface StaffTransaction {
  transaction: TransactionRow;
  community: CommunityRow;
  unit: UnitRow;
  /** Who is asking: what they may do with it follows from their role. */
  staff: StaffMemberRow;
}

/** An application of the staff member's company; any other is not found, exactly like one that does not exist. */
export async function staffTransaction(
  { db }: AppContext,
  session: SignedInSession,
  transactionId: number,
): Promise<StaffTransaction> {
  const staff = await requireStaffMember(db, session);
  const [row] = await db
    .select({ transaction: leaseTransactions, community: communities, unit: units })
    .from(leaseTransactions)
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .innerJoin(units, eq(units.id, leaseTransactions.unitId))
    .where(and(eq(leaseTransactions.id, transactionId), communitiesOf(staff)));
  if (!row) throw notFound('transaction_not_found');
  return { ...row, staff };
}

/** Everyone with an account on the application, and what the leasing team weighs about each. */
async function loadHousehold(context: AppContext, transactionId: number): Promise<StaffApplicant[]> {
  const { db } = context;
  const people = await db
    .select({ applicant: applicants, user: users })
    .from(applicants)
    .innerJoin(users, eq(users.id, applicants.userId))
    .where(eq(applicants.leaseTransactionId, transactionId))
    .orderBy(asc(applicants.role), asc(applicants.id));
  const [events, attempts, screened, results, employers, sources, ownReports] = await Promise.all([
    db
      .select()
      .from(transactionEvents)
      .where(eq(transactionEvents.leaseTransactionId, transactionId))
      .orderBy(asc(transactionEvents.createdAt), asc(transactionEvents.id)),
    db
      .select({ applicantId: identityVerifications.applicantId, status: identityVerifications.status })
      .from(identityVerifications)
      .where(eq(identityVerifications.transactionId, transactionId))
      .orderBy(desc(identityVerifications.createdAt), desc(identityVerifications.id)),
    db.select().from(screenings).where(eq(screenings.transactionId, transactionId)),
    db
      .select({ result: screeningResults })
      .from(screeningResults)
      .innerJoin(screenings, eq(screenings.id, screeningResults.screeningId))
      .where(eq(screenings.transactionId, transactionId))
      .orderBy(asc(screeningResults.category)),
    people.length
      ? db
          .select()
          .from(applicantEmployers)
          .where(
            inArray(
              applicantEmployers.applicantId,
              people.map(({ applicant }) => applicant.id),
            ),
          )
      : [],
    db
      .select()
      .from(financialSources)
      .where(eq(financialSources.transactionId, transactionId))
      .orderBy(asc(financialSources.id)),
    db.select().from(ownScreeningReports).where(eq(ownScreeningReports.transactionId, transactionId)),
  ]);
  const described = await describeFinancialSources(db, sources);

  return people.flatMap(({ applicant, user }) => {
    const role = roleByCode(applicant.role);
    if (!role) return [];
    const screening = screened.find((row) => row.applicantId === applicant.id);
    const employer = employers.find((row) => row.applicantId === applicant.id);
    const ownReport = ownReports.find((row) => row.applicantId === applicant.id);
    return [
      {
        applicant_id: applicant.id,
        name: `${user.firstName} ${user.lastName}`,
        email: user.email,
        role: role.key,
        language: user.language,
        finished_steps: events
          .filter((event) => event.applicantId === applicant.id)
          .map((event) => ({ step: event.event, finished_at: event.createdAt.toISOString() })),
        identity_status: identityStatusFrom(
          attempts.filter((attempt) => attempt.applicantId === applicant.id).map((attempt) => attempt.status),
        ),
        has_access_to_application_link: applicant.hasAccessToApplicationLink,
        screening: screening
          ? {
              screened_at: screening.createdAt.toISOString(),
              tax_id_type: screening.taxIdType as 'ssn' | 'itin' | 'none',
              tax_id_last4: screening.taxIdLast4,
              results: results
                .filter(({ result }) => result.screeningId === screening.id)
                .map(({ result }) => ({
                  category: result.category,
                  outcome: result.outcome as 'clear' | 'review' | 'insufficient',
                  summary: result.summary,
                  credit_score: result.creditScore,
                  record_date: result.recordDate,
                })),
            }
          : null,
        stated_income_cents: applicant.statedIncomeCents,
        stated_assets_cents: applicant.statedAssetsCents,
        employer: employer ? describeEmployer(employer) : null,
        financial_sources: described.filter((_source, index) => sources[index]?.applicantId === applicant.id),
        own_screening_report: ownReport ? presentOwnReport(ownReport) : null,
      },
    ];
  });
}

/** The payment breakdown as the household sees it; none until a move-in date and a term are chosen. */
async function breakdownOf(
  context: AppContext,
  transaction: TransactionRow,
  primary: typeof applicants.$inferSelect,
) {
  try {
    return (await priceTransaction(context, { transaction, applicant: primary })).breakdown;
  } catch (error) {
    if (error instanceof AppError && (error.errorType === 'Conflict' || error.errorType === 'NotFound'))
      return null;
    throw error;
  }
}

/** GET /api/staff/applications/{id}/: the file a leasing agent decides the application from. */
export async function getStaffApplicationFile(
  context: AppContext,
  session: SignedInSession,
  transactionId: number,
): Promise<StaffApplicationFile> {
  const { db, clock } = context;
  const { transaction, community, unit, staff } = await staffTransaction(context, session, transactionId);
  const [loaded, laws, waiting, paid, [primary], letters] = await Promise.all([
    loadHousehold(context, transaction.id),
    lawsOfCommunity(db, community),
    db
      .select()
      .from(invitees)
      .where(and(eq(invitees.leaseTransactionId, transaction.id), isNull(invitees.joinedApplicantId)))
      .orderBy(asc(invitees.id)),
    db
      .select({ payment: payments, firstName: users.firstName, lastName: users.lastName })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(eq(payments.transactionId, transaction.id))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
    db
      .select()
      .from(applicants)
      .where(
        and(
          eq(applicants.leaseTransactionId, transaction.id),
          eq(applicants.role, roles.primary_applicant.code),
        ),
      ),
    lettersOf(context, transaction.id),
  ]);
  const monthlyRent = transaction.quotedRentCents ?? unit.baseRentCents;
  const today = todayIn(community.timezone, clock.now());
  // What the law of the place does not let be considered is left out of the file and the recommendation.
  const { household, leftOut } = householdTheLawAllows(
    laws.rules,
    applicationDay(community.timezone, submittedAt(loaded), clock.now()),
    loaded,
  );
  return {
    id: transaction.id,
    type: transaction.type,
    status: transaction.status,
    status_label: staffStatusLabel(transaction.status) ?? String(transaction.status),
    community: { slug: community.slug, display_name: community.displayName, timezone: community.timezone },
    unit: { ...unitFacts(unit), available: unit.available },
    lease_term: transaction.isMonthToMonth ? 'month_to_month' : transaction.leaseTerm,
    move_in_date: transaction.moveInDate,
    monthly_rent_cents: monthlyRent,
    household,
    invited: waiting.flatMap((invitee) => {
      const role = roleByCode(invitee.role);
      return role
        ? [{ name: `${invitee.firstName} ${invitee.lastName}`, role: role.key, email: invitee.email }]
        : [];
    }),
    payment_breakdown: primary ? await breakdownOf(context, transaction, primary) : null,
    payments: paid.map(({ payment, firstName, lastName }) => ({
      id: payment.id,
      payer_name: `${firstName} ${lastName}`,
      amount_cents: payment.amountCents,
      status: payment.status,
      paid_at: payment.createdAt.toISOString(),
    })),
    screening_fee_refunds: await presentScreeningFeeRefunds(db, transaction.id),
    screening_policy: community.screeningPolicy,
    recommendation: community.screeningPolicy
      ? recommendFor({
          policy: community.screeningPolicy,
          settings: community.settings,
          monthlyRentCents: monthlyRent,
          today,
          household,
        })
      : null,
    records_left_out_by_law: leftOut,
    criminal_reviews: await describeLetters(context, letters, today),
    lease_documents: await staffLeaseDocuments(context.db, transaction.id),
    can_decide: staff.role !== 'leasing_agent',
    can_countersign: staff.role !== 'leasing_agent' && (await everyoneHasSigned(db, transaction.id)),
  };
}
