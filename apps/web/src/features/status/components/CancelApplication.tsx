import { roles } from '@portal/domain/constants/roles';
import { isCancellableStatus } from '@portal/domain/flow/cancel-application';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import { transactionPath } from '@/shared/journey-step/drawer-inputs';
import styles from '@/shared/status/Status.module.css';
import { statusPages } from '@/shared/status/status-page-paths';
import { useCancelApplication } from '../api/cancel-application';

export interface CancelApplicationProps {
  community: string;
  transaction: Pick<LeaseTransaction, 'id' | 'status' | 'applicant' | 'unit'>;
  /** The confirmation's heading level: below the page's section headings. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * "Cancel Application" for the primary applicant while the application may still be withdrawn: a
 * confirmation first (focus moves to it), then the whole household lands on the cancelled page.
 */
export function CancelApplication({ community, transaction, headingLevel = 'h2' }: CancelApplicationProps) {
  if (transaction.applicant.role !== roles.primary_applicant.code) return null;
  if (!isCancellableStatus(transaction.status)) return null;
  return (
    <CancelWithConfirmation community={community} transaction={transaction} headingLevel={headingLevel} />
  );
}

function CancelWithConfirmation({
  community,
  transaction,
  headingLevel: Heading = 'h2',
}: CancelApplicationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelApplication(transaction.id);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const confirmId = useId();

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  function keep() {
    setConfirming(false);
    cancel.reset();
    // Back to the button that opened the confirmation.
    wrapperRef.current?.querySelector('button')?.focus();
  }

  async function confirm() {
    if (cancel.isPending) return;
    try {
      await cancel.mutateAsync();
      void navigate(transactionPath(community, transaction.id, statusPages.cancelled));
    } catch {
      // The failure is shown below from the mutation's state.
    }
  }

  return (
    <div ref={wrapperRef} className={styles.section}>
      <div>
        <Button
          variant="secondary"
          aria-expanded={confirming}
          aria-controls={confirmId}
          aria-label={t('status.cancel.openNamed', { unit: transaction.unit.unit_number })}
          onClick={() => setConfirming(true)}
        >
          {t('status.cancel.open')}
        </Button>
      </div>
      <section
        id={confirmId}
        ref={confirmRef}
        className={styles.confirm}
        aria-labelledby={headingId}
        tabIndex={-1}
        hidden={!confirming}
      >
        <Heading id={headingId} className={styles.sectionHeading}>
          {t('status.cancel.heading')}
        </Heading>
        <p>{t('status.cancel.body', { unit: transaction.unit.unit_number })}</p>
        {cancel.isError ? (
          <ErrorList messages={[refusalMessage(cancel.error, t('status.cancel.failed'))]} />
        ) : null}
        <div className={styles.actions}>
          <Button onClick={() => void confirm()} aria-disabled={cancel.isPending || undefined}>
            {cancel.isPending ? t('status.cancel.cancelling') : t('status.cancel.confirm')}
          </Button>
          <Button variant="secondary" onClick={keep}>
            {t('status.cancel.keep')}
          </Button>
        </div>
      </section>
    </div>
  );
}
