import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_TERMS_REVISION_KEY,
  rememberAcceptedTermsRevision,
  termsRevisionForSetup,
} from './accepted-terms-revision';

describe('rememberAcceptedTermsRevision', () => {
  it('stores the revision under the key the account page reads', () => {
    const values = new Map<string, string>();
    const storage = { setItem: (key: string, value: string) => values.set(key, value) } as unknown as Storage;
    expect(rememberAcceptedTermsRevision('2026-11-01', storage)).toBe(true);
    expect(values.get(ACCEPTED_TERMS_REVISION_KEY)).toBe('2026-11-01');
    expect(ACCEPTED_TERMS_REVISION_KEY).toBe('portal.acceptedTermsRevision');
  });

  it('reports false when storage refuses', () => {
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(rememberAcceptedTermsRevision('2026-11-01', storage)).toBe(false);
  });
});

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
