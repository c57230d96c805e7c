import type { FileLineError } from '@portal/domain/schemas/api-error';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { Field } from '@/components/ui/Field';
import formStyles from '@/components/ui/Form.module.css';
import { StatusBanner } from '@/components/ui/StatusBanner';
import hidden from '@/components/ui/VisuallyHidden.module.css';
import { fileLineErrors, unitsExportPath, useImportUnits } from '@/features/staff-settings/api/admin-units';
import { isApiRequestError } from '@/lib/api-client';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import { ImportErrors } from './ImportErrors';
import styles from './Units.module.css';
import { UnitsFileColumns } from './UnitsFileColumns';

type Outcome =
  | { kind: 'imported'; created: number; updated: number }
  | { kind: 'refused'; message: string; errors: FileLineError[] }
  | { kind: 'failed'; message: string };

/** Where an import is: reading the chosen file, then sending it; with the file's name. */
type Phase = { step: 'reading' | 'sending'; name: string } | null;

/**
 * The units file: every unit at once as CSV. Importing reads the chosen file and sends its text; while it
 * does, a progress bar and a live message say so, then what it did (units created and updated) or, for a
 * refused file, every wrong line in a table. Nothing of a refused file is imported.
 */
export function UnitsFile({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const phaseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const importUnits = useImportUnits(slug);
  const [phase, setPhase] = useState<Phase>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [missing, setMissing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (phase) return;
    const file = inputRef.current?.files?.[0];
    setOutcome(null);
    setMissing(!file);
    if (!file) return inputRef.current?.focus();
    try {
      setPhase({ step: 'reading', name: file.name });
      const csv = await file.text();
      setPhase({ step: 'sending', name: file.name });
      setOutcome({ kind: 'imported', ...(await importUnits.mutateAsync(csv)) });
      if (inputRef.current) inputRef.current.value = '';
    } catch (error) {
      const errors = fileLineErrors(error);
      setOutcome(
        errors.length > 0 && isApiRequestError(error)
          ? { kind: 'refused', message: error.message, errors }
          : { kind: 'failed', message: refusalMessage(error, t('communityData.failed')) },
      );
    } finally {
      setPhase(null);
    }
  }

  return (
    <section className={styles.file} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subHeading}>
        {t('communityData.units.file.heading')}
      </h3>
      <p className={styles.muted}>{t('communityData.units.file.intro')}</p>
      <UnitsFileColumns />
      <form
        className={`${formStyles.form} ${styles.fileForm}`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Field
          label={t('communityData.units.file.label')}
          error={missing ? t('communityData.units.file.chooseFirst') : undefined}
        >
          {(control) => (
            <input
              {...control}
              ref={inputRef}
              type="file"
              accept=".csv,text/csv"
              onChange={() => setMissing(false)}
            />
          )}
        </Field>
        <div className={formStyles.actions}>
          <Button type="submit" aria-disabled={phase ? true : undefined}>
            {phase ? t('communityData.units.file.importing') : t('communityData.units.file.import')}
          </Button>
        </div>
      </form>
      <div className={styles.progress}>
        <div role="status" id={phaseId}>
          {phase ? (
            <p>
              {phase.step === 'reading'
                ? t('communityData.units.file.reading', { name: phase.name })
                : t('communityData.units.file.sending', { name: phase.name })}
            </p>
          ) : null}
          {outcome?.kind === 'refused' ? <p className={hidden.visuallyHidden}>{outcome.message}</p> : null}
        </div>
        {phase ? <progress aria-labelledby={phaseId} /> : null}
      </div>
      {outcome?.kind === 'imported' ? (
        <StatusBanner
          tone="success"
          alert
          messages={[
            t('communityData.units.file.imported', {
              created: String(outcome.created),
              updated: String(outcome.updated),
            }),
          ]}
        />
      ) : null}
      {outcome?.kind === 'failed' ? <ErrorList messages={[outcome.message]} /> : null}
      {outcome?.kind === 'refused' ? (
        <ImportErrors message={outcome.message} errors={outcome.errors} />
      ) : null}
      <a className={styles.exportLink} href={unitsExportPath(slug)} download>
        {t('communityData.units.file.export')}
      </a>
    </section>
  );
}
