import type { MonthToMonth } from '@portal/domain/schemas/month-to-month';
import { useId } from 'react';
import { useChargeName } from '@/lib/charge-name';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import styles from './MonthToMonth.module.css';

/** The month-to-month monthly charges, and what changes from the lease as it is. */
export function MonthlyCharges({ price }: { price: MonthToMonth }) {
  const { t } = useTranslation();
  const chargeName = useChargeName();
  const chargesId = useId();
  const changesId = useId();
  return (
    <>
      <section className={styles.section} aria-labelledby={chargesId}>
        <h2 id={chargesId} className={styles.sectionHeading}>
          {t('monthToMonth.payment.chargesHeading', { date: spelledOutDate(price.starts_on) })}
        </h2>
        <table className={styles.charges}>
          <thead>
            <tr>
              <th scope="col">{t('monthToMonth.payment.item')}</th>
              <th scope="col">{t('monthToMonth.payment.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {price.monthly_items.map((item) => (
              <tr key={item.name}>
                <th scope="row">{chargeName(item.name)}</th>
                <td>
                  {item.tax
                    ? t('monthToMonth.payment.withTax', {
                        amount: formatCents(item.amount),
                        tax: formatCents(item.tax),
                      })
                    : formatCents(item.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('monthToMonth.payment.total')}</th>
              <td>{formatCents(price.total_per_month)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <section className={styles.section} aria-labelledby={changesId}>
        <h2 id={changesId} className={styles.sectionHeading}>
          {t('monthToMonth.payment.changesHeading')}
        </h2>
        <ul className={styles.changes}>
          <li>
            {t('monthToMonth.payment.rentChange', {
              current: formatCents(price.current_monthly_rent),
              twelve: formatCents(price.twelve_month_rent),
              premium: formatCents(price.premium),
              rent: formatCents(price.monthly_rent),
            })}
          </li>
          <li>
            {t('monthToMonth.payment.totalChange', {
              current: formatCents(price.current_total_per_month),
              total: formatCents(price.total_per_month),
            })}
          </li>
          {price.ending_concessions.map((concession) => (
            <li key={concession.name}>
              {t('monthToMonth.payment.concessionEnds', { name: concession.name })}
            </li>
          ))}
          <li>{t('monthToMonth.payment.noEndDate', { date: spelledOutDate(price.starts_on) })}</li>
        </ul>
      </section>
    </>
  );
}
