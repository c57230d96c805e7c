import { describe, expect, it } from 'vitest';
import { itinMessages, itinProblem, lastFour, ssnMessages, ssnProblem } from './tax-id.js';

describe('ssnProblem', () => {
  it.each([
    ['500010001', undefined],
    ['123456789', undefined],
    ['', ssnMessages.required],
    ['12345678a', ssnMessages.digits],
    ['123-45-6789', ssnMessages.digits],
    ['12345678', ssnMessages.length],
    ['1234567890', ssnMessages.length],
    ['912701234', ssnMessages.itin],
    ['000123456', ssnMessages.invalid],
    ['666123456', ssnMessages.invalid],
    ['123001234', ssnMessages.invalid],
    ['123450000', ssnMessages.invalid],
  ])('%j → %s', (value, problem) => {
    expect(ssnProblem(value)).toBe(problem);
  });
});

describe('itinProblem', () => {
  it.each([
    ['912701234', undefined],
    ['900501234', undefined],
    ['999991234', undefined],
    ['', itinMessages.required],
    ['9127O1234', itinMessages.digits],
    ['91270123', itinMessages.length],
    ['812701234', itinMessages.notNine],
    ['912931234', itinMessages.invalid],
    ['912661234', itinMessages.invalid],
    ['912491234', itinMessages.invalid],
  ])('%j → %s', (value, problem) => {
    expect(itinProblem(value)).toBe(problem);
  });
});

it('keeps only the last four digits', () => {
  expect(lastFour('500010020')).toBe('0020');
});
