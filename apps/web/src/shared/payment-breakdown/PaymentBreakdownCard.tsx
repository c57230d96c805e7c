import type { PaymentBreakdown } from '@portal/domain/pricing/payment-breakdown';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { BreakdownTable } from './BreakdownTable';
import styles from './PaymentBreakdownCard.module.css';

export interface PaymentBreakdownCardProps {
  breakdown: PaymentBreakdown;
  heading: string;
  /** The Charges page; the "View Breakdown by Month" link is left out when not given (e.g. on that page). */
  chargesPath?: string;
  /** The signed-in applicant, so their own share of a per-person fee reads "You". */
  viewerApplicantId?: number;
  /** The household's names by applicant id, for a reader who may see them (the leasing team). */
  applicantNames?: ReadonlyMap<number, string>;
}

/**
 * Spec screen 12: the payment breakdown card. The first month (prorated when the move-in is not on the
 * 1st), one-time fees, deposits and savings, each explained line by line, then the monthly total.
 */
export function PaymentBreakdownCard({
  breakdown,
  heading,
  chargesPath,
  viewerApplicantId,
  applicantNames,
}: PaymentBreakdownCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const prorated = breakdown.monthly_fees.items.some((item) => item.prorated);
  const groups = [
    {
      key: 'monthly_fees',
      caption: t(
        prorated
          ? 'payments.breakdown.groups.monthly_fees_prorated'
          : 'payments.breakdown.groups.monthly_fees',
      ),
      group: breakdown.monthly_fees,
    },
    {
      key: 'one_time_fees',
      caption: t('payments.breakdown.groups.one_time_fees'),
      group: breakdown.one_time_fees,
    },
    { key: 'deposits', caption: t('payments.breakdown.groups.deposits'), group: breakdown.deposits },
    { key: 'savings', caption: t('payments.breakdown.groups.savings'), group: breakdown.savings },
  ].filter((entry) => entry.group.items.length > 0);

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {groups.map((entry) => (
        <BreakdownTable
          key={entry.key}
          caption={entry.caption}
          group={entry.group}
          {...(viewerApplicantId === undefined ? {} : { viewerApplicantId })}
          {...(applicantNames === undefined ? {} : { applicantNames })}
        />
      ))}
      <p className={styles.perMonth}>
        {t('payments.breakdown.perMonth', { amount: formatCents(breakdown.total_fees_per_month) })}
      </p>
      {chargesPath ? (
        <Link className={styles.link} to={chargesPath}>
          {t('payments.breakdown.viewByMonth')}
        </Link>
      ) : null}
    </section>
  );
}
