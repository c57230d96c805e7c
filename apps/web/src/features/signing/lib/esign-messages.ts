/**
 * What the ceremony tells the portal page that opened it (a hosted window's opener, an embedded iframe's
 * parent). public/esign/launcher.js listens for the same two types; keep them in step.
 */
export const ESIGN_SIGNED = 'portal-esign:signed';
export const ESIGN_CANCELLED = 'portal-esign:cancelled';

export type ESignMessage =
  | { type: typeof ESIGN_SIGNED; documentId: number }
  | { type: typeof ESIGN_CANCELLED };

/** True when `other` shows a page of this origin (reading a cross-origin window's location throws). */
function isSameOrigin(other: Window): boolean {
  try {
    return other.location.origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The portal window that opened this ceremony window, if it is still open and ours. */
export function portalOpener(): Window | null {
  const opener = window.opener as Window | null;
  return opener && !opener.closed && isSameOrigin(opener) ? opener : null;
}

/** The portal page this ceremony is embedded in (an iframe in the launcher's dialog), if ours. */
export function portalParent(): Window | null {
  return window.parent !== window && isSameOrigin(window.parent) ? window.parent : null;
}

/** Posts to the opener and the parent, this origin only: another site never receives a message. */
export function notifyPortal(message: ESignMessage): boolean {
  const targets = [portalOpener(), portalParent()].filter((target): target is Window => target !== null);
  for (const target of targets) target.postMessage(message, window.location.origin);
  return targets.length > 0;
}
