// @vitest-environment happy-dom
import '@/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Page({ fails }: { fails: boolean }) {
  if (fails) throw new Error('the page could not render');
  return <p>The next page</p>;
}

function renderAt(pathname: string, fails: boolean) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RouteErrorBoundary pathname={pathname}>
          <Page fails={fails} />
        </RouteErrorBoundary>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows System Unavailable for a page that fails, and the next page once the path changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(renderAt('/maple-court/welcome', true));
    expect(screen.getByRole('alert').textContent).toContain('System Unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();

    rerender(renderAt('/maple-court/welcome', false));
    expect(screen.queryByText('The next page')).toBeNull();

    rerender(renderAt('/maple-court/login', false));
    expect(screen.getByText('The next page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
