import type { Screening } from '@portal/domain/schemas/screening';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import formStyles from '@/components/ui/Form.module.css';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { TermsDocument } from '@/components/ui/TermsDocument';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { oops } from '@/lib/oops';
import { useDocumentTitle } from '@/lib/use-document-title';
import { nextRouteOf, transactionPath } from '@/shared/journey-step/drawer-inputs';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useScreeningCriteria, useScreeningStatus } from '../api/screening';
import styles from './Screening.module.css';
import { ScreeningForm } from './ScreeningForm';

/**
 * `/:community/transaction/:transactionId/screening`: the screening criteria to read and accept, and the
 * number to screen by; once given, what was given (the last 4 digits only) and the way on.
 */
export function ScreeningPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const status = useScreeningStatus(transaction.id);
  useDocumentTitle(t('screening.title'), community.display_name);

  return (
    <JourneyCard
      eyebrow={t('screening.eyebrow')}
      heading={t('screening.heading')}
      intro={status.data?.screening ? undefined : t('screening.intro')}
    >
      {!status.isSuccess ? (
        <QueryFallback
          query={status}
          loadingLabel={t('screening.loading')}
          failure={{ message: oops(t('screening.loadFailed')), retryLabel: t('screening.retry') }}
        />
      ) : null}
      {status.data?.screening ? <ScreeningGiven screening={status.data.screening} /> : null}
      {status.data && !status.data.screening ? <ScreeningConsent /> : null}
    </JourneyCard>
  );
}

/** The criteria, then the form: the form waits for the criteria, as nobody can accept what they cannot read. */
function ScreeningConsent() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const criteria = useScreeningCriteria(transaction.id);
  if (!criteria.isSuccess) {
    return (
      <QueryFallback
        query={criteria}
        loadingLabel={t('screening.criteria.loading')}
        failure={{
          message: oops(t('screening.criteria.loadFailed')),
          retryLabel: t('screening.criteria.retry'),
        }}
      />
    );
  }
  return (
    <>
      <TermsDocument label={t('screening.criteria.label')} html={criteria.data.html} />
      <ScreeningForm />
    </>
  );
}

function ScreeningGiven({ screening }: { screening: Screening }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  return (
    <div className={styles.done}>
      <h2 className={styles.doneHeading}>{t('screening.done.heading')}</h2>
      <p>{t(`screening.done.${screening.tax_id_type}`, { last4: screening.tax_id_last4 ?? '' })}</p>
      <p>{t('screening.done.change')}</p>
      <Link
        className={buttonClassName('primary', formStyles.submit)}
        to={transactionPath(community.slug, transaction.id, nextRouteOf(transaction))}
      >
        {t('screening.done.continue')}
      </Link>
    </div>
  );
}
