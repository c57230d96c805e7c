/*
 * The portal's e-signature launcher, loaded at run time like a provider's script (/esign/launcher.js).
 *
 *   window.PortalESign.open(config, { onSigned, onCancelled }, labels?) → { close() }
 *
 * config is the ESignConfig of GET /api/transaction/{id}/esign-config/:
 *   { type: 20, data: { url } }                            hosted: the ceremony in its own window
 *   { type: 30, data: { url, signer_id, security_pin } }   embedded: a modal dialog with an iframe
 * The ceremony posts { type: 'portal-esign:signed', documentId } or { type: 'portal-esign:cancelled' }
 * to its opener or parent (same origin only). A hosted window closed without signing counts as cancelled.
 */
(() => {
  const SIGNED = 'portal-esign:signed';
  const CANCELLED = 'portal-esign:cancelled';
  const HOSTED = 20;
  const EMBEDDED = 30;
  const DEFAULT_LABELS = { title: 'Sign your document', close: 'Close', frameTitle: 'E-signature' };

  /** Calls one handler once per ceremony, whatever else happens afterwards ('closed': none). */
  function settleOnce(handlers, cleanup) {
    let settled = false;
    return (outcome, detail) => {
      if (settled) return;
      settled = true;
      cleanup();
      if (outcome === 'closed') return;
      const handler = outcome === 'signed' ? handlers.onSigned : handlers.onCancelled;
      if (typeof handler === 'function') handler(detail);
    };
  }

  /** Listens for the ceremony's messages from `source()` on this origin only. */
  function listen(source, settle) {
    const onMessage = (event) => {
      if (event.origin !== window.location.origin || event.source !== source()) return;
      const data = event.data || {};
      if (data.type === SIGNED) settle('signed', { documentId: data.documentId });
      if (data.type === CANCELLED) settle('cancelled');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }

  function openHosted(data, handlers) {
    const popup = window.open(data.url, 'portal-esign', 'popup,width=1024,height=860');
    if (!popup) {
      // A blocked pop-up: sign in this window instead; the ceremony brings the signer back.
      window.location.assign(data.url);
      return { close: () => undefined };
    }
    let stopListening = () => undefined;
    const watch = window.setInterval(() => {
      if (popup.closed) settle('cancelled');
    }, 500);
    const settle = settleOnce(handlers, () => {
      window.clearInterval(watch);
      stopListening();
    });
    stopListening = listen(() => popup, settle);
    popup.focus();
    return {
      close() {
        settle('closed');
        popup.close();
      },
    };
  }

  function embeddedUrl(data) {
    return `${data.url}?embedded=1&signer=${encodeURIComponent(data.signer_id)}#pin=${encodeURIComponent(data.security_pin)}`;
  }

  function buildDialog(labels) {
    const dialog = document.createElement('dialog');
    const headingId = `portal-esign-title-${Date.now()}`;
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', headingId);
    dialog.style.cssText =
      'width:95vw;height:95vh;max-width:95vw;max-height:95vh;padding:0;border:1px solid var(--color-border,#767676);' +
      'border-radius:12px;background:var(--color-surface,#fff);color:var(--color-text,#1a1a1a);overflow:hidden';
    const bar = document.createElement('div');
    bar.style.cssText =
      'display:flex;align-items:center;justify-content:space-between;gap:16px;padding:8px 16px;' +
      'border-bottom:1px solid var(--color-border,#767676)';
    const heading = document.createElement('h2');
    heading.id = headingId;
    heading.textContent = labels.title;
    heading.style.cssText = 'margin:0;font-size:18px';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = labels.close;
    close.style.cssText =
      'min-height:44px;padding:8px 16px;border:1px solid currentColor;border-radius:8px;background:transparent;' +
      'color:inherit;font:inherit;cursor:pointer';
    const frame = document.createElement('iframe');
    frame.title = labels.frameTitle;
    frame.style.cssText = 'display:block;width:100%;height:calc(100% - 62px);border:0';
    bar.append(heading, close);
    dialog.append(bar, frame);
    return { dialog, close, frame };
  }

  function openEmbedded(data, handlers, labels) {
    const returnFocus = document.activeElement;
    const { dialog, close, frame } = buildDialog(labels);
    let stopListening = () => undefined;
    const settle = settleOnce(handlers, () => {
      stopListening();
      if (dialog.open) dialog.close();
      dialog.remove();
      if (returnFocus && typeof returnFocus.focus === 'function') returnFocus.focus();
    });
    stopListening = listen(() => frame.contentWindow, settle);
    close.addEventListener('click', () => settle('cancelled'));
    // Escape: the dialog's cancel event; closing it ourselves keeps the page's state in step.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      settle('cancelled');
    });
    frame.src = embeddedUrl(data);
    document.body.append(dialog);
    dialog.showModal();
    frame.focus();
    return { close: () => settle('closed') };
  }

  window.PortalESign = {
    open(config, handlers, labels) {
      const callbacks = handlers || {};
      const words = Object.assign({}, DEFAULT_LABELS, labels || {});
      if (!config?.data || typeof config.data.url !== 'string') {
        throw new TypeError('PortalESign.open: config.data.url is required');
      }
      if (config.type === EMBEDDED) return openEmbedded(config.data, callbacks, words);
      if (config.type === HOSTED) return openHosted(config.data, callbacks);
      throw new TypeError(`PortalESign.open: unknown config type ${config.type}`);
    },
  };
})();
