import { Link, Navigate } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  INVITE_GUARANTOR_ROUTE,
  isPrimaryApplicant,
  nextRouteOf,
  transactionPath,
} from '@/shared/journey-step/drawer-inputs';
import styles from '@/shared/journey-step/Holds.module.css';
import { CallTheOffice } from '@/shared/journey-step/hold-parts';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';

/**
 * `/:community/transaction/:transactionId/guarantor_request`: the leasing team asked for a guarantor
 * (step 190). The primary applicant is kept here until they invite one; then the review goes on.
 */
export function GuarantorRequestPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  useDocumentTitle(t('holds.guarantorRequest.title'), community.display_name);
  if (!transaction.guarantor_requested || !isPrimaryApplicant(transaction)) {
    return (
      <Navigate to={transactionPath(community.slug, transaction.id, nextRouteOf(transaction))} replace />
    );
  }
  return (
    <JourneyCard
      eyebrow={t('holds.guarantorRequest.eyebrow')}
      heading={t('holds.guarantorRequest.heading')}
      intro={t('holds.guarantorRequest.intro')}
    >
      <p>{t('holds.guarantorRequest.next')}</p>
      <div className={styles.actions}>
        <Link
          className={buttonClassName('primary')}
          to={transactionPath(community.slug, transaction.id, INVITE_GUARANTOR_ROUTE)}
        >
          {t('holds.guarantorRequest.invite')}
        </Link>
      </div>
      <CallTheOffice label={t('holds.guarantorRequest.callUs')} />
    </JourneyCard>
  );
}
