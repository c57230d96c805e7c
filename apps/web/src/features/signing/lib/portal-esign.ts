import type { ESignConfig } from '@portal/domain/schemas/signing';

/** What the launcher calls back; both are optional. */
export interface PortalESignHandlers {
  /** The signer finished: the ceremony posted `portal-esign:signed`. */
  onSigned?: (event: { documentId: number | undefined }) => void;
  /** Cancel in the ceremony, the dialog closed (button or Escape), or the hosted window closed unsigned. */
  onCancelled?: () => void;
}

/** The launcher's own words (its dialog); English defaults. Pass the catalog's texts. */
export interface PortalESignLabels {
  title?: string;
  close?: string;
  frameTitle?: string;
}

/** A ceremony that is open: `close()` closes its window or dialog without calling any handler. */
export interface PortalESignHandle {
  close(): void;
}

/** `window.PortalESign`, defined by public/esign/launcher.js (served at /esign/launcher.js). */
export interface PortalESign {
  /**
   * Type 20 (hosted): opens `data.url` in the window named 'portal-esign'. Type 30 (embedded): a modal
   * <dialog> at 95% of the screen with an iframe of the ceremony, the signer and the PIN in its address.
   */
  open(config: ESignConfig, handlers?: PortalESignHandlers, labels?: PortalESignLabels): PortalESignHandle;
}

declare global {
  interface Window {
    PortalESign?: PortalESign;
  }
}
