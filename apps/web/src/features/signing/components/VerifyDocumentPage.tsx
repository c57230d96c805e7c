import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ErrorList } from '../../../components/ui/ErrorList';
import { Field } from '../../../components/ui/Field';
import { isApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVerifyDocument } from '../api/verify-document';
import styles from './Ceremony.module.css';
import { VerificationResult } from './VerificationResult';

/**
 * `/verify` (public, outside any community): upload a PDF and learn whether the portal sealed it and
 * whether it changed since. The answer is read out from a live region as soon as it arrives.
 */
export function VerifyDocumentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('signing.verify.title'), t('app.name'));
  const verify = useVerifyDocument();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const resultId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (verify.isPending) return;
    if (!file) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    verify.mutate(file);
  }

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
            error={missing ? t('signing.verify.fileRequired') : undefined}
            required
          >
            {(control) => (
              <input
                {...control}
                ref={input}
                type="file"
                accept=".pdf,application/pdf"
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setMissing(false);
                  verify.reset();
                }}
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
