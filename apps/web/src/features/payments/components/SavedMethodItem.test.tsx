// @vitest-environment happy-dom
import type { PaymentMethod } from '@portal/domain/schemas/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedMethodItem } from './SavedMethodItem';

afterEach(cleanup);

const account: PaymentMethod = {
  id: 31,
  kind: 'bank',
  brand: 'Sandbox Bank',
  last4: '6789',
  label: 'Everyday checking ending in 6789',
  exp_month: null,
  exp_year: null,
  status: 20,
  owner_name: 'Robin Okafor',
  verification_deadline: null,
  verification_url: null,
  payment_method_token: 'pm_sandbox_bank',
  created_at: '2026-11-21T00:00:00Z',
};

describe('SavedMethodItem', () => {
  it("names the method by the server's label, the one name every screen gives it", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ul>
          <SavedMethodItem transactionId={7} method={account} onNotice={vi.fn()} />
        </ul>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Everyday checking ending in 6789' })).toBeTruthy();
  });
});
