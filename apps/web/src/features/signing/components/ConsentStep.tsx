import type { CeremonySession } from '@portal/domain/schemas/signing';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ErrorList } from '../../../components/ui/ErrorList';
import { CheckboxField } from '../../../components/ui/Field';
import fieldStyles from '../../../components/ui/Field.module.css';
import { LightMarkdown } from '../../../components/ui/LightMarkdown';
import { useTranslation } from '../../../lib/i18n';
import { useGiveConsent } from '../api/ceremony';
import styles from './Ceremony.module.css';
import { CeremonyActions } from './CeremonyActions';
import { StepHeading } from './StepHeading';
import { useFailureMessage } from './use-failure-message';

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
  const [agreed, setAgreed] = useState(false);
  const [showRequired, setShowRequired] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const disclosureId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (consent.isPending) return;
    if (!agreed) {
      setShowRequired(true);
      checkbox.current?.focus();
      return;
    }
    consent.mutate(disclosure.version, { onSuccess: onConsented });
  }

  return (
    <>
      <StepHeading focusOnMount={focusHeading}>{t('signing.ceremony.consent.heading')}</StepHeading>
      <p>{t('signing.ceremony.consent.intro')}</p>
      <section className={styles.document} aria-labelledby={disclosureId}>
        <h2 id={disclosureId} className={styles.sectionHeading}>
          {t('signing.ceremony.consent.disclosureLabel')}
        </h2>
        <LightMarkdown text={disclosure.markdown} />
      </section>
      {consent.isError ? <ErrorList messages={[failureMessage(consent.error)]} /> : null}
      <form className={styles.fields} onSubmit={submit} noValidate>
        <CheckboxField label={t('signing.ceremony.consent.agree')}>
          {(control) => (
            <input
              {...control}
              ref={checkbox}
              type="checkbox"
              required
              checked={agreed}
              onChange={(event) => {
                setAgreed(event.target.checked);
                if (event.target.checked) setShowRequired(false);
              }}
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
