import { useEffect, useRef } from 'react';
import { type LinkWindowMessage, readLinkWindowMessage } from '../lib/link-window';
import styles from './Income.module.css';

interface ProviderWindowProps {
  url: string;
  /** The frame's accessible name. */
  title: string;
  onMessage: (message: LinkWindowMessage) => void;
}

/**
 * The provider window embedded in the page (spec part 2 §2): it tells the page what happened by
 * postMessage; only messages from this very frame, of our origin and naming the window, are heard.
 */
export function ProviderWindow({ url, title, onMessage }: ProviderWindowProps) {
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
