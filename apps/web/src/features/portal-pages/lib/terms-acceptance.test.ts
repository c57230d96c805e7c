import type { SessionSummary } from '@portal/domain/schemas/session';
import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_TERMS_REVISION_KEY,
  asksForTermsAcceptance,
  rememberAcceptedTermsRevision,
} from './terms-acceptance';

const session = (kind: SessionSummary['kind'], completed: boolean) =>
  ({ kind, user: { completed_account_setup: completed } }) as Pick<SessionSummary, 'kind' | 'user'>;

describe('asksForTermsAcceptance', () => {
  it('asks a registered user whose account set up is not complete', () => {
    expect(asksForTermsAcceptance('true', session('user', false))).toBe(true);
    expect(asksForTermsAcceptance('true', session('impersonated', false))).toBe(true);
  });

  it('does not ask without ?registered=true, when signed out, when set up or for a guest signer', () => {
    expect(asksForTermsAcceptance(null, session('user', false))).toBe(false);
    expect(asksForTermsAcceptance('1', session('user', false))).toBe(false);
    expect(asksForTermsAcceptance('true', null)).toBe(false);
    expect(asksForTermsAcceptance('true', session('user', true))).toBe(false);
    expect(asksForTermsAcceptance('true', session('guest', false))).toBe(false);
  });
});

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
