import { Link, Navigate } from 'react-router';
import { buttonClassName } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n';
import { incomePages } from '../lib/income-pages';
import styles from './Income.module.css';
import { IncomeFormFrame, useIncomePath, useOfferedStreams } from './IncomeFrames';

/**
 * `…/income-employment/housing-voucher` (spec part 2 §2, the manual housing-voucher decision): asked after
 * "Add Income/Assets" where the community takes vouchers, so a voucher is added as one and not as income
 * (docs/decisions/0030).
 */
export function VoucherDecisionPage() {
  const { t } = useTranslation();
  const incomePath = useIncomePath();
  if (!useOfferedStreams().includes('voucher')) {
    return <Navigate to={incomePath(incomePages.addIncome)} replace />;
  }
  return (
    <IncomeFormFrame
      title={t('income.voucherDecision.title')}
      heading={t('income.voucherDecision.heading')}
      intro={t('income.voucherDecision.intro')}
    >
      <div className={styles.actions}>
        <Link to={incomePath(incomePages.addVoucher)} className={buttonClassName('primary')}>
          {t('income.voucherDecision.yes')}
        </Link>
        <Link to={incomePath(incomePages.addIncome)} className={buttonClassName('secondary')}>
          {t('income.voucherDecision.no')}
        </Link>
      </div>
    </IncomeFormFrame>
  );
}
