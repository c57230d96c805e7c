import type { IncomeRequirement } from '@portal/domain/income/income-requirement';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { perLocale } from '@/lib/language';
import { formatCents } from '@/lib/money';
import styles from './Income.module.css';

/** 3 → "3.0", 2.5 → "2.5": the factor as the spec's tip writes it ("2.0 to 3.0 times"). */
const multiplierFormat = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
);

/**
 * The income tips (spec part 2 §5, §6, §9): households are told the usual 2.0–3.0 × rent and their
 * recommended income, a guarantor the income a guarantor needs. Amounts come from the server.
 */
export function IncomeTips({ requirement }: { requirement: IncomeRequirement | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.tips} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('income.tips.heading')}
      </h2>
      {requirement?.kind === 'guarantor' ? null : <p>{t('income.tips.rentMultiple')}</p>}
      {requirement ? (
        <p>
          {t(`income.tips.${requirement.kind}`, {
            monthly: formatCents(requirement.monthly_income),
            yearly: formatCents(requirement.yearly_income),
            multiplier: multiplierFormat().format(requirement.multiplier),
            rent: formatCents(requirement.monthly_rent),
          })}
        </p>
      ) : null}
    </section>
  );
}
