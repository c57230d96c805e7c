import type { Lease } from '@portal/domain/schemas/lease';
import { useId } from 'react';
import { Link } from 'react-router';
import { monthToMonthPath } from '@/features/month-to-month/api/month-to-month';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import styles from '@/shared/lease/Leases.module.css';
import { NoticeStatus } from '@/shared/notice/NoticeStatus';
import { vacatePath } from '@/shared/notice/vacate-draft';

/** What the resident can do with the lease now: go month-to-month, give notice, or follow their notice. */
export function LeaseActions({ lease }: { lease: Lease }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const headingId = useId();
  const canGiveNotice = lease.status === 'current' || lease.status === 'month_to_month';
  if (lease.status === 'notice_given') return <NoticeStatus leaseId={lease.id} />;
  if (!canGiveNotice) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subHeading}>
        {t('leases.actions.heading')}
      </h3>
      <ul className={styles.plainList}>
        {lease.status === 'current' ? (
          <li>
            <Link to={monthToMonthPath(community.slug, lease.id, 'month-to-month')}>
              {t('leases.actions.monthToMonth')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={vacatePath(community.slug, lease.id, 'details')}>{t('leases.actions.vacate')}</Link>
        </li>
      </ul>
    </section>
  );
}
