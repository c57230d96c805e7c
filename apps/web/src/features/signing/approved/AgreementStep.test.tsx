// @vitest-environment happy-dom
import '@/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import { communityFixture } from '@/test-support/community-fixture';
import { fakeApi } from '@/test-support/fake-api';
import { approvedTransactionFixture } from '@/test-support/transaction-fixture';
import { AgreementStep } from './AgreementStep';

function renderStep(onAgreed: () => void) {
  // The charges fail to load: the agreement does not depend on them.
  fakeApi({});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CommunityProvider value={communityFixture()}>
        <TransactionProvider value={approvedTransactionFixture()}>
          <MemoryRouter>
            <AgreementStep onAgreed={onAgreed} />
          </MemoryRouter>
        </TransactionProvider>
      </CommunityProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AgreementStep', () => {
  it('will not go on until the box is checked, and says so at the box', async () => {
    const onAgreed = vi.fn();
    renderStep(onAgreed);
    const agree = screen.getByRole('checkbox', {
      name: 'I agree to the rental options and monthly charges above.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const required =
      'Please confirm that you agree to the rental options and monthly charges before you continue.';
    await screen.findByText(required);
    expect(agree.getAttribute('aria-invalid')).toBe('true');
    const describedBy = document.getElementById(agree.getAttribute('aria-describedby') ?? '');
    expect(describedBy?.textContent).toContain(required);
    expect(onAgreed).not.toHaveBeenCalled();

    fireEvent.click(agree);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onAgreed).toHaveBeenCalledTimes(1));
  });
});
