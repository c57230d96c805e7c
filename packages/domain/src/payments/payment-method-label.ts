const cardBrands: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

export interface LabelledMethod {
  kind: 'card' | 'bank';
  /** The processor's card brand (visa …), or the bank's name. */
  brand: string;
  last4: string;
}

/**
 * "Visa ending in 4242", "Chase account ending in 6789": how a saved method is named to its owner (spec
 * part 2 §4, bank account `label`). Built by the server so every screen names a method the same way.
 */
export function paymentMethodLabel({ kind, brand, last4 }: LabelledMethod): string {
  if (kind === 'bank') return `${brand || 'Bank'} account ending in ${last4}`;
  return `${cardBrands[brand] ?? 'Card'} ending in ${last4}`;
}
