// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryFallback } from './QueryFallback';

afterEach(cleanup);

describe('QueryFallback', () => {
  it('shows the wait, named, while the read is pending', () => {
    render(
      <QueryFallback
        query={{ isPending: true, isFetching: true, refetch: vi.fn() }}
        loadingLabel="Loading your application…"
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading your application…');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the system is unavailable when the read failed, and Try again reads it again', () => {
    const refetch = vi.fn();
    render(
      <QueryFallback query={{ isPending: false, isFetching: false, refetch }} loadingLabel="Loading…" />,
    );
    expect(screen.getByRole('alert').textContent).toContain('System Unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('does not ask again while it is already asking', () => {
    const refetch = vi.fn();
    render(<QueryFallback query={{ isPending: false, isFetching: true, refetch }} loadingLabel="Loading…" />);
    const retry = screen.getByRole('button', { name: 'Trying again…' });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(retry);
    expect(refetch).not.toHaveBeenCalled();
  });

  it("says the page's own words for a failed read when it has them, and its Retry reads again", () => {
    const refetch = vi.fn();
    render(
      <QueryFallback
        query={{ isPending: false, isFetching: false, refetch }}
        loadingLabel="Loading…"
        failure={{ message: 'We could not load your charges.', retryLabel: 'Retry' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('We could not load your charges.');
    expect(screen.queryByText('System Unavailable')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
