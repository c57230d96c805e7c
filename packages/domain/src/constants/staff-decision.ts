// The options of a staff decision: apart from its request schema, so the decision form lists them without
// bringing zod.

/** Why an application is denied; the adverse action notice words each. */
export const denialReasons = ['credit', 'eviction', 'income', 'criminal', 'identity', 'other'] as const;
export type DenialReason = (typeof denialReasons)[number];

/** What a conditional approval asks on top of the deposits: more deposit, or a non-refundable fee. */
export const additionalDepositKinds = ['security_deposit', 'security_fee'] as const;
export type AdditionalDepositKind = (typeof additionalDepositKinds)[number];
