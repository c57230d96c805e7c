import { describe, expect, it } from 'vitest';
import { paymentMethodLabel } from './payment-method-label.js';

describe('paymentMethodLabel', () => {
  it.each([
    [{ kind: 'card', brand: 'visa', last4: '4242' }, 'Visa ending in 4242'],
    [{ kind: 'card', brand: 'amex', last4: '0005' }, 'American Express ending in 0005'],
    [{ kind: 'card', brand: 'unionpay', last4: '1111' }, 'Card ending in 1111'],
    [{ kind: 'bank', brand: 'Chase', last4: '6789' }, 'Chase account ending in 6789'],
    [{ kind: 'bank', brand: '', last4: '6789' }, 'Bank account ending in 6789'],
  ] as const)('names %j "%s"', (method, label) => {
    expect(paymentMethodLabel(method)).toBe(label);
  });
});
