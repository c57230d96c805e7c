import { useFormContext, useWatch } from 'react-hook-form';
import formStyles from '@/components/ui/Form.module.css';
import { type LeaseTermsValues, renewalTermChoices } from '@/features/staff-settings/lib/lease-terms-form';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import { ChoiceGroup, TextField } from './FormFields';

/**
 * How residents renew: when offers open, the terms offered (among the lease terms above), the increase an
 * offer starts from and its ceiling, and the notice a move-out needs.
 */
export function RenewalFields({ renewalTermsBefore }: { renewalTermsBefore: readonly number[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<LeaseTermsValues>();
  const terms = useWatch({ control, name: 'terms' });
  const choices = renewalTermChoices(terms, renewalTermsBefore).map((months) => ({
    value: String(months),
    label: t('communitySections.leaseTerms.renewalTerm', { count: months }),
  }));
  const text = (field: keyof LeaseTermsValues['renewals'] & `${string}_${'days' | 'percent'}`) => ({
    name: `renewals.${field}`,
    label: t(`communitySections.leaseTerms.${field}`),
    hint: t(`communitySections.leaseTerms.${field}Hint`),
    inputMode: field.endsWith('_days') ? ('numeric' as const) : ('decimal' as const),
  });

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('communitySections.leaseTerms.renewalsLegend')}</legend>
      <TextField {...text('renewal_offer_window_days')} />
      <ChoiceGroup
        name="renewals.renewal_lease_terms_months"
        label={t('communitySections.leaseTerms.renewalTerms')}
        type="checkbox"
        choices={choices}
        empty={t('communitySections.leaseTerms.noRenewalTerms')}
      />
      <div className={formStyles.row}>
        <TextField {...text('renewal_rent_increase_percent')} />
        <TextField {...text('renewal_max_increase_percent')} />
      </div>
      <TextField {...text('notice_to_vacate_days')} />
    </fieldset>
  );
}
