import type { SessionSummary } from '@portal/domain/schemas/session';
import { useTranslation } from '@/lib/i18n';
import styles from './Shell.module.css';

/**
 * Staff signed in as a user (a wormhole session) see whose portal this is and that they are recorded.
 * A status region, so it is announced when it appears without taking focus.
 */
export function ImpersonationBanner({ session }: { session: SessionSummary }) {
  const { t } = useTranslation();
  if (session.kind !== 'impersonated') return null;
  const name = [session.user.first_name, session.user.last_name].filter(Boolean).join(' ');
  const staff = session.impersonated_by;
  return (
    <div role="status" className={styles.impersonation}>
      <div className={styles.impersonationInner}>
        <svg className={styles.impersonationIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />
        </svg>
        <p>
          <strong>{t('portal.impersonation.viewingAs', { name })}</strong>
          {staff ? (
            <span className={styles.impersonationStaff}>
              {t('portal.impersonation.staff', { name: `${staff.first_name} ${staff.last_name}` })}
            </span>
          ) : null}
        </p>
      </div>
    </div>
  );
}
