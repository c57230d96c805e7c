// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInTransaction } from '@/shared/journey-step/render-in-transaction';
import { leaseTransactionFixture } from '@/test-support/transaction-fixture';
import { MilitaryStatusPage } from './MilitaryStatusPage';

const applicant = { id: 11, military_status: null };
const finished = leaseTransactionFixture();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MilitaryStatusPage', () => {
  it('asks for a choice at the group, focuses the first one and sends nothing', async () => {
    const { requested } = renderInTransaction(<MilitaryStatusPage />, {
      '/api/applicant/11/': [{ status: 200, body: applicant }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));

    const error = await screen.findByText('Choose your military status');
    const group = screen.getByRole('group', { name: 'Your military status' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'I am not in the military' })),
    );
    expect(requested).not.toContain('/api/page-complete/7/');
  });

  it('records the choice and goes on to the next step', async () => {
    const { requested, sent } = renderInTransaction(<MilitaryStatusPage />, {
      '/api/applicant/11/': [{ status: 200, body: applicant }],
      '/api/page-complete/7/': [{ status: 200, body: finished }],
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'I am a veteran' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(requested).toContain('/api/page-complete/7/'));
    expect(sent('/api/page-complete/7/')).toEqual([
      {
        page: 'military-status',
        data: { military_status: 'veteran' },
      },
    ]);
    expect(await screen.findByText(/^Went to \/maple-court\/transaction\/7\//)).toBeTruthy();
  });

  it('starts from the saved answer', async () => {
    renderInTransaction(<MilitaryStatusPage />, {
      '/api/applicant/11/': [{ status: 200, body: { ...applicant, military_status: 'active_duty' } }],
    });
    expect(
      ((await screen.findByRole('radio', { name: 'I am on active duty' })) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
