import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import formStyles from '../../../components/ui/Form.module.css';
import { useCommunity } from '../../../lib/community-context';
import { useTranslation } from '../../../lib/i18n';
import { uploadFailureMessage } from '../../../lib/uploads/upload-failure';
import { uploadToVault } from '../../../lib/uploads/vault-uploads';
import { StepForm } from '../../journey/components/StepForm';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import { useStartIdentityVerification } from '../api/identity-verification';
import { failureMessage } from '../lib/failure';
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
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string[]>([]);

  async function onSubmit() {
    if (busy) return;
    setFailure([]);
    if (!file) {
      setError(t('identity.manual.required'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    const failed = (message: string) => {
      setFailure([message]);
      setBusy(false);
    };
    let uploadId: string;
    try {
      uploadId = (await uploadToVault(community.vgs_config.vault_url, file, null)).id;
    } catch (problem) {
      return failed(uploadFailureMessage(problem, file.name));
    }
    try {
      await start.mutateAsync({ method: 'manual', upload_id: uploadId });
      goOnward();
    } catch (problem) {
      failed(failureMessage(problem, t('identity.genericError')));
    }
  }

  return (
    <StepForm className={formStyles.form} onSubmit={onSubmit} failure={failure}>
      <Field label={t('identity.manual.label')} hint={t('identity.manual.hint')} error={error}>
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <div className={formStyles.actions}>
        <Button type="submit" className={formStyles.submit} aria-disabled={busy || undefined}>
          {busy ? t('identity.manual.submitting') : t('identity.manual.submit')}
        </Button>
        <ChooseAnotherWay />
      </div>
    </StepForm>
  );
}
