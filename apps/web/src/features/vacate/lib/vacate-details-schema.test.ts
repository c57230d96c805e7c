import { describe, expect, it } from 'vitest';
import { vacateDetailsSchema } from './vacate-details-schema';

const schema = vacateDetailsSchema('2027-01-21', {
  dateRequired: 'dateRequired',
  tooEarly: 'tooEarly',
  reasonsRequired: 'reasonsRequired',
  otherRequired: 'otherRequired',
});
const problems = (draft: { move_out_date: string; reasons: string[]; other: string }) =>
  Object.fromEntries(
    (schema.safeParse(draft).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
  );

describe('vacateDetailsSchema', () => {
  it.each([
    [{ move_out_date: '2027-01-21', reasons: ['Cost of rent'], other: '' }, {}],
    [{ move_out_date: '', reasons: ['Cost of rent'], other: '' }, { move_out_date: 'dateRequired' }],
    [{ move_out_date: '2027-01-20', reasons: ['Cost of rent'], other: '' }, { move_out_date: 'tooEarly' }],
    [{ move_out_date: '2027-02-01', reasons: [], other: '' }, { reasons: 'reasonsRequired' }],
    [{ move_out_date: '2027-02-01', reasons: ['Other'], other: '  ' }, { other: 'otherRequired' }],
    [{ move_out_date: '2027-02-01', reasons: ['Other'], other: 'Abroad' }, {}],
    [
      { move_out_date: '2027-02-01', reasons: ['Other'], other: 'x'.repeat(256) },
      { other: 'Exceeds 255 characters' },
    ],
  ])('%j: %j', (draft, expected) => {
    expect(problems(draft)).toEqual(expected);
  });

  it('answers the draft as chosen', () => {
    const draft = { move_out_date: '2027-02-01', reasons: ['Other'], other: ' Abroad ' };
    expect(schema.parse(draft)).toEqual(draft);
  });
});
