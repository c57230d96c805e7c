import type { AvailableLeaseTerms } from '@portal/domain/schemas/lease-terms';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { useFocusOnMount } from '@/features/journey/lib/use-focus-on-mount';
import { useTranslation } from '@/lib/i18n';
import styles from '@/shared/journey-step/JourneyPage.module.css';
import own from '../LeaseTermsPage.module.css';
import { LeaseEnd } from './LeaseEnd';
import { MoveInAndTermFields } from './MoveInAndTermFields';
import { QuoteSummary } from './QuoteSummary';
import { ReadOnlyTerms } from './ReadOnlyTerms';
import { useLeaseTermsForm } from './use-lease-terms-form';

interface LeaseTermsFormProps {
  transaction: LeaseTransaction;
  available: AvailableLeaseTerms;
  focusOnMount: boolean;
}

/** The lease terms page's second section: move-in date and term (the primary applicant chooses), quote. */
export function LeaseTermsForm({ transaction, available, focusOnMount }: LeaseTermsFormProps) {
  const { t } = useTranslation();
  const form = useLeaseTermsForm(transaction, available);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const headingId = useId();
  const key = 'journey.leaseTerms.terms';

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(event);
      }}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={own.sectionHeading}>
        {t(`${key}.heading`)}
      </h2>
      <ErrorList messages={form.failure} />
      {form.isPrimary ? (
        <MoveInAndTermFields form={form} available={available} />
      ) : (
        <ReadOnlyTerms transaction={transaction} available={available} />
      )}
      <LeaseEnd request={form.leaseEndRequest} />
      <QuoteSummary request={form.quoteRequest} />
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} aria-disabled={form.saving || undefined}>
          {form.saving ? t('journey.common.saving') : t('journey.common.continue')}
        </Button>
      </div>
    </form>
  );
}
