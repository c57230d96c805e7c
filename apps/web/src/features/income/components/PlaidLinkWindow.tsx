import { useEffect, useRef } from 'react';
import { usePlaidLink } from 'react-plaid-link';
import { useTranslation } from '@/lib/i18n';
import type { LinkWindowMessage } from '../lib/link-window';

interface PlaidLinkWindowProps {
  token: string;
  /** Where Plaid sent the applicant back after a bank's OAuth sign-in: Link picks up from there. */
  receivedRedirectUri: string | null;
  onMessage: (message: LinkWindowMessage) => void;
}

/**
 * Plaid Link, opened over the page from the link token as soon as Plaid's script is ready. Its success
 * and exit reach the page as the sandbox window's messages do, so both go the same way from there.
 */
export function PlaidLinkWindow({ token, receivedRedirectUri, onMessage }: PlaidLinkWindowProps) {
  const { t } = useTranslation();
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const { open, ready, error } = usePlaidLink({
    token,
    ...(receivedRedirectUri ? { receivedRedirectUri } : {}),
    onSuccess: (publicToken, metadata) =>
      handler.current({ type: 'success', publicToken, linkSessionId: metadata.link_session_id }),
    onExit: (exitError) => handler.current({ type: 'exit', failed: exitError !== null }),
  });

  useEffect(() => {
    if (ready) open();
  }, [ready, open]);

  useEffect(() => {
    // Plaid's script did not load (offline, blocked): the window cannot open.
    if (error) handler.current({ type: 'exit', failed: true });
  }, [error]);

  return <p role="status">{t('income.link.plaidOpen')}</p>;
}
