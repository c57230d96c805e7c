// @vitest-environment happy-dom
import '@/lib/i18n';
import type { CriminalReview } from '@portal/domain/schemas/criminal-review';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTransaction } from '@/shared/journey-step/render-in-transaction';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { CriminalReviewAnswer } from './CriminalReviewAnswer';

const transaction = leaseTransactionFixture();
const review = `/api/transactions/${transaction.id}/criminal-review/`;
const response = `${review}response/`;
const letter: CriminalReview = {
  id: 3,
  applicant_id: transaction.applicant.id,
  applicant_name: 'Avery Quinn',
  record_summary: 'One record',
  note: null,
  sent_at: '2026-11-20T10:00:00Z',
  respond_by: '2026-12-04',
  can_respond: true,
  response: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CriminalReviewAnswer', () => {
  it('asks for a statement under its field and sends nothing without one', async () => {
    const { requested } = renderInTransaction(<CriminalReviewAnswer />, {
      [review]: [{ status: 200, body: letter }],
    });
    const statement = await screen.findByLabelText('Your statement');
    fireEvent.input(statement, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Your Answer' }));

    const error = await screen.findByText(
      'Tell us about the record, or anything you want the leasing team to know.',
    );
    expect(statement.getAttribute('aria-describedby')).toContain(error.id);
    expect(statement.getAttribute('aria-invalid')).toBe('true');
    expect(requested).not.toContain(response);
  });

  it('sends the statement, trimmed, with no documents', async () => {
    const { requested, sent } = renderInTransaction(<CriminalReviewAnswer />, {
      [review]: [{ status: 200, body: letter }],
      [response]: [{ status: 200, body: letter }],
    });
    fireEvent.input(await screen.findByLabelText('Your statement'), {
      target: { value: ' It was a long time ago. ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Your Answer' }));

    await waitFor(() => expect(requested).toContain(response));
    expect(sent(response)).toEqual([{ statement: 'It was a long time ago.', document_ids: [] }]);
  });

  it('shows the API’s message for the statement under it', async () => {
    renderInTransaction(<CriminalReviewAnswer />, {
      [review]: [{ status: 200, body: letter }],
      [response]: [
        {
          status: 400,
          body: { error_type: 'ValidationError', message: 'Invalid', errors: { statement: ['Too rude.'] } },
        },
      ],
    });
    const statement = await screen.findByLabelText('Your statement');
    fireEvent.input(statement, { target: { value: 'Something' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Your Answer' }));

    const error = await screen.findByText('Too rude.');
    expect(statement.getAttribute('aria-describedby')).toContain(error.id);
    await waitFor(() => expect(document.activeElement).toBe(statement));
  });
});
