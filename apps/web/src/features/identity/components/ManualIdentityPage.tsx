import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import formStyles from '@/components/ui/Form.module.css';
import { useCommunity } from '@/lib/community-context';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { uploadFailureMessage } from '@/lib/uploads/upload-failure';
import { uploadToVault } from '@/lib/uploads/vault-uploads';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useStartIdentityVerification } from '../api/identity-verification';
import { failureMessage } from '../lib/failure';
import type { PhotoIdValues } from '../lib/identity-form-schemas';
import { ChooseAnotherWay, IdentityFrame, useGoOnward } from './IdentityFrame';

/** `id-verify/manual-identity-verification`: a photo ID to the secure vault, then to the leasing team. */
export function ManualIdentityPage() {
  const { t } = useTranslation();
  return (
    <IdentityFrame heading={t('identity.manual.heading')} intro={t('identity.manual.intro')}>
      {() => <PhotoIdForm />}
    </IdentityFrame>
  );
}

function PhotoIdForm() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const goOnward = useGoOnward();
  const start = useStartIdentityVerification(transaction.id);
  const [failure, setFailure] = useState<string[]>([]);
  const required = t('identity.manual.required');
  const schema = useMemo(
    () => () => import('../lib/identity-form-schemas').then((module) => module.photoIdSchema(required)),
    [required],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<PhotoIdValues, { photo_id: File }>({
    schema,
    defaultValues: { photo_id: undefined },
  });

  const submit = handleSubmit(
    async ({ photo_id: file }) => {
      setFailure([]);
      let uploadId: string;
      try {
        uploadId = (await uploadToVault(community.vgs_config.vault_url, file, null)).id;
      } catch (problem) {
        setFailure([uploadFailureMessage(problem, file.name)]);
        return;
      }
      try {
        await start.mutateAsync({ method: 'manual', upload_id: uploadId });
        goOnward();
      } catch (problem) {
        setFailure([failureMessage(problem, t('identity.genericError'))]);
      }
    },
    () => setFailure([]),
  );

  return (
    <StepForm
      className={formStyles.form}
      onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
      failure={failure}
    >
      <Field
        label={t('identity.manual.label')}
        hint={t('identity.manual.hint')}
        error={errors.photo_id?.message}
      >
        {(control) => (
          <input
            {...control}
            {...register('photo_id')}
            type="file"
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
          />
        )}
      </Field>
      <div className={formStyles.actions}>
        <Button type="submit" className={formStyles.submit} aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('identity.manual.submitting') : t('identity.manual.submit')}
        </Button>
        <ChooseAnotherWay />
      </div>
    </StepForm>
  );
}
