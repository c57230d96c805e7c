import type { SessionSummary } from '@portal/domain/schemas/session';
import { describe, expect, it } from 'vitest';
import { asksForTermsAcceptance } from './terms-acceptance';

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
