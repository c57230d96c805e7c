import type { PasscodeChannel } from '@portal/domain/schemas/identity-verification';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import formStyles from '../../../components/ui/Form.module.css';
import { useTranslation } from '../../../lib/i18n';
import { StepForm } from '../../journey/components/StepForm';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import { useStartIdentityVerification } from '../api/identity-verification';
import { failureMessage } from '../lib/failure';
import { ChooseAnotherWay, IdentityFrame, useIdentityPath } from './IdentityFrame';

const channels: readonly PasscodeChannel[] = ['sms', 'voice'];

/** `id-verify/request`: a passcode by text or by call to the phone on file. */
export function RequestPasscodePage() {
  const { t } = useTranslation();
  return (
    <IdentityFrame heading={t('identity.request.heading')}>
      {(verification) =>
        verification.phone_last4 ? (
          <RequestForm last4={verification.phone_last4} />
        ) : (
          <>
            <p>{t('identity.request.noPhone')}</p>
            <ChooseAnotherWay />
          </>
        )
      }
    </IdentityFrame>
  );
}

function RequestForm({ last4 }: { last4: string }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const path = useIdentityPath();
  const start = useStartIdentityVerification(transaction.id);
  const name = useId();
  const [channel, setChannel] = useState<PasscodeChannel>('sms');
  const [failure, setFailure] = useState<string[]>([]);

  async function onSubmit() {
    if (start.isPending) return;
    setFailure([]);
    try {
      await start.mutateAsync({ method: 'passcode', channel });
      navigate(path('verify'));
    } catch (error) {
      setFailure([failureMessage(error, t('identity.genericError'))]);
    }
  }

  return (
    <StepForm className={formStyles.form} onSubmit={onSubmit} failure={failure}>
      <p>{t('identity.request.intro', { last4 })}</p>
      <fieldset className={formStyles.options}>
        <legend className={formStyles.legend}>{t('identity.request.legend')}</legend>
        {channels.map((option) => (
          <label key={option} className={formStyles.option}>
            <input
              type="radio"
              name={name}
              checked={channel === option}
              onChange={() => setChannel(option)}
            />
            {t(`identity.request.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className={formStyles.actions}>
        <Button type="submit" className={formStyles.submit} aria-disabled={start.isPending || undefined}>
          {start.isPending ? t('identity.request.submitting') : t('identity.request.submit')}
        </Button>
        <ChooseAnotherWay />
      </div>
    </StepForm>
  );
}
