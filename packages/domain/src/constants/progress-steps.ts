import { TransactionStep } from './transaction-steps.js';

export interface ProgressStep {
  readonly key: string;
  readonly label: string;
  /** Path segment under /transaction/{lease_transaction_id}/. */
  readonly route: string;
  /** The step event that marks it reached; null when no step event exists for it. */
  readonly stepCode: TransactionStep | null;
}

/** The application flow as the progress drawer lists it, in order. */
export const progressSteps = [
  { key: 'address', label: 'Current Address', route: 'address', stepCode: TransactionStep.Address },
  {
    key: 'militaryStatus',
    label: 'Military Status',
    route: 'military-status',
    stepCode: TransactionStep.Military,
  },
  { key: 'leaseDetails', label: 'Lease Details', route: 'lease-terms', stepCode: TransactionStep.LeaseTerms },
  {
    key: 'rentalProfile',
    label: 'Rental Profile',
    route: 'rental-profile',
    stepCode: TransactionStep.RentalOptions,
  },
  {
    key: 'incomeEmployment',
    label: 'Income & Employment',
    route: 'income-employment',
    stepCode: TransactionStep.IncomeEmployment,
  },
  {
    key: 'feesDeposits',
    label: 'Fees & Deposits',
    route: 'fees-deposits',
    stepCode: TransactionStep.FeesDeposits,
  },
  { key: 'screening', label: 'Screening', route: 'screening', stepCode: TransactionStep.Screening },
  {
    key: 'identityVerification',
    label: 'Identity Verification',
    route: 'id-verify',
    stepCode: TransactionStep.IdentityVerification,
  },
  // The completion page is what an applicant sees once their application is submitted.
  {
    key: 'applicationComplete',
    label: 'Application Complete',
    route: 'application-complete',
    stepCode: TransactionStep.Submitted,
  },
  { key: 'paymentDetails', label: 'Payment Details', route: 'payment-details', stepCode: null },
] as const satisfies readonly ProgressStep[];
export type ProgressStepKey = (typeof progressSteps)[number]['key'];
export type ProgressStepRoute = (typeof progressSteps)[number]['route'];
