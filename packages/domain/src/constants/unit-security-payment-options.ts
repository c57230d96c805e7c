/**
 * How the household covers the unit's security (the transaction's unit_security_payment_option): the
 * refundable unit security deposit, or, where the community offers the deposit alternative, its
 * non-refundable fee instead (docs/decisions/0026).
 */
export const unitSecurityPaymentOptions = ['security_deposit', 'security_fee'] as const;
export type UnitSecurityPaymentOption = (typeof unitSecurityPaymentOptions)[number];
