import { describe, expect, it } from 'vitest';
import { depositCents } from './deposit-amount';

describe('depositCents', () => {
  it.each([
    ['0.32', 32],
    ['$0.45', 45],
    ['.07', 7],
    [' $ 0.99 ', 99],
  ])('reads %j as %i cents', (text, cents) => {
    expect(depositCents(text)).toBe(cents);
  });

  it.each(['', '32', '0.3', '1.32', '0.00', 'abc', '0.321', '-0.32'])('refuses %j', (text) => {
    expect(depositCents(text)).toBeNull();
  });
});
