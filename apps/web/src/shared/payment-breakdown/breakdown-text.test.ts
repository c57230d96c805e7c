import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { personLabel } from './breakdown-text';

const line = (applicant: number | null) => ({
  id: 'line-1',
  applicant,
  invitee: applicant === null ? 3 : null,
  amount: 5000,
  waived: false,
});

describe('who a per-person fee line is for', () => {
  const names = new Map([[7, 'Robin Okafor']]);

  it.each([
    ['the viewer', line(7), 7, undefined, 'You'],
    ['someone invited', line(null), 7, names, 'Invited applicant'],
    ['another applicant, to an applicant', line(8), 7, undefined, 'Another applicant'],
    ['an applicant, to the leasing team', line(7), undefined, names, 'Robin Okafor'],
    ['an applicant the names do not list', line(9), undefined, names, 'Another applicant'],
  ] as const)('names %s', (_case, item, viewer, known, label) => {
    expect(personLabel(item, viewer, t, known)).toBe(label);
  });
});
