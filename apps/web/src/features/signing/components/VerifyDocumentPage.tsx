import { useId } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { Field } from '@/components/ui/Field';
import { isApiRequestError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useVerifyDocument } from '../api/verify-document';
import type { verifyDocumentSchema } from '../lib/verify-document-schema';
import styles from './Ceremony.module.css';
import { VerificationResult } from './VerificationResult';

type VerifyValues = { file: FileList | null };
const loadVerifySchema = () =>
  import('../lib/verify-document-schema').then((module) => module.verifyDocumentSchema);

/**
 * `/verify` (public, outside any community): upload a PDF and learn whether the portal sealed it and
 * whether it changed since. The answer is read out from a live region as soon as it arrives.
 */
export function VerifyDocumentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signing.verify.title'), t('app.name'));
  const verify = useVerifyDocument();
  const resultId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<VerifyValues, z.output<typeof verifyDocumentSchema>>({
    schema: loadVerifySchema,
    defaultValues: { file: null },
  });

  const submit = handleSubmit(({ file }) => {
    if (verify.isPending) return;
    verify.mutate(file);
  });

  const failure = verify.isError
    ? isApiRequestError(verify.error) && verify.error.status === 400
      ? t('signing.verify.unreadable')
      : t('signing.verify.failed')
    : null;

  return (
    <article className={styles.page} aria-labelledby="verify-heading">
      <div className={styles.inner}>
        <h1 id="verify-heading" className={styles.heading}>
          {t('signing.verify.title')}
        </h1>
        <p>{t('signing.verify.intro')}</p>
        <form className={styles.fields} onSubmit={submit} noValidate aria-describedby={resultId}>
          <Field
            label={t('signing.verify.fileLabel')}
            // A file is all the form asks for: any problem with the field is that none was chosen.
            error={errors.file ? t('signing.verify.fileRequired') : undefined}
            required
          >
            {(control) => (
              <input
                {...control}
                // A new file makes the last answer stale.
                {...register('file', { onChange: () => verify.reset() })}
                type="file"
                accept=".pdf,application/pdf"
              />
            )}
          </Field>
          <div className={styles.actions}>
            <Button type="submit" aria-disabled={verify.isPending || undefined}>
              {verify.isPending ? t('signing.verify.working') : t('signing.verify.submit')}
            </Button>
          </div>
        </form>
        {failure ? <ErrorList messages={[failure]} /> : null}
        <div id={resultId} aria-live="polite">
          {verify.data ? <VerificationResult result={verify.data} /> : null}
        </div>
      </div>
    </article>
  );
}
