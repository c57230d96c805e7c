import type { passwordResetRequestSchema } from '@portal/domain/schemas/credentials';
import { useState } from 'react';
import type { z } from 'zod';
import { EmailInput } from '@/components/ui/EmailInput';
import { Field } from '@/components/ui/Field';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useCommunity } from '@/lib/community-context';
import { describeSubmitFailure, failureBanner } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AccountsPage } from '@/shared/account-frame/AccountsPage';
import { requestPasswordReset } from '../api/passwords';
import { AccountForm } from './AccountForm';
import { BackToLoginLink } from './BackToLoginLink';

type ForgotPasswordValues = Pick<z.input<typeof passwordResetRequestSchema>, 'email'>;
const loadForgotPasswordSchema = () =>
  import('@portal/domain/schemas/credentials').then((module) =>
    module.passwordResetRequestSchema.pick({ email: true }),
  );

/** `/:community/password/forgot`: e-mails a reset link and shows the API's answer. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const [detail, setDetail] = useState<string | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  useDocumentTitle(t('accounts.forgotPassword.title'), community.display_name);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm<ForgotPasswordValues>({
    schema: loadForgotPasswordSchema,
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure([]);
    setDetail(null);
    try {
      setDetail(await requestPasswordReset(email, community.slug));
    } catch (error) {
      const described = describeSubmitFailure(error, ['email']);
      const [emailError] = described.fieldErrors;
      if (emailError)
        setError('email', { type: 'server', message: emailError.message }, { shouldFocus: true });
      setFailure(failureBanner(described, t('accounts.common.genericError')));
    }
  });

  return (
    <AccountsPage heading={t('accounts.forgotPassword.heading')} intro={t('accounts.forgotPassword.intro')}>
      {detail ? <StatusBanner tone="success" messages={[detail]} /> : null}
      <AccountForm
        onSubmit={submit}
        submitting={isSubmitting}
        failure={failure}
        submitLabel={t('accounts.forgotPassword.submit')}
        submittingLabel={t('accounts.forgotPassword.submitting')}
      >
        <Field label={t('accounts.fields.email')} error={errors.email?.message} required>
          {(control) => <EmailInput {...control} {...register('email')} />}
        </Field>
      </AccountForm>
      <BackToLoginLink />
    </AccountsPage>
  );
}
