import type { PreApplicationNotice as Notice } from '@portal/domain/schemas/pre-application-notice';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { TermsDocument } from '@/components/ui/TermsDocument';
import { formatMomentDate } from '@/lib/dates';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import styles from '@/shared/payment-breakdown/FeesDepositsPage.module.css';
import { useAcceptPreApplicationNotice, usePreApplicationNotice } from '../api/fee-law';

/**
 * The notice the law of the home's place asks for before any fee (Washington's screening notice,
 * California's written criteria), read and accepted on the fee step; nothing where no law asks for one.
 */
export function PreApplicationNotice() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const notice = usePreApplicationNotice(transaction.id);
  if (!notice.isSuccess) return <QueryFallback query={notice} loadingLabel={t('payments.notice.loading')} />;
  return notice.data.notice ? <NoticeToAccept notice={notice.data} text={notice.data.notice} /> : null;
}

function NoticeToAccept({ notice, text }: { notice: Notice; text: NonNullable<Notice['notice']> }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const accept = useAcceptPreApplicationNotice(transaction.id);
  const [failure, setFailure] = useState<string[]>([]);
  const headingId = useId();
  const send = async () => {
    setFailure([]);
    try {
      await accept.mutateAsync(text.revision);
    } catch (problem) {
      setFailure([refusalMessage(problem, t('payments.notice.failed'))]);
    }
  };
  return (
    <section className={styles.dueNow} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('payments.notice.label')}
      </h2>
      <p>{t('payments.notice.intro', { law: text.law, cite: text.cite })}</p>
      <TermsDocument label={t('payments.notice.label')} html={text.html} />
      <ErrorList messages={failure} />
      {notice.accepted_at ? (
        <p>{t('payments.notice.accepted', { date: formatMomentDate(notice.accepted_at) })}</p>
      ) : (
        <div className={styles.termsFirst}>
          <Button onClick={() => void send()} aria-disabled={accept.isPending || undefined}>
            {accept.isPending ? t('payments.notice.accepting') : t('payments.notice.accept')}
          </Button>
        </div>
      )}
    </section>
  );
}
