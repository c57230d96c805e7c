import type { AdditionalDepositKind, Recommendation } from '@portal/domain/schemas/recommendation';
import type { DenialReason } from '@portal/domain/schemas/staff-decision';

export type DecisionChoice = 'approve' | 'conditionally_approve' | 'deny';

export interface DecisionDefaults {
  choice: DecisionChoice | null;
  /** Dollars as typed in the amount field: "1495.00". */
  amount: string;
  kind: AdditionalDepositKind;
  reasons: DenialReason[];
}

const choiceOf: Partial<Record<Recommendation['decision'], DecisionChoice>> = {
  approve: 'approve',
  conditionally_approve: 'conditionally_approve',
  deny: 'deny',
};

/**
 * The decision form starts where the recommendation points: its decision, its additional deposit and its
 * failed criteria as reasons. A recommendation no decision matches (a guarantor, a criminal record's
 * individualized assessment) starts with nothing chosen, so staff choose on purpose.
 */
export function decisionDefaults(recommendation: Recommendation | null): DecisionDefaults {
  const deposit = recommendation?.additional_deposit ?? null;
  return {
    choice: recommendation ? (choiceOf[recommendation.decision] ?? null) : null,
    amount: deposit ? (deposit.amount_cents / 100).toFixed(2) : '',
    kind: deposit?.kind ?? 'security_deposit',
    reasons: recommendation ? [...recommendation.failed] : [],
  };
}
