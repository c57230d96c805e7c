import { describe, expect, it } from 'vitest';
import { termsRevisionForSetup } from './terms-acceptance';

describe('termsRevisionForSetup', () => {
  const incomplete = { completed_account_setup: false, accepted_terms_revision: null };

  it('needs the terms when none were accepted', () => {
    expect(termsRevisionForSetup(incomplete, null)).toBeNull();
  });

  it('uses the revision accepted in this tab', () => {
    expect(termsRevisionForSetup(incomplete, '2026-01')).toBe('2026-01');
  });

  it('uses a revision already on the profile', () => {
    expect(termsRevisionForSetup({ ...incomplete, accepted_terms_revision: '2025-06' }, null)).toBe(
      '2025-06',
    );
  });

  it('keeps the recorded revision once the set up is complete', () => {
    expect(
      termsRevisionForSetup({ completed_account_setup: true, accepted_terms_revision: '2025-06' }, '2026-01'),
    ).toBe('2025-06');
  });
});
