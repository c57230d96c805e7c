// @vitest-environment happy-dom
import '@/lib/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showLanguage } from '@/lib/i18n';
import { usePrivacyPolicy, useTermsOfUse } from './documents';

// Issue 38: the portal's own documents come in the page's language, and switching it reads them again.

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => showLanguage('en'));
});

/** The API as it answers: each document in the Accept-Language the request names. */
function documentsApi() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const language = new Headers(init?.headers).get('Accept-Language') ?? 'none';
      asked.push(`${String(input)} ${language}`);
      const spanish = language === 'es';
      if (String(input) === '/api/terms/') {
        const terms = {
          text: spanish ? '# Términos de uso' : '# Terms of Use',
          current_revision: { id: spanish ? '2026-11-01-es' : '2026-11-01', content_type: 'text/markdown' },
        };
        return new Response(JSON.stringify(terms), { headers: { 'Content-Type': 'application/json' } });
      }
      return new Response(spanish ? '# Política de privacidad' : '# Privacy Policy', {
        headers: { 'Content-Type': 'text/plain' },
      });
    }),
  );
  return asked;
}

function Documents() {
  const terms = useTermsOfUse();
  const policy = usePrivacyPolicy();
  return (
    <>
      <p>{terms.data ? `${terms.data.text} (${terms.data.current_revision.id})` : 'loading terms'}</p>
      <p>{policy.data ?? 'loading policy'}</p>
    </>
  );
}

describe("the portal's documents in the page's language", () => {
  it('asks for them in the shown language and reads them again when it changes', async () => {
    const asked = documentsApi();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Documents />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('# Terms of Use (2026-11-01)')).toBeTruthy();
    expect(await screen.findByText('# Privacy Policy')).toBeTruthy();

    await act(() => showLanguage('es'));
    expect(await screen.findByText('# Términos de uso (2026-11-01-es)')).toBeTruthy();
    expect(await screen.findByText('# Política de privacidad')).toBeTruthy();
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/terms/ en',
        '/api/privacy-policy en',
        '/api/terms/ es',
        '/api/privacy-policy es',
      ]),
    );
  });
});
