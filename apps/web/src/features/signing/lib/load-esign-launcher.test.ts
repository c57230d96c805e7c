// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ESIGN_LAUNCHER_SRC, loadESignLauncher } from './load-esign-launcher';
import type { PortalESign } from './portal-esign';

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
    const launcher: PortalESign = { open: () => ({ close: () => undefined }) };
    window.PortalESign = launcher;
    injected[0]?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(launcher);
    await expect(loadESignLauncher()).resolves.toBe(launcher);
    expect(injected).toHaveLength(1);
  });
});
