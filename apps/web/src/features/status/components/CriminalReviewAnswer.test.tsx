// @vitest-environment happy-dom
import '@/lib/i18n';
import type { CriminalReview } from '@portal/domain/schemas/criminal-review';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import { communityFixture } from '@/test-support/community-fixture';
import { fakeApi } from '@/test-support/fake-api';
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

function renderAnswer(answers: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi(answers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CommunityProvider value={communityFixture()}>
        <TransactionProvider value={transaction}>
          <MemoryRouter>
            <CriminalReviewAnswer />
          </MemoryRouter>
        </TransactionProvider>
      </CommunityProvider>
    </QueryClientProvider>,
  );
  return calls;
}

/** The JSON body the form sent to `path`. */
function sentTo(path: string): unknown {
  const calls = vi.mocked(globalThis.fetch).mock.calls as unknown as [RequestInfo, RequestInit?][];
  const call = calls.find(([input]) => String(input) === path);
  return call?.[1]?.body === undefined ? undefined : JSON.parse(String(call[1].body));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CriminalReviewAnswer', () => {
  it('asks for a statement under its field and sends nothing without one', async () => {
    const { requested } = renderAnswer({ [review]: [{ status: 200, body: letter }] });
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
    const { requested } = renderAnswer({
      [review]: [{ status: 200, body: letter }],
      [response]: [{ status: 200, body: letter }],
    });
    fireEvent.input(await screen.findByLabelText('Your statement'), {
      target: { value: ' It was a long time ago. ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send Your Answer' }));

    await waitFor(() => expect(requested).toContain(response));
    expect(sentTo(response)).toEqual({ statement: 'It was a long time ago.', document_ids: [] });
  });

  it('shows the API’s message for the statement under it', async () => {
    renderAnswer({
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
