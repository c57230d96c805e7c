import { LINK_WINDOW_MESSAGE_SOURCE } from '@portal/domain/constants/financial-link';

/** What the provider window tells the app (docs/api.md, "Provider window"), as far as the flow cares. */
export type LinkWindowMessage =
  | { type: 'success'; publicToken: string | null; linkSessionId: string | null }
  | { type: 'exit'; failed: boolean }
  | { type: 'event' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The window's message, or null for anything else posted to the page: the origin must be ours and the
 * data must name the window as its source (the window may be any frame of ours, so both are checked).
 */
export function readLinkWindowMessage(
  origin: string,
  ownOrigin: string,
  data: unknown,
): LinkWindowMessage | null {
  if (origin !== ownOrigin || !isRecord(data) || data.source !== LINK_WINDOW_MESSAGE_SOURCE) return null;
  switch (data.type) {
    case 'success': {
      const metadata = isRecord(data.metadata) ? data.metadata : {};
      return {
        type: 'success',
        publicToken: textOrNull(data.public_token),
        linkSessionId: textOrNull(metadata.link_session_id),
      };
    }
    case 'exit':
      return { type: 'exit', failed: data.error !== null && data.error !== undefined };
    case 'event':
      return { type: 'event' };
    default:
      return null;
  }
}

/**
 * The provider window a link token opens: a page at an address (the built-in sandbox's), framed by us, or Plaid Link,
 * which Plaid's script opens from the token (again, with the address Plaid sent the applicant back to
 * after a bank's own sign-in page: an OAuth redirect).
 */
export type LinkWindow =
  | { kind: 'hosted'; url: string }
  | { kind: 'plaid'; token: string; receivedRedirectUri: string | null };

/**
 * Spec part 2 §4 "Income connect flow": idle (the link details), then the provider window, then the
 * loading report; an error or a cancel goes back to idle, the error said.
 */
export type ConnectState =
  | { phase: 'idle'; error: string | null }
  | { phase: 'opening' }
  | { phase: 'window'; window: LinkWindow }
  | { phase: 'loading' };

export type ConnectAction =
  | { type: 'open' }
  | { type: 'windowReady'; window: LinkWindow }
  | { type: 'linked' }
  | { type: 'cancelled' }
  | { type: 'failed'; message: string };

export const idleConnect: ConnectState = { phase: 'idle', error: null };

export function connectReducer(state: ConnectState, action: ConnectAction): ConnectState {
  switch (action.type) {
    case 'open':
      return state.phase === 'idle' ? { phase: 'opening' } : state;
    case 'windowReady':
      return state.phase === 'opening' ? { phase: 'window', window: action.window } : state;
    case 'linked':
      return state.phase === 'window' ? { phase: 'loading' } : state;
    case 'cancelled':
      return idleConnect;
    case 'failed':
      return { phase: 'idle', error: action.message };
  }
}
