// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { longIdleHeld } from '@/lib/long-idle';
import { ESIGN_LAUNCHER_SRC, loadESignLauncher } from './load-esign-launcher';
import type { PortalESign, PortalESignHandlers } from './portal-esign';

const embedded = {
  type: 30,
  data: { url: '/maple-court/esign/abc', signer_id: '1', security_pin: '1234' },
} as const;

/** The scripts the loader injects, held here instead of run (the browser would fetch and run them). */
let injected: HTMLScriptElement[] = [];

beforeEach(() => {
  injected = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    injected.push(...(nodes as HTMLScriptElement[]));
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.PortalESign;
});

describe('loadESignLauncher', () => {
  it('injects the script once and rejects with the spec text when it fails to load', async () => {
    const first = loadESignLauncher();
    expect(loadESignLauncher()).toBe(first);
    expect(injected).toHaveLength(1);
    expect(injected[0]?.getAttribute('src')).toBe(ESIGN_LAUNCHER_SRC);
    injected[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(new Error('Failed to load the e-signature provider script.'));
  });

  it('rejects the same way when the script loads but defines no window.PortalESign', async () => {
    const loading = loadESignLauncher();
    injected[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('Failed to load the e-signature provider script.');
  });

  it('answers window.PortalESign once loaded, and afterwards without another script', async () => {
    const loading = loadESignLauncher();
    const open = vi.fn(() => ({ close: () => undefined }));
    window.PortalESign = { open };
    injected[0]?.dispatchEvent(new Event('load'));
    (await loading).open(embedded).close();
    (await loadESignLauncher()).open(embedded).close();
    expect(open).toHaveBeenCalledTimes(2);
    expect(injected).toHaveLength(1);
  });

  it('holds the long idle time-out while a ceremony is open: until signed, cancelled or closed', async () => {
    let handlers: PortalESignHandlers = {};
    const launcher: PortalESign = {
      open: (_config, given = {}) => {
        handlers = given;
        return { close: () => undefined };
      },
    };
    window.PortalESign = launcher;
    const onSigned = vi.fn();
    const esign = await loadESignLauncher();

    esign.open(embedded, { onSigned });
    expect(longIdleHeld()).toBe(true);
    handlers.onSigned?.({ documentId: 3 });
    expect(longIdleHeld()).toBe(false);
    expect(onSigned).toHaveBeenCalledWith({ documentId: 3 });

    esign.open(embedded);
    handlers.onCancelled?.();
    expect(longIdleHeld()).toBe(false);

    esign.open(embedded).close();
    expect(longIdleHeld()).toBe(false);
  });
});
