import { PASSCODE_LENGTH } from '@portal/domain/schemas/identity-verification';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import formStyles from '../../../components/ui/Form.module.css';
import { isApiRequestError } from '../../../lib/api-client';
import { onFirstUse } from '../../../lib/first-use';
import { useTranslation } from '../../../lib/i18n';
import { StepForm } from '../../journey/components/StepForm';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import { useAnswerIdentityVerification } from '../api/identity-verification';
import { failureMessage } from '../lib/failure';
import styles from './Identity.module.css';
import {
  ChooseAnotherWay,
  IdentityFrame,
  useGoOnward,
  useIdentityPath,
  VerifyingScreen,
} from './IdentityFrame';

const expiryTime = onFirstUse(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));

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
  const input = useRef<HTMLInputElement>(null);
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string[]>([]);

  // The form comes back after the verifying screen: its message is read with the field, focused.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  async function onSubmit() {
    if (answer.isPending) return;
    setFailure([]);
    setError(undefined);
    if (!new RegExp(`^\\d{${PASSCODE_LENGTH}}$`).test(passcode))
      return setError(t('identity.verify.required'));
    try {
      const result = await answer.mutateAsync({ method: 'passcode', passcode });
      if (result.outcome === 'verified') goOnward();
    } catch (failed) {
      const codeProblem = isApiRequestError(failed) ? failed.fieldErrors.passcode?.join(' ') : undefined;
      if (codeProblem) setError(codeProblem);
      else setFailure([failureMessage(failed, t('identity.genericError'))]);
    }
  }

  if (answer.isPending || answer.data?.outcome === 'verified') return <VerifyingScreen />;
  return (
    <StepForm className={formStyles.form} onSubmit={onSubmit} failure={failure}>
      <p>{intro}</p>
      <Field label={t('identity.verify.label')} hint={t('identity.verify.hint')} error={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            className={`${control.className ?? ''} ${styles.passcode}`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PASSCODE_LENGTH}
            value={passcode}
            onChange={(event) => {
              setPasscode(event.target.value.replace(/\D/g, ''));
              setError(undefined);
            }}
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
