import { describe, expect, it } from 'vitest';
import { draftProblems } from './vacate-draft';

describe('draftProblems', () => {
  const earliest = '2027-01-21';
  it.each([
    [{ move_out_date: '2027-01-21', reasons: ['Cost of rent'], other: '' }, {}],
    [{ move_out_date: '', reasons: ['Cost of rent'], other: '' }, { move_out_date: 'dateRequired' }],
    [{ move_out_date: '2027-01-20', reasons: ['Cost of rent'], other: '' }, { move_out_date: 'tooEarly' }],
    [{ move_out_date: '2027-02-01', reasons: [], other: '' }, { reasons: 'reasonsRequired' }],
    [{ move_out_date: '2027-02-01', reasons: ['Other'], other: '  ' }, { other: 'otherRequired' }],
    [{ move_out_date: '2027-02-01', reasons: ['Other'], other: 'Abroad' }, {}],
  ])('%j: %j', (draft, problems) => {
    expect(draftProblems(draft, earliest)).toEqual(problems);
  });
});
