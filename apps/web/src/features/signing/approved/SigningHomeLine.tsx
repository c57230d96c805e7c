import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import styles from './Approved.module.css';

/** "Your new home at {community}, unit {unit}": the first line of every signing step. */
export function SigningHomeLine() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  return (
    <p className={styles.home}>
      {t('approvedFlow.payment.home', {
        community: community.display_name,
        unit: transaction.unit.unit_number,
      })}
    </p>
  );
}
