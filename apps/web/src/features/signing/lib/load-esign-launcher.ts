import type { ESignConfig } from '@portal/domain/schemas/signing';

export interface ESignHandlers {
  onSigned(): void;
  onCancelled(): void;
}

export interface ESignLauncher {
  open(config: ESignConfig, handlers: ESignHandlers): void;
}

declare global {
  interface Window {
    /** Set by the e-signature provider's launcher script once it has run. */
    ESignLauncher?: ESignLauncher;
  }
}

export const LAUNCHER_SCRIPT_SRC = '/esign/launcher.js';
export const LAUNCHER_LOAD_FAILED = 'Failed to load the e-signature provider script.';

let loading: Promise<ESignLauncher> | null = null;

/**
 * The e-signature provider's launcher, loaded at runtime (spec part 2 §7): one <script> for the whole
 * visit. A failed load is forgotten, so the next attempt injects the script again.
 */
export function loadESignLauncher(): Promise<ESignLauncher> {
  if (window.ESignLauncher) return Promise.resolve(window.ESignLauncher);
  loading ??= new Promise<ESignLauncher>((resolve, reject) => {
    const fail = () => {
      loading = null;
      script.remove();
      reject(new Error(LAUNCHER_LOAD_FAILED));
    };
    const script = document.createElement('script');
    script.src = LAUNCHER_SCRIPT_SRC;
    script.async = true;
    script.addEventListener('load', () => (window.ESignLauncher ? resolve(window.ESignLauncher) : fail()));
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}
