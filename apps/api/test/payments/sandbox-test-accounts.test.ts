import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  behaviorOf,
  cardBrand,
  cardProblems,
  passesLuhn,
} from '../../src/providers/payments/sandbox-test-accounts.js';
import { isValidRoutingNumber } from '../../src/services/payments/bank-account-rules.js';

const today = { year: 2026, month: 11 };
const card = (overrides: object = {}) => ({
  number: '4242 4242 4242 4242',
  exp_month: 12,
  exp_year: 2030,
  cvc: '123',
  ...overrides,
});

/** The digit that makes `payload` pass the Luhn check. */
function checkDigit(payload: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(`${payload}${digit}`)) return String(digit);
  throw new Error('no check digit');
}

describe('sandbox card checks', () => {
  it.each([
    ['4242424242424242', 'visa', 'succeed'],
    ['4000000000000002', 'visa', 'card_declined'],
    ['4000000000009995', 'visa', 'insufficient_funds'],
    ['5555555555554444', 'mastercard', 'succeed'],
    ['378282246310005', 'amex', 'succeed'],
  ])('%s is a valid %s that will %s', (number, brand, behavior) => {
    expect(passesLuhn(number)).toBe(true);
    expect(cardBrand(number)).toBe(brand);
    expect(behaviorOf(number)).toBe(behavior);
  });

  it.each([
    [card(), {}],
    [card({ number: '4242 4242 4242 4243' }), { number: ['card_number_invalid'] }],
    [card({ number: '' }), { number: ['card_number_incomplete'] }],
    [card({ number: '4242-abcd' }), { number: ['card_number_incomplete'] }],
    [card({ exp_month: 10, exp_year: 26 }), { exp_month: ['card_exp_date_past'] }],
    [card({ exp_month: 11, exp_year: 26 }), {}],
    [card({ exp_year: 2025 }), { exp_year: ['card_exp_year_past'] }],
    [card({ exp_month: 0 }), { exp_month: ['card_exp_month_invalid'] }],
    [card({ cvc: '1234' }), { cvc: ['card_cvc_incomplete'] }],
    [card({ number: '378282246310005', cvc: '1234' }), {}],
  ])('%o → %o', (entry, problems) => {
    expect(cardProblems(entry, today)).toEqual(problems);
  });

  it('accepts every number whose check digit is right, and no number with one digit changed', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 18 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (payload, position, change) => {
          const number = `${payload}${checkDigit(payload)}`;
          expect(passesLuhn(number)).toBe(true);
          const index = position % number.length;
          const altered = `${number.slice(0, index)}${(Number(number[index]) + change) % 10}${number.slice(index + 1)}`;
          expect(passesLuhn(altered)).toBe(false);
        },
      ),
    );
  });
});

describe('routing numbers (ABA checksum)', () => {
  it.each([
    ['110000000', true],
    ['021000021', true],
    ['011401533', true],
    ['110000001', false],
    ['12345678', false],
    ['11000000a', false],
  ])('%s → %s', (routing, valid) => {
    expect(isValidRoutingNumber(routing)).toBe(valid);
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (position, change) => {
        const routing = '021000021';
        const altered = `${routing.slice(0, position)}${(Number(routing[position]) + change) % 10}${routing.slice(position + 1)}`;
        expect(isValidRoutingNumber(altered)).toBe(false);
      }),
    );
  });
});
