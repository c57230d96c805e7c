import { useMemo } from 'react';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import {
  type LeaseTermsChange,
  type LeaseTermsValues,
  leaseTermsFieldOf,
  leaseTermsValues,
} from '@/features/staff-settings/lib/lease-terms-form';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import { TextField } from './FormFields';
import { LeaseTermRows } from './LeaseTermRows';
import { RenewalFields } from './RenewalFields';
import { SectionForm } from './SectionForm';
import { SectionFrame } from './SectionFrame';
import { useSectionForm } from './use-section-save';

/**
 * The lease terms offered, each with its rent adjustment; the renewals (when offers open, their terms and
 * increases, the notice to vacate); the sales tax. Saved together, as the community's own fields.
 */
export function LeaseTermsSection({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
  const renewalTermsBefore = community.renewals.renewal_lease_terms_months;
  const schema = useMemo(
    () => () =>
      import('@/features/staff-settings/lib/section-form-schemas').then((module) =>
        module.leaseTermsFormSchema(renewalTermsBefore),
      ),
    [renewalTermsBefore],
  );
  const { form, failure, saved, send } = useSectionForm<LeaseTermsValues, LeaseTermsChange>({
    community,
    save,
    schema,
    defaultValues: leaseTermsValues(community),
    fieldOf: leaseTermsFieldOf,
  });

  const submit = form.handleSubmit(async (change) => {
    await send(change, t('communitySections.leaseTerms.saved'));
  });

  return (
    <SectionFrame
      heading={t('communitySections.leaseTerms.heading')}
      intro={t('communitySections.leaseTerms.intro')}
      saved={saved}
    >
      <SectionForm form={form} onSubmit={submit} failure={failure} className={styles.form}>
        <LeaseTermRows />
        <div className={styles.narrow}>
          <TextField
            name="sales_tax_percent"
            label={t('communitySections.leaseTerms.salesTax')}
            hint={t('communitySections.leaseTerms.salesTaxHint')}
            inputMode="decimal"
          />
        </div>
        <RenewalFields renewalTermsBefore={renewalTermsBefore} />
      </SectionForm>
    </SectionFrame>
  );
}
