import { PASSCODE_LENGTH } from '@portal/domain/constants/identity-verification';
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import formStyles from '@/components/ui/Form.module.css';
import { isApiRequestError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { perLocale } from '@/lib/language';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useAnswerIdentityVerification } from '../api/identity-verification';
import { failureMessage } from '../lib/failure';
import type { PasscodeValues } from '../lib/identity-form-schemas';
import styles from './Identity.module.css';
import {
  ChooseAnotherWay,
  IdentityFrame,
  useGoOnward,
  useIdentityPath,
  VerifyingScreen,
} from './IdentityFrame';

const loadPasscodeSchema = () =>
  import('../lib/identity-form-schemas').then((module) => module.passcodeSchema);
const expiryTime = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }),
);

/** `id-verify/verify`: the 6-digit code sent last, within its 10 minutes and 5 tries. */
export function VerifyPasscodePage() {
  const { t } = useTranslation();
  const path = useIdentityPath();
  return (
    <IdentityFrame heading={t('identity.verify.heading')}>
      {(verification) =>
        verification.passcode ? (
          <PasscodeForm
            intro={t('identity.verify.intro', {
              last4: verification.phone_last4 ?? '',
              time: expiryTime().format(new Date(verification.passcode.expires_at)),
            })}
          />
        ) : (
          <>
            <p>{t('identity.verify.noCode')}</p>
            <div className={styles.links}>
              <Link to={path('request')}>{t('identity.verify.resend')}</Link>
              <ChooseAnotherWay />
            </div>
          </>
        )
      }
    </IdentityFrame>
  );
}

function PasscodeForm({ intro }: { intro: string }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const path = useIdentityPath();
  const goOnward = useGoOnward();
  const answer = useAnswerIdentityVerification(transaction.id);
  const [failure, setFailure] = useState<string[]>([]);
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useSchemaForm<PasscodeValues>({ schema: loadPasscodeSchema, defaultValues: { passcode: '' } });
  const { field } = useController({ control, name: 'passcode' });
  const verifying = answer.isPending || answer.data?.outcome === 'verified';

  // The server's answer comes while the verifying screen shows: once the form is back, its message is read
  // with the field, focused.
  const serverProblem = errors.passcode?.type === 'server' ? errors.passcode : undefined;
  useEffect(() => {
    if (serverProblem && !verifying) setFocus('passcode');
  }, [serverProblem, verifying, setFocus]);

  const submit = handleSubmit(async ({ passcode }) => {
    setFailure([]);
    try {
      const result = await answer.mutateAsync({ method: 'passcode', passcode });
      if (result.outcome === 'verified') goOnward();
    } catch (failed) {
      const codeProblem = isApiRequestError(failed) ? failed.fieldErrors.passcode?.join(' ') : undefined;
      if (codeProblem) setError('passcode', { type: 'server', message: codeProblem });
      else setFailure([failureMessage(failed, t('identity.genericError'))]);
    }
  });

  if (verifying) return <VerifyingScreen />;
  return (
    <StepForm
      className={formStyles.form}
      onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
      failure={failure}
    >
      <p>{intro}</p>
      <Field
        label={t('identity.verify.label')}
        hint={t('identity.verify.hint')}
        error={errors.passcode?.message}
      >
        {(controlProps) => (
          <input
            {...controlProps}
            ref={field.ref}
            name={field.name}
            className={`${controlProps.className ?? ''} ${styles.passcode}`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PASSCODE_LENGTH}
            value={field.value}
            // Digits only, as the code is typed or pasted ("123 456").
            onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
            onBlur={field.onBlur}
          />
        )}
      </Field>
      <div className={formStyles.actions}>
        <Button type="submit" className={formStyles.submit}>
          {t('identity.verify.submit')}
        </Button>
        <Link to={path('request')}>{t('identity.verify.resend')}</Link>
      </div>
    </StepForm>
  );
}
