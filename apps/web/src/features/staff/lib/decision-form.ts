import type { AdditionalDepositKind, DenialReason } from '@portal/domain/constants/staff-decision';
import type { Recommendation, RecommendedDecision } from '@portal/domain/schemas/recommendation';
import { centsOfTypedDollars } from './typed-dollars';

export type DecisionChoice = 'approve' | 'conditionally_approve' | 'deny';

/** What the decision form holds: every choice's fields, of which the chosen decision sends its own. */
export interface DecisionValues {
  /** '' until a decision is chosen. */
  decision: DecisionChoice | '';
  /** Dollars as typed in the amount field: "1495.00". */
  amount: string;
  kind: AdditionalDepositKind;
  reasons: DenialReason[];
  note: string;
  override_reason: string;
}

/** The form field of each field of the decision request, in the form's order. */
export const decisionFields = {
  decision: 'decision',
  additional_deposit_cents: 'amount',
  kind: 'kind',
  reasons: 'reasons',
  note: 'note',
  override_reason: 'override_reason',
} as const satisfies Record<string, keyof DecisionValues>;

const choiceOf: Partial<Record<RecommendedDecision, DecisionChoice>> = {
  approve: 'approve',
  conditionally_approve: 'conditionally_approve',
  deny: 'deny',
};

/**
 * The decision form starts where the recommendation points: its decision, its additional deposit and its
 * failed criteria as reasons. A recommendation no decision matches (a guarantor, a criminal record's
 * individualized assessment) starts with nothing chosen, so staff choose on purpose.
 */
export function decisionDefaults(recommendation: Recommendation | null): DecisionValues {
  const deposit = recommendation?.additional_deposit ?? null;
  return {
    decision: recommendation ? (choiceOf[recommendation.decision] ?? '') : '',
    amount: deposit ? (deposit.amount_cents / 100).toFixed(2) : '',
    kind: deposit?.kind ?? 'security_deposit',
    reasons: recommendation ? [...recommendation.failed] : [],
    note: '',
    override_reason: '',
  };
}

/** A decision other than the recommended one needs its reason written down, for the record. */
export const departsFrom = (recommended: RecommendedDecision | null, decision: DecisionValues['decision']) =>
  recommended !== null && decision !== '' && decision !== recommended;

/** The request the chosen decision sends, for the API's schema to check: an empty note is not sent. */
export function decisionRequest(values: DecisionValues, recommended: RecommendedDecision | null) {
  const { decision } = values;
  const override = departsFrom(recommended, decision) ? { override_reason: values.override_reason } : {};
  switch (decision) {
    case 'conditionally_approve':
      return {
        decision,
        additional_deposit_cents: centsOfTypedDollars(values.amount),
        kind: values.kind,
        ...override,
      };
    case 'deny':
      return {
        decision,
        reasons: values.reasons,
        ...(values.note.trim() ? { note: values.note } : {}),
        ...override,
      };
    default:
      return { decision, ...override };
  }
}
