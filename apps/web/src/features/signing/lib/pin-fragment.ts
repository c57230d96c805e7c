/**
 * The embedded ceremony's security PIN arrives in the URL fragment (`#pin=…`), which browsers never send
 * to a server, so it stays out of every log. Read it once, then take it out of the address bar.
 */
export function readPinFromHash(hash: string = window.location.hash): string | undefined {
  const pin = new URLSearchParams(hash.replace(/^#/, '')).get('pin');
  return pin ? pin : undefined;
}

/** Replaces the current entry's address with one without the fragment; the router's state is kept. */
export function clearHash(): void {
  const { pathname, search, hash } = window.location;
  if (hash) window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/** An embedded ceremony's address with its PIN in the fragment, where `readPinFromHash` finds it. */
export function withPin(url: string, pin: string): string {
  return `${url}#pin=${encodeURIComponent(pin)}`;
}
