import { lazy, Suspense, useEffect, useRef } from 'react';
import { LoadingState } from '@/components/ui/LoadingState';
import { useTranslation } from '@/lib/i18n';
import { useLongIdle } from '@/lib/long-idle';
import { type LinkWindow, type LinkWindowMessage, readLinkWindowMessage } from '../lib/link-window';
import styles from './Income.module.css';

// Plaid's script is fetched from Plaid only when a Plaid window is opened, never with the sandbox.
const PlaidLinkWindow = lazy(async () => ({ default: (await import('./PlaidLinkWindow')).PlaidLinkWindow }));

interface ProviderWindowProps {
  window: LinkWindow;
  /** The frame's accessible name. */
  title: string;
  onMessage: (message: LinkWindowMessage) => void;
}

/**
 * The provider window (spec part 2 §2): a page framed here, or Plaid Link over the page. While it is open
 * the idle logout waits the long time-out: what the applicant does in it never reaches this page.
 */
export function ProviderWindow({ window: linkWindow, title, onMessage }: ProviderWindowProps) {
  const { t } = useTranslation();
  useLongIdle();
  if (linkWindow.kind === 'hosted')
    return <HostedWindow url={linkWindow.url} title={title} onMessage={onMessage} />;
  return (
    <Suspense fallback={<LoadingState label={t('income.link.opening')} />}>
      <PlaidLinkWindow
        token={linkWindow.token}
        receivedRedirectUri={linkWindow.receivedRedirectUri}
        onMessage={onMessage}
      />
    </Suspense>
  );
}

/**
 * A provider window embedded in the page: it tells the page what happened by postMessage; only messages
 * from this very frame, of our origin and naming the window, are heard.
 */
function HostedWindow({
  url,
  title,
  onMessage,
}: {
  url: string;
  title: string;
  onMessage: ProviderWindowProps['onMessage'];
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const handler = useRef(onMessage);
  handler.current = onMessage;

  useEffect(() => {
    // Keyboard and screen reader users land in the window they just opened.
    frame.current?.focus();
    const listener = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow) return;
      const message = readLinkWindowMessage(event.origin, window.location.origin, event.data);
      if (message) handler.current(message);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  return <iframe ref={frame} src={url} title={title} className={styles.providerWindow} />;
}
