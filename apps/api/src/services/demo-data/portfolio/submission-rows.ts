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
import type { Verdict } from './decision-rows.js';
import { type CommunityFacts, type DecisionCriteria, dateAt, type Generation } from './generation.js';
import type { Member } from './household-rows.js';
import { communityWords, streetOf } from './people.js';

const USER_AGENT =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const TERMS_REVISION = '2025-01-15';

const ipOf = (generation: Generation) => `203.0.113.${generation.random.int(1, 254)}`; // TEST-NET-3: never a real visitor's address

/** What one person's screening is to show, so the recommendation agrees with the decision made. */
interface ScreeningFindings {
  /** The credit score's range; null: a file too thin to score. */
  creditScores: readonly [number, number] | null;
  /** A record the community's criminal criteria leave to a person's assessment. */
  criminalRecord: boolean;
  /** The filing date of an eviction within the policy's look-back. */
  evictionFiledOn?: string;
}

const ANY_SCORE = [540, 820] as const;
const MONTHS_PER_YEAR = 12;
const BEST_SCORE = 820;

/**
 * The screening that leads the policy to the verdict: every adult's score passes for an approval; the primary
 * applicant's is in the conditional band for a conditional approval, below it for a credit denial, and an eviction
 * within the look-back for an eviction denial. Undecided applications get any score.
 */
function findingsFor(
  generation: Generation,
  { policy }: DecisionCriteria,
  verdict: Verdict | undefined,
  isPrimary: boolean,
): Pick<ScreeningFindings, 'creditScores' | 'evictionFiledOn'> {
  if (!verdict) return { creditScores: ANY_SCORE };
  const passing = [policy.min_credit_score, Math.max(policy.min_credit_score, BEST_SCORE)] as const;
  if (!isPrimary) return { creditScores: passing };
  const conditional = policy.conditional_min_credit_score;
  if (verdict.decision === 'conditionally_approve')
    return {
      creditScores: conditional < policy.min_credit_score ? [conditional, policy.min_credit_score - 1] : null,
    };
  if (verdict.reason === 'credit')
    return { creditScores: [Math.max(300, conditional - 80), Math.max(300, conditional - 1)] };
  if (verdict.reason === 'eviction') {
    const lookbackDays = policy.eviction_lookback_years * 365;
    return {
      creditScores: passing,
      evictionFiledOn: dateAt(generation, -generation.random.int(90, Math.max(90, lookbackDays - 30))),
    };
  }
  return { creditScores: passing };
}

/** What the screening found for one person, with the consent it ran under. */
function screeningRows(
  generation: Generation,
  transactionId: number,
  member: Member,
  at: Date,
  findings: ScreeningFindings,
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
  const creditScore = findings.creditScores ? random.int(...findings.creditScores) : null;
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
  if (creditScore === null)
    result(ScreeningCategory.Credit, 'insufficient', 'Not enough credit history to score.');
  else
    result(ScreeningCategory.Credit, 'clear', `Credit score ${creditScore}.`, {
      creditScore,
      scoreFactors: creditScore < 640 ? ['High balances on revolving accounts'] : [],
    });
  if (findings.criminalRecord)
    result(ScreeningCategory.Criminal, 'review', 'Misdemeanor conviction (2019).', {
      recordDate: '2019-06-12',
    });
  else result(ScreeningCategory.Criminal, 'clear', 'No records found.');
  if (findings.evictionFiledOn)
    result(
      ScreeningCategory.Eviction,
      'review',
      `Eviction filing (${findings.evictionFiledOn.slice(0, 4)}).`,
      {
        recordDate: findings.evictionFiledOn,
      },
    );
  else result(ScreeningCategory.Eviction, 'clear', 'No records found.');
  result(ScreeningCategory.Income, 'clear', 'Stated income meets the requirement.');
}

function incomeRows(
  generation: Generation,
  transactionId: number,
  member: Member,
  at: Date,
  verified: boolean,
  /** The household's required yearly income, which this person's alone then covers with room to spare. */
  coversCents?: number,
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
  const amount = coversCents
    ? Math.ceil((coversCents * random.int(125, 200)) / 100 / 10_000) * 10_000
    : random.int(40, 160) * 100_000;
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
  {
    criminalRecord,
    verdict,
    rentCents,
  }: { criminalRecord: boolean; verdict: Verdict | undefined; rentCents: number },
) {
  const { ids, out, random } = generation;
  paymentRows(generation, community, transactionId, members, at);
  // A decided application's household earns what the policy asks (a denial's reason is another criterion):
  // incomes are yearly, the requirement a multiple of the monthly rent.
  const requiredIncomeCents = verdict
    ? Math.ceil(rentCents * community.criteria.incomeMultiplier * MONTHS_PER_YEAR)
    : undefined;
  for (const member of members) {
    const isPrimary = member.role === roles.primary_applicant.code;
    screeningRows(generation, transactionId, member, at, {
      ...findingsFor(generation, community.criteria, verdict, isPrimary),
      criminalRecord: criminalRecord && isPrimary,
    });
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
    incomeRows(
      generation,
      transactionId,
      member,
      at,
      verdict !== undefined,
      isPrimary ? requiredIncomeCents : undefined,
    );
  }
}
