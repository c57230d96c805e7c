import { describe, expect, it } from 'vitest';
import { leaseTermsSchema } from './lease-terms-schema';

const window = { earliest: '2026-12-01', latest: '2027-02-20' };
const texts = {
  moveInMissing: 'missing date',
  moveInInvalid: 'invalid date',
  moveInOutside: 'outside the window',
  termMissing: 'missing term',
};
const schema = leaseTermsSchema(window, texts);

/** The message of each field's first problem, as the form shows it. */
function problems(move_in_date: string, lease_term: string) {
  const parsed = schema.safeParse({ move_in_date, lease_term });
  const found: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('leaseTermsSchema', () => {
  it('makes a date in the window and a chosen term the PATCH body', () => {
    expect(schema.parse({ move_in_date: '2026-12-15', lease_term: '12' })).toEqual({
      move_in_date: '2026-12-15',
      lease_term: 12,
    });
    expect(schema.safeParse({ move_in_date: window.earliest, lease_term: '6' }).success).toBe(true);
    expect(schema.safeParse({ move_in_date: window.latest, lease_term: '6' }).success).toBe(true);
  });

  it('names a missing, malformed or out-of-window date and a missing term in the page’s words', () => {
    expect(problems('', '')).toEqual({ move_in_date: 'missing date', lease_term: 'missing term' });
    expect(problems('2026-13-01', '12')).toEqual({ move_in_date: 'invalid date' });
    expect(problems('2027-03-01', '12')).toEqual({ move_in_date: 'outside the window' });
  });

  it('takes any real date when the unit has no move-in window', () => {
    expect(
      leaseTermsSchema(null, texts).safeParse({ move_in_date: '2030-01-01', lease_term: '12' }).success,
    ).toBe(true);
  });
});
