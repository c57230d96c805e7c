import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type IncomeFollowUpSituation, incomeFollowUp, incomeFollowUpPages } from './next-route.js';

const base: IncomeFollowUpSituation = {
  collectEmployerInformation: false,
  reportedNoIncomeAssets: false,
  additionalDocumentsRequested: false,
  statedIncomeEnabled: true,
  statedIncomeGiven: true,
};

describe('incomeFollowUp', () => {
  it.each([
    ['employer collection on', { collectEmployerInformation: true }, 'employer-details'],
    [
      'employer collection on, but no income reported',
      { collectEmployerInformation: true, reportedNoIncomeAssets: true },
      null,
    ],
    ['more documents requested', { additionalDocumentsRequested: true }, 'employer-details'],
    [
      'more documents requested, even with no income reported',
      { additionalDocumentsRequested: true, reportedNoIncomeAssets: true },
      'employer-details',
    ],
    ['income not stated yet', { statedIncomeGiven: false }, 'stated-income'],
    ['income not stated, none reported', { statedIncomeGiven: false, reportedNoIncomeAssets: true }, null],
    [
      'income not stated, but the community does not ask for it',
      { statedIncomeGiven: false, statedIncomeEnabled: false },
      null,
    ],
    [
      'employer collection on, stated income not asked',
      { collectEmployerInformation: true, statedIncomeGiven: false, statedIncomeEnabled: false },
      'employer-details',
    ],
    ['nothing asked', {}, null],
  ] as const)('after Continue, %s', (_name, changes, expected) => {
    expect(incomeFollowUp('summary', { ...base, ...changes })).toBe(expected);
  });

  it('goes from employer details to the stated income, then on to the journey', () => {
    const situation = { ...base, collectEmployerInformation: true, statedIncomeGiven: false };
    expect(incomeFollowUp('summary', situation)).toBe('employer-details');
    expect(incomeFollowUp('employer-details', situation)).toBe('stated-income');
    expect(incomeFollowUp('stated-income', situation)).toBeNull();
  });

  it('never leads back to the page it comes from or one before it', () => {
    const situation = fc.record({
      collectEmployerInformation: fc.boolean(),
      reportedNoIncomeAssets: fc.boolean(),
      additionalDocumentsRequested: fc.boolean(),
      statedIncomeEnabled: fc.boolean(),
      statedIncomeGiven: fc.boolean(),
    });
    fc.assert(
      fc.property(situation, fc.constantFrom(...incomeFollowUpPages), (given, from) => {
        const next = incomeFollowUp(from, given);
        return next === null || incomeFollowUpPages.indexOf(next) > incomeFollowUpPages.indexOf(from);
      }),
    );
  });
});
