// @vitest-environment happy-dom
import '@/lib/i18n';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '@/test-support/render-with-api';
import { StaffPasswordPage } from './StaffPasswordPage';

const INVALID_LINK =
  'This password reset link is invalid, has expired or was already used. Please request a new one.';

/** Where the page is, as the address bar shows it. */
function Address() {
  const { pathname, search } = useLocation();
  return <p>{`Address: ${pathname}${search}`}</p>;
}

function renderPage(url: string, answers: Parameters<typeof renderWithApi>[1] = {}) {
  return renderWithApi(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/staff/password"
          element={
            <>
              <StaffPasswordPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    answers,
  );
}

function choosePassword(password: string) {
  fireEvent.input(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.input(screen.getByLabelText('Confirm Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Password' }));
}

// The form fetches its schema when first used: fetched here once, so no check waits on the module loader.
beforeAll(() =>
  Promise.all([import('@portal/domain/schemas/credentials'), import('@hookform/resolvers/zod')]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StaffPasswordPage', () => {
  it("sets the password with the link's token, then offers to sign in and drops the token", async () => {
    const api = renderPage('/staff/password?token=invite-token-123', {
      '/api/password-change/': [{ status: 200, body: { detail: 'Password successfully changed' } }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeTruthy();
    choosePassword('NewStaffPass2026');

    expect((await screen.findByRole('status')).textContent).toContain('Your password is saved.');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/staff/login');
    await waitFor(() => expect(screen.getByText(/^Address:/).textContent).toBe('Address: /staff/password'));

    expect(api.sent('/api/password-change/')).toEqual([{ password: 'NewStaffPass2026' }]);
    const [, init] = vi.mocked(fetch).mock.calls[0] as [RequestInfo, RequestInit];
    expect(init.method).toBe('PUT');
    expect(new Headers(init.headers).get('Authorization')).toBe('Token invite-token-123');
  });

  it('says why a spent or expired link does not work', async () => {
    renderPage('/staff/password?token=spent-token', {
      '/api/password-change/': [
        {
          status: 400,
          body: { error_type: 'ValidationError', message: INVALID_LINK, errors: { token: [INVALID_LINK] } },
        },
      ],
    });
    choosePassword('NewStaffPass2026');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_LINK);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('says the link is incomplete without a token, and offers no form', () => {
    const { requested } = renderPage('/staff/password');
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is incomplete. Open the link in your email again, or ask an admin of your company to send you a new one.',
    );
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(requested).toEqual([]);
  });
});
