/**
 * Step (event) codes recorded on a lease transaction. Codes were assigned over time, so their
 * numeric order is not the order of the flow (military status, 250, comes right after address).
 */
export const TransactionStep = {
  Address: 10,
  LeaseTerms: 20,
  RentalOptions: 30,
  IncomeEmployment: 40,
  FeesDeposits: 50,
  PaymentProcessTriggered: 55,
  FeePaidUnitNotReserved: 65,
  Screening: 70,
  IdentityVerification: 80,
  Submitted: 90,
  Canceled: 100,
  Completed: 110,
  Denied: 120,
  Voided: 140,
  Signed: 150,
  Approved: 160,
  WaitingAgentConfirmation: 165,
  UnitUnavailable: 170,
  IncomeVerification: 180,
  GuarantorRequested: 190,
  OutstandingBalance: 200,
  TermsOfService: 210,
  NoticeToVacateSigned: 220,
  IncomeRequested: 230,
  PendingCriminalReview: 240,
  Military: 250,
  RentalFeesAgreementVerification: 260,
} as const;
export type TransactionStep = (typeof TransactionStep)[keyof typeof TransactionStep];
export type TransactionStepKey = keyof typeof TransactionStep;

export const transactionStepCodes: readonly TransactionStep[] = Object.values(TransactionStep);

export function isTransactionStep(value: unknown): value is TransactionStep {
  return typeof value === 'number' && (transactionStepCodes as readonly number[]).includes(value);
}
