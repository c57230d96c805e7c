import { languages } from '@portal/domain/constants/languages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/SkipLink';
import { useTranslation } from '@/lib/i18n';
import { DEFAULT_DARK_THEME, DEFAULT_THEME } from '../theme';
import { usePrefersDark } from '../use-prefers-dark';
import { useApplyTheme } from '../use-theme';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './Shell.module.css';
import { trackStickyBannerHeight } from './sticky-banner-height';
import { useOfferedLanguages } from './use-offered-languages';

/**
 * The shell outside any community: the portal's theme (dark when the system asks), its name and the
 * language switch in the top bar, but on the operators' pages (/staff/…), which stay English (decision 0050).
 */
export function PortalShell({ children }: { children: ReactNode }) {
  const offered = useOfferedLanguages(languages);
  const { t } = useTranslation();
  useApplyTheme(usePrefersDark() ? DEFAULT_DARK_THEME : DEFAULT_THEME);

  return (
    <>
      <SkipLink />
      <header ref={trackStickyBannerHeight} className={styles.banner}>
        <div className={styles.bannerInner}>
          <Link to="/" className={styles.brand}>
            <svg className={styles.brandMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="8" />
              <path d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" />
            </svg>
            <span className={styles.brandName}>{t('app.name')}</span>
          </Link>
          <LanguageSwitch languages={offered} saveOnAccount={false} />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}

/** While the community is unknown (configuration loading): no top bar yet, so nothing flashes. */
export function BareShell({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
}
