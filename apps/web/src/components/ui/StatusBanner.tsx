import type { ReactNode } from 'react';
import styles from './StatusBanner.module.css';

export type StatusBannerTone = 'error' | 'success' | 'info';

export interface StatusBannerProps {
  tone?: StatusBannerTone;
  /** One message is a paragraph, several are a list. */
  messages: readonly string[];
  /** Shown under the messages, e.g. a link to act on them. */
  children?: ReactNode;
  /** Announce at once (role="alert") even when the tone is not an error. */
  alert?: boolean;
}

/**
 * The status banner above a form (spec screen 5): a type and its detail messages. Errors are an
 * assertive live region (role="alert"), other tones a polite one (role="status").
 */
export function StatusBanner({ tone = 'info', messages, children, alert = false }: StatusBannerProps) {
  if (messages.length === 0 && !children) return null;
  return (
    <div className={`${styles.banner} ${styles[tone]}`} role={alert || tone === 'error' ? 'alert' : 'status'}>
      <span className={styles.mark} aria-hidden="true" />
      <div className={styles.body}>
        {messages.length === 1 ? <p>{messages[0]}</p> : null}
        {messages.length > 1 ? (
          <ul className={styles.list}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
        {children ? <div className={styles.extra}>{children}</div> : null}
      </div>
    </div>
  );
}
