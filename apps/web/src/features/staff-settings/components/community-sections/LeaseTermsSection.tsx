import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import {
  type LeaseTermsChange,
  type LeaseTermsValues,
  leaseTermsFieldOf,
  leaseTermsValues,
} from '@/features/staff-settings/lib/lease-terms-form';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import { FormButtons } from './FormButtons';
import { TextField } from './FormFields';
import { LeaseTermRows } from './LeaseTermRows';
import { RenewalFields } from './RenewalFields';
import { SectionFrame } from './SectionFrame';
import { bannerMessages, useSectionSave } from './use-section-save';

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
  const form = useSchemaForm<LeaseTermsValues, LeaseTermsChange>({
    schema,
    defaultValues: leaseTermsValues(community),
  });
  const {
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const { failure, saved, send } = useSectionSave<LeaseTermsValues>({
    community,
    save,
    setError,
    fieldOf: (path) => leaseTermsFieldOf(path, getValues()),
  });

  const submit = handleSubmit(async (change) => {
    await send(change, t('communitySections.leaseTerms.saved'));
  });

  return (
    <SectionFrame
      heading={t('communitySections.leaseTerms.heading')}
      intro={t('communitySections.leaseTerms.intro')}
      saved={saved}
    >
      <FormProvider {...form}>
        <form
          className={`${formStyles.form} ${styles.form}`}
          onSubmit={isSubmitting ? (event) => event.preventDefault() : submit}
          noValidate
        >
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
          <ErrorList messages={bannerMessages(failure, errors.root)} />
          <FormButtons busy={isSubmitting} />
        </form>
      </FormProvider>
    </SectionFrame>
  );
}
