import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps keyboard and screen-reader users past the top bar. */
export function SkipLink() {
  const { t } = useTranslation();

  function focusMain(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    // Focus directly instead of changing the URL hash, which the router would treat as a navigation.
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  }

  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={focusMain}>
      {t('app.skipToContent')}
    </a>
  );
}
