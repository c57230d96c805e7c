// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTransaction } from '@/shared/journey-step/render-in-transaction';
import { approvedTransactionFixture } from '@/test-support/transaction-fixture';
import { AgreementStep } from './AgreementStep';

function renderStep(onAgreed: () => void) {
  // The charges fail to load: the agreement does not depend on them.
  renderInTransaction(<AgreementStep onAgreed={onAgreed} />, {}, approvedTransactionFixture());
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
