import { useTranslation } from '@/lib/i18n';
import { RepeatedRows } from './RepeatedRows';

/** The lease terms offered: a row each (its months, its rent adjustment), removable, and Add a lease term. */
export function LeaseTermRows() {
  const { t } = useTranslation();
  return (
    <RepeatedRows
      name="terms"
      legend={t('communitySections.leaseTerms.termsLegend')}
      hint={t('communitySections.leaseTerms.adjustmentHint')}
      inputs={[
        { name: 'months', label: t('communitySections.leaseTerms.months'), inputMode: 'numeric' },
        { name: 'adjustment', label: t('communitySections.leaseTerms.adjustment'), inputMode: 'decimal' },
      ]}
      blank={{ months: '', adjustment: '0' }}
      removeLabel={t('communitySections.leaseTerms.removeTerm')}
      removeName={(months, number) =>
        months
          ? t('communitySections.leaseTerms.removeTermNamed', { months })
          : t('communitySections.leaseTerms.removeTermBlank', { number })
      }
      addLabel={t('communitySections.leaseTerms.addTerm')}
    />
  );
}
