// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadToVault } from './vault-uploads';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answeringWithId() {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify({ id: 'f1', contains_password_protected_document: false }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('uploadToVault', () => {
  it('sends each file with its proof and the context it is sent from: browser, private window, desktop', async () => {
    const fetch = answeringWithId();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: fine)' }));
    Object.defineProperty(navigator, 'storage', {
      configurable: true,
      value: { estimate: async () => ({ quota: 60 * 1024 * 1024, usage: 0 }) },
    });

    const answer = await uploadToVault('/api/uploads/', new File(['%PDF-1.4'], 'paystub.pdf'), 7);

    expect(answer.id).toBe('f1');
    const form = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(form.get('proof_type_id')).toBe('7');
    expect(JSON.parse(String(form.get('context')))).toEqual({
      browser: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0',
      private_browsing: true,
      desktop: true,
    });
  });

  it('says a phone is no desktop, and leaves the private window unknown when the browser does not tell', async () => {
    const fetch = answeringWithId();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile',
    );
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    Object.defineProperty(navigator, 'storage', { configurable: true, value: undefined });

    await uploadToVault('/api/uploads/', new File(['x'], 'id.png'), null);

    const form = fetch.mock.calls[0]?.[1]?.body as FormData;
    expect(form.get('proof_type_id')).toBeNull();
    expect(JSON.parse(String(form.get('context')))).toMatchObject({ private_browsing: null, desktop: false });
  });
});
