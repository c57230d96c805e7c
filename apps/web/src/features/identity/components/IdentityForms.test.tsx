// @vitest-environment happy-dom
import {
  ANSWER_EVERY_QUESTION_MESSAGE,
  type IdentityVerification,
} from '@portal/domain/schemas/identity-verification';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityProvider } from '@/lib/community-context';
import { t } from '@/lib/i18n';
import { TransactionProvider } from '@/shared/journey-step/transaction-context';
import { fakeApi } from '@/test-support/fake-api';
import mapleCourt from '@/test-support/maple-court-configuration.json';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { ManualIdentityPage } from './ManualIdentityPage';
import { QuestionsPage } from './QuestionsPage';
import { RequestPasscodePage } from './RequestPasscodePage';
import { VerifyPasscodePage } from './VerifyPasscodePage';

const transaction = leaseTransactionFixture();
const verificationPath = `/api/transactions/${transaction.id}/identity-verification/`;
const verification: IdentityVerification = {
  status: 'in_progress',
  method: null,
  phone_last4: '0142',
  passcode: { channel: 'sms', expires_at: '2026-11-21T10:10:00Z', tries_left: 5 },
  questions: { attempts_left: 2, open: null },
  rejection_reason: null,
};
const questions = ['q1', 'q2', 'q3', 'q4'].map((id) => ({
  id,
  text: `Question ${id}`,
  choices: [
    { id: `${id}-a`, text: `Answer ${id}-a` },
    { id: `${id}-b`, text: `Answer ${id}-b` },
  ],
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status: number; body?: unknown };

/** `page` inside the step's frame, which reads `verification` first; `answers` are the API's other replies. */
function renderPage(page: ReactNode, shown: IdentityVerification, answers: Record<string, Answer[]> = {}) {
  fakeApi({ [verificationPath]: [{ status: 200, body: shown }], ...answers });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CommunityProvider value={mapleCourt as never}>
        <TransactionProvider value={transaction}>
          <MemoryRouter>{page}</MemoryRouter>
        </TransactionProvider>
      </CommunityProvider>
    </QueryClientProvider>,
  );
}

/** The JSON bodies sent to `path` with `method`. */
const sent = (path: string, method: string) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => String(input) === path && init?.method === method)
    .map(([, init]) => (init?.body instanceof FormData ? init.body : JSON.parse(String(init?.body))));
const click = async (name: string) => fireEvent.click(await screen.findByRole('button', { name }));
const failedResult = { outcome: 'failed', identity_verification: verification };

describe('RequestPasscodePage', () => {
  it('sends a code by the channel chosen', async () => {
    renderPage(<RequestPasscodePage />, verification, {
      [verificationPath]: [
        { status: 200, body: verification },
        { status: 201, body: verification },
      ],
    });
    fireEvent.click(await screen.findByRole('radio', { name: t('identity.request.voice') }));
    await click(t('identity.request.submit'));
    await waitFor(() =>
      expect(sent(verificationPath, 'POST')).toEqual([{ method: 'passcode', channel: 'voice' }]),
    );
  });
});

describe('VerifyPasscodePage', () => {
  const field = () => screen.getByRole('textbox', { name: t('identity.verify.label') });

  it('says a short code is not the 6-digit code under the field, and sends nothing', async () => {
    renderPage(<VerifyPasscodePage />, verification);
    fireEvent.change(await screen.findByRole('textbox', { name: t('identity.verify.label') }), {
      target: { value: '12 3' },
    });
    expect((field() as HTMLInputElement).value).toBe('123');
    await click(t('identity.verify.submit'));
    expect(await screen.findByText('Enter the 6-digit code we sent you.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(sent(verificationPath, 'PATCH')).toEqual([]);
  });

  it("sends the code, and puts the server's answer about it under the field, focused", async () => {
    const message = "That code doesn't match. You have 4 tries left.";
    renderPage(<VerifyPasscodePage />, verification, {
      [verificationPath]: [
        { status: 200, body: verification },
        { status: 400, body: { error_type: 'ValidationError', message, errors: { passcode: [message] } } },
      ],
    });
    fireEvent.change(await screen.findByRole('textbox', { name: t('identity.verify.label') }), {
      target: { value: '123456' },
    });
    await click(t('identity.verify.submit'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(sent(verificationPath, 'PATCH')).toEqual([{ method: 'passcode', passcode: '123456' }]);
    await waitFor(() => expect(document.activeElement).toBe(field()));
  });
});

describe('QuestionsPage', () => {
  const asked = { ...verification, questions: { attempts_left: 1, open: questions } };

  it('names each question left unanswered under it, and sends nothing', async () => {
    renderPage(<QuestionsPage />, asked);
    fireEvent.click(await screen.findByRole('radio', { name: 'Answer q1-b' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Answer q3-a' }));
    await click(t('identity.questions.submit'));
    expect(await screen.findAllByText(t('identity.questions.unanswered'))).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Answer q2-a' }));
    expect(sent(verificationPath, 'PATCH')).toEqual([]);
  });

  it("says at the top when the set is not the API's four questions, and sends nothing", async () => {
    renderPage(<QuestionsPage />, { ...asked, questions: { attempts_left: 1, open: questions.slice(0, 1) } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Answer q1-a' }));
    await click(t('identity.questions.submit'));
    expect((await screen.findByRole('alert')).textContent).toContain(ANSWER_EVERY_QUESTION_MESSAGE);
    expect(sent(verificationPath, 'PATCH')).toEqual([]);
  });

  it('sends the choice of every question', async () => {
    renderPage(<QuestionsPage />, asked, {
      [verificationPath]: [
        { status: 200, body: asked },
        { status: 200, body: failedResult },
      ],
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Answer q1-b' }));
    for (const id of ['q2', 'q3', 'q4'])
      fireEvent.click(screen.getByRole('radio', { name: `Answer ${id}-a` }));
    await click(t('identity.questions.submit'));
    await waitFor(() =>
      expect(sent(verificationPath, 'PATCH')).toEqual([
        {
          method: 'questions',
          answers: [
            { question_id: 'q1', choice_id: 'q1-b' },
            { question_id: 'q2', choice_id: 'q2-a' },
            { question_id: 'q3', choice_id: 'q3-a' },
            { question_id: 'q4', choice_id: 'q4-a' },
          ],
        },
      ]),
    );
  });
});

describe('ManualIdentityPage', () => {
  const photoId = () => screen.getByLabelText(t('identity.manual.label'));

  it('asks for the file under the field, and uploads nothing', async () => {
    renderPage(<ManualIdentityPage />, verification);
    await click(t('identity.manual.submit'));
    expect(await screen.findByText(t('identity.manual.required'))).toBeTruthy();
    expect(document.activeElement).toBe(photoId());
    expect(sent('/api/uploads/', 'POST')).toEqual([]);
  });

  it('uploads the file chosen to the vault, then sends its id for review', async () => {
    renderPage(<ManualIdentityPage />, verification, {
      '/api/uploads/': [{ status: 201, body: { id: 'upload-1' } }],
      [`/api/transactions/${transaction.id}/`]: [{ status: 200, body: transaction }],
    });
    const file = new File(['id'], 'license.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText(t('identity.manual.label')), { target: { files: [file] } });
    await click(t('identity.manual.submit'));
    await waitFor(() =>
      expect(sent(verificationPath, 'POST')).toEqual([{ method: 'manual', upload_id: 'upload-1' }]),
    );
    const [upload] = sent('/api/uploads/', 'POST') as FormData[];
    expect(upload?.get('file')).toMatchObject({ name: 'license.png' });
  });
});
