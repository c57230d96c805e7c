import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import { useLeaseNotice, useWithdrawNotice } from '@/features/vacate/api/vacate';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { failureMessages } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';
import { transactionPath } from '../journey-step/drawer-inputs';
import { statusPages } from '../status/status-page-paths';
import styles from './Vacate.module.css';

/** On a lease given notice on (My Leases): where the notice stands, signing it, withdrawing it. */
export function NoticeStatus({ leaseId }: { leaseId: number }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const notice = useLeaseNotice(leaseId);
  const withdraw = useWithdrawNotice(leaseId);
  const [failure, setFailure] = useState<string[]>([]);
  const headingId = useId();
  if (!notice.data) return null;
  const { state, move_out_date: date } = notice.data;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subHeading}>
        {t('vacate.notice.heading')}
      </h3>
      <p aria-live="polite">
        {t(`vacate.notice.${state}`, {
          date: spelledOutDate(date),
          reason: notice.data.decline_reason ?? '',
        })}
      </p>
      <ErrorList messages={failure} />
      {state === 'given' ? (
        <div className={formStyles.actions}>
          {notice.data.is_signed ? null : (
            <Link to={transactionPath(community.slug, notice.data.id, statusPages.approved)}>
              {t('vacate.notice.signNotice')}
            </Link>
          )}
          <Button
            variant="secondary"
            disabled={withdraw.isPending}
            onClick={() => {
              setFailure([]);
              withdraw.mutate(undefined, {
                onError: (error) => setFailure(failureMessages(error, t('vacate.notice.withdrawFailed'))),
              });
            }}
          >
            {withdraw.isPending ? t('vacate.notice.withdrawing') : t('vacate.notice.withdraw')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
