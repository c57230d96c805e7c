import type { CeremonySession } from '@portal/domain/schemas/signing';
import { useId } from 'react';
import type { z } from 'zod';
import { ErrorList } from '@/components/ui/ErrorList';
import { CheckboxField } from '@/components/ui/Field';
import fieldStyles from '@/components/ui/Field.module.css';
import { LightMarkdown } from '@/components/ui/LightMarkdown';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { useGiveConsent } from '../api/ceremony';
import type { agreementSchema } from '../lib/agreement-schema';
import styles from './Ceremony.module.css';
import { CeremonyActions } from './CeremonyActions';
import { StepHeading } from './StepHeading';
import { useFailureMessage } from './use-failure-message';

type ConsentValues = { agreed: boolean };
const loadAgreementSchema = () => import('../lib/agreement-schema').then((module) => module.agreementSchema);

export interface ConsentStepProps {
  session: string;
  disclosure: CeremonySession['disclosure'];
  focusHeading: boolean;
  onConsented: () => void;
  onCancel: () => void;
}

/**
 * Step a: the ESIGN Act consumer disclosure (paper copies, withdrawing consent, what is needed: the API's
 * text) and the required agreement. Continue records the consent with the disclosure's version.
 */
export function ConsentStep({ session, disclosure, focusHeading, onConsented, onCancel }: ConsentStepProps) {
  const { t } = useTranslation();
  const consent = useGiveConsent(session);
  const failureMessage = useFailureMessage();
  const errorId = useId();
  const disclosureId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<ConsentValues, z.output<typeof agreementSchema>>({
    schema: loadAgreementSchema,
    defaultValues: { agreed: false },
  });
  const showRequired = Boolean(errors.agreed);

  const submit = handleSubmit(() => {
    if (consent.isPending) return;
    consent.mutate(disclosure.version, { onSuccess: onConsented });
  });

  return (
    <>
      <StepHeading focusOnMount={focusHeading}>{t('signing.ceremony.consent.heading')}</StepHeading>
      <p>{t('signing.ceremony.consent.intro')}</p>
      <section className={styles.document} aria-labelledby={disclosureId}>
        <h2 id={disclosureId} className={styles.sectionHeading}>
          {t('signing.ceremony.consent.disclosureLabel')}
        </h2>
        <LightMarkdown text={disclosure.markdown} topHeadingLevel={3} />
      </section>
      {consent.isError ? <ErrorList messages={[failureMessage(consent.error)]} /> : null}
      <form className={styles.fields} onSubmit={submit} noValidate>
        <CheckboxField label={t('signing.ceremony.consent.agree')}>
          {(control) => (
            <input
              {...control}
              {...register('agreed')}
              type="checkbox"
              required
              aria-invalid={showRequired || undefined}
              aria-describedby={showRequired ? errorId : undefined}
            />
          )}
        </CheckboxField>
        <div aria-live="polite">
          {showRequired ? (
            <p id={errorId} className={fieldStyles.error}>
              {t('signing.ceremony.consent.required')}
            </p>
          ) : null}
        </div>
        <CeremonyActions
          label={t('signing.ceremony.consent.continue')}
          pending={consent.isPending}
          onCancel={onCancel}
        />
      </form>
    </>
  );
}
