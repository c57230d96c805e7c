export const PaymentMethodKind = {
  Individual: 'individual',
  Card: 'card',
  NewBank: 'new_bank',
} as const;
export type PaymentMethodKind = (typeof PaymentMethodKind)[keyof typeof PaymentMethodKind];
