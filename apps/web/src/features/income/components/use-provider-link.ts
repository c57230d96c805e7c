import type { LinkFlow } from '@portal/domain/constants/financial-link';
import { useReducer } from 'react';
import { useLocation } from 'react-router';
import { isApiRequestError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import {
  confirmPlaidLink,
  generateFinicityReports,
  openFinicityLink,
  openPlaidLink,
} from '../api/financial-link';
import { type ConnectState, connectReducer, idleConnect, type LinkWindowMessage } from '../lib/link-window';
import { forgetPlaidLink, rememberPlaidLink, resumedPlaidLink } from '../lib/plaid-oauth';
import { useUnmountSignal } from './use-linked-report';

/** The provider's own words for what went wrong (the API answers 502 with the spec's message), or ours. */
function messageOf(error: unknown, fallback: string): string {
  return isApiRequestError(error) && error.status === 502 && error.body ? error.body.message : fallback;
}

interface ProviderLinkOptions {
  /** The second style's flow; null for the first style (a bank link). */
  flow: LinkFlow | null;
  /** After the window's success, once the report is requested: what comes next (the loading report…). */
  afterLink: (signal: AbortSignal) => Promise<void>;
}

/** Idle, or Plaid Link opened again when the applicant comes back from a bank's OAuth sign-in. */
function initialState(currentPath: string, navigationState: unknown): ConnectState {
  const resumed = resumedPlaidLink(currentPath, navigationState);
  if (!resumed) return idleConnect;
  const { token, receivedRedirectUri } = resumed;
  return { phase: 'window', window: { kind: 'plaid', token, receivedRedirectUri } };
}

/**
 * The Connect flow of spec part 2 §4: idle, the provider window (opened from its link token), then the
 * report requested and `afterLink` run while the loading report shows. A cancel goes back to idle; a
 * failure too, with its message (§8).
 */
export function useProviderLink({ flow, afterLink }: ProviderLinkOptions) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const location = useLocation();
  const currentPath = location.pathname + location.search;
  const [state, dispatch] = useReducer(connectReducer, undefined, () =>
    initialState(currentPath, location.state),
  );
  const leaving = useUnmountSignal();

  async function open() {
    if (state.phase !== 'idle') return;
    dispatch({ type: 'open' });
    try {
      const window = flow
        ? await openPlaidLink(transaction.id, flow)
        : await openFinicityLink(transaction.id);
      if (window.kind === 'plaid') rememberPlaidLink({ token: window.token, returnTo: currentPath });
      dispatch({ type: 'windowReady', window });
    } catch (error) {
      dispatch({ type: 'failed', message: messageOf(error, t('income.link.errors.noLink')) });
    }
  }

  async function onMessage(message: LinkWindowMessage) {
    if (message.type === 'event') return;
    // The window is done with: its token opens nothing after an OAuth redirect any more.
    forgetPlaidLink();
    if (message.type === 'exit') {
      dispatch(
        message.failed
          ? { type: 'failed', message: t('income.link.errors.failureCode') }
          : { type: 'cancelled' },
      );
      return;
    }
    dispatch({ type: 'linked' });
    try {
      if (flow) {
        const { publicToken, linkSessionId } = message;
        if (!publicToken || !linkSessionId) throw new Error('The window gave no public token');
        await confirmPlaidLink(transaction.id, flow, { publicToken, linkSessionId });
      } else {
        await generateFinicityReports(transaction.id);
      }
      await afterLink(leaving());
    } catch (error) {
      if (leaving().aborted) return;
      dispatch({ type: 'failed', message: messageOf(error, t('income.link.errors.reportFailed')) });
    }
  }

  return { state, open, onMessage };
}
