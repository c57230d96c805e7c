import { FeeCategory } from '@portal/domain/constants/fee-categories';
import { FinancialSourceStatus } from '@portal/domain/constants/financial-source-status';
import { IncomeSourceType } from '@portal/domain/constants/financial-source-types';
import { roles } from '@portal/domain/constants/roles';
import { ScreeningCategory } from '@portal/domain/constants/screening-categories';
import { TermsType } from '@portal/domain/constants/terms-types';
import { applicantEmployers } from '../../../db/schema/applicant-employers.js';
import { financialSources } from '../../../db/schema/financial-sources.js';
import { identityVerifications } from '../../../db/schema/identity-verifications.js';
import { paymentIntents, paymentLineItems, payments } from '../../../db/schema/payments.js';
import { screeningResults, screenings } from '../../../db/schema/screenings.js';
import { termsAcceptances } from '../../../db/schema/terms-acceptances.js';
import type { CommunityFacts, Generation } from './generation.js';
import type { Member } from './household-rows.js';
import { communityWords, streetOf } from './people.js';

const USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const TERMS_REVISION = '2025-01-15';

const ipOf = (generation: Generation) => `203.0.113.${generation.random.int(1, 254)}`; // TEST-NET-3: never a real visitor's address

/** What the screening found for one person: clear mostly, a record to weigh when `criminalRecord`. */
function screeningRows(
  generation: Generation,
  transactionId: number,
  member: Member,
  at: Date,
  criminalRecord: boolean,
) {
  const { ids, out, random } = generation;
  const termsAcceptanceId = ids.next(termsAcceptances);
  out.add(termsAcceptances, {
    id: termsAcceptanceId,
    transactionId,
    applicantId: member.applicantId,
    type: TermsType.ScreeningCriteria,
    revision: TERMS_REVISION,
    acceptedAt: at,
    ipAddress: ipOf(generation),
    userAgent: USER_AGENT,
    createdAt: at,
  });
  const screeningId = ids.next(screenings);
  out.add(screenings, {
    id: screeningId,
    transactionId,
    applicantId: member.applicantId,
    taxIdType: 'ssn',
    taxIdLast4: String(random.int(0, 9999)).padStart(4, '0'),
    termsAcceptanceId,
    provider: 'sandbox',
    providerReference: `scr_${random.hex(20)}`,
    createdAt: at,
  });
  const creditScore = random.int(540, 820);
  const result = (category: number, outcome: string, summary: string, extra = {}) =>
    out.add(screeningResults, {
      id: ids.next(screeningResults),
      screeningId,
      category,
      outcome,
      summary,
      createdAt: at,
      ...extra,
    });
  result(ScreeningCategory.Credit, 'clear', `Credit score ${creditScore}.`, {
    creditScore,
    scoreFactors: creditScore < 640 ? ['High balances on revolving accounts'] : [],
  });
  if (criminalRecord)
    result(ScreeningCategory.Criminal, 'review', 'Misdemeanor conviction (2019).', {
      recordDate: '2019-06-12',
    });
  else result(ScreeningCategory.Criminal, 'clear', 'No records found.');
  result(ScreeningCategory.Eviction, 'clear', 'No records found.');
  result(ScreeningCategory.Income, 'clear', 'Stated income meets the requirement.');
}

function incomeRows(
  generation: Generation,
  transactionId: number,
  member: Member,
  at: Date,
  verified: boolean,
) {
  const { ids, out, random } = generation;
  out.add(applicantEmployers, {
    id: ids.next(applicantEmployers),
    applicantId: member.applicantId,
    name: `${random.pick(communityWords.first)} ${random.pick(['Logistics', 'Health', 'Bank', 'Foods', 'Labs', 'Group'])}`,
    addressStreet: streetOf(random),
    createdAt: at,
    updatedAt: at,
  });
  const amount = random.int(40, 160) * 100_000;
  out.add(financialSources, {
    id: ids.next(financialSources),
    transactionId,
    applicantId: member.applicantId,
    streamType: 'income',
    incomeOrAssetType: IncomeSourceType.Employment,
    estimatedAmountCents: amount,
    adjustedAmountCents: verified ? amount : null,
    status: verified ? FinancialSourceStatus.Verified : FinancialSourceStatus.Pending,
    createdAt: at,
    updatedAt: at,
  });
}

/** The primary applicant pays every adult's application fee and the holding deposit, in one charge. */
function paymentRows(
  generation: Generation,
  community: CommunityFacts,
  transactionId: number,
  members: Member[],
  at: Date,
) {
  const { ids, out, random } = generation;
  const payer = members[0];
  if (!payer) return;
  const lineItems = [
    ...members.map((member) => ({
      name: 'Application Fee',
      category: FeeCategory.ApplicationFees,
      amount: community.applicationFeeCents,
      applicantId: member.applicantId,
      inviteeId: null,
    })),
    {
      name: 'Holding Deposit',
      category: FeeCategory.HoldingDeposits,
      amount: community.holdingDepositCents,
      applicantId: null,
      inviteeId: null,
    },
    // A community without a holding deposit charges none: no line of zero on the receipt.
  ].filter((item) => item.amount > 0);
  const amountCents = lineItems.reduce((sum, item) => sum + item.amount, 0);
  out.add(termsAcceptances, {
    id: ids.next(termsAcceptances),
    transactionId,
    applicantId: payer.applicantId,
    type: TermsType.Payments,
    revision: TERMS_REVISION,
    acceptedAt: at,
    ipAddress: ipOf(generation),
    userAgent: USER_AGENT,
    createdAt: at,
  });
  const intentId = ids.next(paymentIntents);
  const payerColumns = { transactionId, applicantId: payer.applicantId, userId: payer.userId };
  out.add(paymentIntents, {
    id: intentId,
    ...payerColumns,
    kind: 'payment',
    processor: 'sandbox',
    processorReference: `pi_${random.hex(24)}`,
    status: 'succeeded',
    amountCents,
    lineItems,
    createdAt: at,
    updatedAt: at,
  });
  const paymentId = ids.next(payments);
  out.add(payments, {
    id: paymentId,
    ...payerColumns,
    paymentIntentId: intentId,
    processor: 'sandbox',
    processorReference: `ch_${random.hex(24)}`,
    amountCents,
    createdAt: at,
  });
  for (const item of lineItems)
    out.add(paymentLineItems, {
      id: ids.next(paymentLineItems),
      paymentId,
      name: item.name,
      category: item.category,
      amountCents: item.amount,
      applicantId: item.applicantId,
      inviteeId: item.inviteeId,
    });
}

/**
 * Everything a household hands in before its application is submitted: each adult's screening (with the
 * consent it ran under), identity check, employer and income, and the fees paid.
 */
export function submissionRows(
  generation: Generation,
  community: CommunityFacts,
  transactionId: number,
  members: Member[],
  at: Date,
  { criminalRecord, incomeVerified }: { criminalRecord: boolean; incomeVerified: boolean },
) {
  const { ids, out, random } = generation;
  paymentRows(generation, community, transactionId, members, at);
  for (const member of members) {
    screeningRows(
      generation,
      transactionId,
      member,
      at,
      criminalRecord && member.role === roles.primary_applicant.code,
    );
    out.add(identityVerifications, {
      id: ids.next(identityVerifications),
      transactionId,
      applicantId: member.applicantId,
      method: 'questions',
      status: 'passed',
      providerReference: `idq_${random.hex(16)}`,
      correctAnswers: 4,
      createdAt: at,
      finishedAt: at,
    });
    incomeRows(generation, transactionId, member, at, incomeVerified);
  }
}
