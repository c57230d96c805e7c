import { passcodeChannels } from '@portal/domain/constants/identity-verification';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import formStyles from '@/components/ui/Form.module.css';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useStartIdentityVerification } from '../api/identity-verification';
import { failureMessage } from '../lib/failure';
import type { PasscodeRequestValues } from '../lib/identity-form-schemas';
import { ChooseAnotherWay, IdentityFrame, useIdentityPath } from './IdentityFrame';

const loadPasscodeRequestSchema = () =>
  import('../lib/identity-form-schemas').then((module) => module.passcodeRequestSchema);

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
  const [failure, setFailure] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useSchemaForm<PasscodeRequestValues>({
    schema: loadPasscodeRequestSchema,
    defaultValues: { channel: 'sms' },
  });

  const submit = handleSubmit(async ({ channel }) => {
    setFailure([]);
    try {
      await start.mutateAsync({ method: 'passcode', channel });
      navigate(path('verify'));
    } catch (error) {
      setFailure([failureMessage(error, t('identity.genericError'))]);
    }
  });

  return (
    <StepForm
      className={formStyles.form}
      onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
      failure={failure}
    >
      <p>{t('identity.request.intro', { last4 })}</p>
      <fieldset className={formStyles.options}>
        <legend className={formStyles.legend}>{t('identity.request.legend')}</legend>
        {passcodeChannels.map((option) => (
          <label key={option} className={formStyles.option}>
            <input {...register('channel')} type="radio" value={option} />
            {t(`identity.request.${option}`)}
          </label>
        ))}
      </fieldset>
      <div className={formStyles.actions}>
        <Button type="submit" className={formStyles.submit} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('identity.request.submitting') : t('identity.request.submit')}
        </Button>
        <ChooseAnotherWay />
      </div>
    </StepForm>
  );
}
