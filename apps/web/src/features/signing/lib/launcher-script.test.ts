// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: the launcher is served from public/, outside src/
import source from '../../../../public/esign/launcher.js?raw';

/** public/esign/launcher.js as the browser runs it: a classic script that defines window.PortalESign. */
beforeAll(() => {
  new Function(source)();
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const embedded = {
  type: 30 as const,
  data: { url: '/maple-court/esign/s3ss10n', signer_id: 'sg-9', security_pin: '4821' },
};

describe('launcher.js', () => {
  it('opens an embedded ceremony in a labelled modal dialog with the signer and the PIN in the fragment', () => {
    window.PortalESign?.open(embedded, {});
    const dialog = document.querySelector('dialog');
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    const labelledBy = dialog?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelledBy)?.textContent).toBe('Sign your document');
    const frame = dialog?.querySelector('iframe');
    expect(frame?.title).toBe('E-signature');
    expect(frame?.getAttribute('src')).toBe('/maple-court/esign/s3ss10n?embedded=1&signer=sg-9#pin=4821');
  });

  it('treats the close button as cancelled and removes the dialog', () => {
    const onCancelled = vi.fn();
    const onSigned = vi.fn();
    window.PortalESign?.open(embedded, { onSigned, onCancelled });
    document.querySelector<HTMLButtonElement>('dialog button')?.click();
    expect(onCancelled).toHaveBeenCalledOnce();
    expect(onSigned).not.toHaveBeenCalled();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('opens a hosted ceremony in the portal-esign window', () => {
    const popup = { closed: false, focus: vi.fn(), close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const handle = window.PortalESign?.open({ type: 20, data: { url: '/maple-court/esign/abc' } }, {});
    expect(open).toHaveBeenCalledWith('/maple-court/esign/abc', 'portal-esign', expect.any(String));
    handle?.close();
    expect(popup.close).toHaveBeenCalled();
  });
});
