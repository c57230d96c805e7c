// @vitest-environment happy-dom
import '@/lib/i18n';
import type { Session, SessionSummary } from '@portal/domain/schemas/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import { staffAdminSession } from '@/test-support/staff-fixture';
import { sessionQueryKey } from '../api/get-session';
import { StaffLoginPage } from './StaffLoginPage';

const WRONG_CREDENTIALS = 'The email and password you entered do not match our records. Please try again.';

const TOO_MANY_ATTEMPTS =
  'Too many unsuccessful sign-in attempts. Please wait 15 minutes and try again, or reset your password.';

const adminSession: Session = { token: 'session-token', csrf_token: 'csrf-token', ...staffAdminSession };

function StaffHomeStandIn() {
  return <p>Staff home at {useLocation().pathname}</p>;
}

function renderPage(answer: { status: number; body?: unknown }) {
  const api = fakeApi({ '/api/staff/login/': [answer] });
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/staff/login']}>
        <Routes>
          <Route path="/staff/login" element={<StaffLoginPage />} />
          <Route path="/staff" element={<StaffHomeStandIn />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...api, queryClient };
}

function signIn(email: string, password: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

// The form fetches its schema when first used: fetched here once, so no check waits on the module loader.
beforeAll(() => Promise.all([import('../lib/login-schema'), import('@hookform/resolvers/zod')]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StaffLoginPage', () => {
  it('shows the staff sign-in form, without a community to reset the password at', () => {
    renderPage({ status: 200, body: adminSession });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose your community' }).getAttribute('href')).toBe('/');
  });

  it('signs in for the whole company, keeps the session and goes to the staff home', async () => {
    const { requested, queryClient } = renderPage({ status: 200, body: adminSession });
    signIn('admin@harbormain.example', 'AdminDemo2026');
    expect(await screen.findByText('Staff home at /staff')).toBeTruthy();
    expect(requested).toEqual(['/api/staff/login/']);
    const [, init] = vi.mocked(fetch).mock.calls[0] as [RequestInfo, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      username: 'admin@harbormain.example',
      password: 'AdminDemo2026',
    });
    // The cache holds the session without its token.
    const cached = queryClient.getQueryData<SessionSummary>(sessionQueryKey);
    expect(cached).toMatchObject({ community: null, staff_role: 'admin', user: { id: 41 } });
    expect(cached).not.toHaveProperty('token');
  });

  it("shows a wrong password's message in an announced banner and stays", async () => {
    renderPage({ status: 400, body: { error_type: 'AuthenticationError', message: WRONG_CREDENTIALS } });
    signIn('admin@harbormain.example', 'NotThePassword1');
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toBe(WRONG_CREDENTIALS);
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeTruthy();
  });

  it("puts the API's field messages under their fields", async () => {
    renderPage({
      status: 400,
      body: {
        error_type: 'ValidationError',
        message: 'Some of the information sent is not valid.',
        errors: { username: ['No staff account uses this email.'] },
      },
    });
    signIn('someone@harbormain.example', 'AdminDemo2026');
    expect(await screen.findByText('No staff account uses this email.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(screen.queryByText('Some of the information sent is not valid.')).toBeNull();
  });

  it("shows the API's message when too many attempts were made", async () => {
    renderPage({
      status: 429,
      body: { error_type: 'RateLimited', message: TOO_MANY_ATTEMPTS },
    });
    signIn('admin@harbormain.example', 'NotThePassword1');
    expect((await screen.findByRole('alert')).textContent).toBe(TOO_MANY_ATTEMPTS);
  });
});
