import { PaymentMethodKind } from '@portal/domain/constants/payment-method-kinds';
import { roles } from '@portal/domain/constants/roles';
import { TermsType } from '@portal/domain/constants/terms-types';
import type { UnitSecurityPaymentChoice } from '@portal/domain/pricing/deposit-alternative';
import {
  type DueItem,
  dueAtApplication,
  householdDueAtApplication,
  sumDue,
} from '@portal/domain/pricing/due-at-application';
import type { PaymentBreakdown } from '@portal/domain/pricing/payment-breakdown';
import type { PaymentOptions } from '@portal/domain/schemas/payment-options';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { companies } from '../../db/schema/companies.js';
import { hasAcceptedCurrentTerms } from '../documents/terms-acceptances.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';
import { type FeesPaidSoFar, feesPaidSoFar } from './fees-paid-so-far.js';
import { priceTransaction } from './payment-breakdown.js';

/** Whether the company of the community takes bank (ACH) payments from applicants. */
export async function acceptsAch({ db }: AppContext, communityId: number): Promise<boolean> {
  const [row] = await db
    .select({ accepts: companies.acceptAchPaymentsFromApplicants })
    .from(communities)
    .innerJoin(companies, eq(companies.id, communities.companyId))
    .where(eq(communities.id, communityId));
  return row?.accepts ?? false;
}

export interface DueAtApplication {
  breakdown: PaymentBreakdown;
  /** What the caller owes at the Fees & Deposits step, before anything they paid. */
  items: DueItem[];
  paid: FeesPaidSoFar;
  /** What the caller still pays now, in cents. */
  balance: number;
  householdTotal: number;
  acceptsAch: boolean;
  securityPaymentChoice: UnitSecurityPaymentChoice | null;
}

/** The caller's share of the Fees & Deposits step, priced by the breakdown engine, less what they paid. */
export async function loadDueAtApplication(
  context: AppContext,
  access: TransactionAccess,
): Promise<DueAtApplication> {
  const { transaction, applicant } = access;
  const [{ breakdown, securityPaymentChoice }, ach, paid] = await Promise.all([
    priceTransaction(context, access),
    acceptsAch(context, transaction.communityId),
    feesPaidSoFar(context, { transactionId: transaction.id, applicantId: applicant.id }),
  ]);
  const items = dueAtApplication(breakdown, {
    applicantId: applicant.id,
    isPrimary: applicant.role === roles.primary_applicant.code,
  });
  return {
    breakdown,
    items,
    paid,
    balance: Math.max(0, sumDue(items) - paid.applicant),
    householdTotal: householdDueAtApplication(breakdown),
    acceptsAch: ach,
    securityPaymentChoice,
  };
}

/** GET /api/transaction/{id}/payment-options/: how the caller may pay and what they owe now. */
export async function getPaymentOptions(
  context: AppContext,
  access: TransactionAccess,
): Promise<PaymentOptions> {
  const [due, termsAccepted] = await Promise.all([
    loadDueAtApplication(context, access),
    hasAcceptedCurrentTerms(context, access, TermsType.Payments),
  ]);
  return {
    payment_method_kinds: due.acceptsAch
      ? [PaymentMethodKind.Card, PaymentMethodKind.NewBank]
      : [PaymentMethodKind.Card],
    accept_ach_payments_from_applicants: due.acceptsAch,
    due_now: { items: due.items, total: sumDue(due.items), paid: due.paid.applicant, balance: due.balance },
    payment_terms_accepted: termsAccepted,
    transaction_fees: { total: due.householdTotal, allPaid: due.paid.household >= due.householdTotal },
    unit_security_payment_choice: due.securityPaymentChoice,
  };
}
