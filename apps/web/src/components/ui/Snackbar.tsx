import { SNACKBAR_AUTO_HIDE_MS } from '@portal/domain/constants/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './Snackbar.module.css';

export interface SnackbarMessage {
  /** A new id shows the message again even when its text repeats. */
  id: number;
  text: string;
}

export interface SnackbarProps {
  message: SnackbarMessage | null;
  /** Called on Dismiss and when the message times out; keep it stable (useCallback). */
  onDismiss: () => void;
}

/**
 * A short confirmation at the bottom of the screen (spec §9: hides after 4000 ms). The text sits in a
 * polite live region that stays mounted, so every message is announced; hovering or focusing the
 * snackbar holds it open.
 */
export function Snackbar({ message, onDismiss }: SnackbarProps) {
  const { t } = useTranslation();
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!message || held) return;
    const timer = setTimeout(onDismiss, SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [message, held, onDismiss]);

  useEffect(() => {
    if (!message) setHeld(false);
  }, [message]);

  return (
    <div className={styles.container}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only hold the timer; the Dismiss button is the control. */}
      <div
        className={message ? styles.snackbar : styles.idle}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <p className={styles.message} role="status" aria-live="polite">
          {message?.text ?? ''}
        </p>
        {message ? (
          <button type="button" className={styles.dismiss} onClick={onDismiss}>
            {t('app.dismiss')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
