import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema } from '@portal/domain/schemas/credentials';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useCommunity } from '../../../app/community-context';
import { EmailInput } from '../../../components/ui/EmailInput';
import { Field } from '../../../components/ui/Field';
import { StatusBanner } from '../../../components/ui/StatusBanner';
import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { requestPasswordReset } from '../api/passwords';
import { describeSubmitFailure, failureBanner } from '../lib/submit-failure';
import { AccountForm } from './AccountForm';
import { AccountsPage } from './AccountsPage';
import styles from './AccountsPage.module.css';

const forgotPasswordSchema = passwordResetRequestSchema.pick({ email: true });
type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

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
  } = useForm<ForgotPasswordValues, unknown, z.output<typeof forgotPasswordSchema>>({
    defaultValues: { email: '' },
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
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
      <div className={styles.links}>
        <Link className={styles.link} to={`/${community.slug}/login`}>
          {t('accounts.common.backToLogin')}
        </Link>
      </div>
    </AccountsPage>
  );
}
