import { holdLongIdle } from '@/lib/long-idle';
import type { PortalESign } from './portal-esign';

export type { PortalESign, PortalESignHandle, PortalESignHandlers, PortalESignLabels } from './portal-esign';

/**
 * STABLE API (used by the Approved screen; change both sides together):
 *
 *   const esign = await loadESignLauncher();        // rejects with Error(LAUNCHER_LOAD_ERROR)
 *   esign.open(config, { onSigned, onCancelled }, labels?);
 *
 * `config` is the ESignConfig of `GET /api/transaction/{id}/esign-config/?document_id=`. The script is
 * injected once per page; after a failure the next call tries again.
 */
export const ESIGN_LAUNCHER_SRC = '/esign/launcher.js';
export const LAUNCHER_LOAD_ERROR = 'Failed to load the e-signature provider script.';

let loading: Promise<PortalESign> | null = null;

/**
 * The launcher, holding the long idle time-out while its ceremony is open (lib/long-idle.ts): the
 * signer reads and types in the ceremony's frame or window, where this page sees none of it.
 */
function holdingLongIdle(esign: PortalESign): PortalESign {
  return {
    open(config, handlers = {}, labels) {
      const release = holdLongIdle();
      const handle = esign.open(
        config,
        {
          onSigned: (event) => {
            release();
            handlers.onSigned?.(event);
          },
          onCancelled: () => {
            release();
            handlers.onCancelled?.();
          },
        },
        labels,
      );
      return {
        close() {
          release();
          handle.close();
        },
      };
    },
  };
}

export function loadESignLauncher(): Promise<PortalESign> {
  if (window.PortalESign) return Promise.resolve(holdingLongIdle(window.PortalESign));
  if (loading) return loading;
  loading = new Promise<PortalESign>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = ESIGN_LAUNCHER_SRC;
    script.async = true;
    const fail = () => {
      script.remove();
      loading = null;
      reject(new Error(LAUNCHER_LOAD_ERROR));
    };
    script.addEventListener('error', fail);
    script.addEventListener('load', () =>
      window.PortalESign ? resolve(holdingLongIdle(window.PortalESign)) : fail(),
    );
    document.head.append(script);
  });
  return loading;
}
