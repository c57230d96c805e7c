import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { isApiRequestError } from '@/lib/api-client';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { refusalMessage } from '@/lib/failure-message';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { ACCEPTED_FILE_TYPES } from '@/lib/uploads/file-screening';
import { uploadChosenFiles } from '@/lib/uploads/upload-chosen-files';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import styles from '@/shared/payment-breakdown/FeesDepositsPage.module.css';
import { useGiveOwnReport, useOwnReport, useWithdrawOwnReport } from '../api/fee-law';
import own from './OwnScreeningReport.module.css';

/**
 * "I have a screening report from the last 30 days": where the law of the home's place lets an
 * applicant's own recent report stand for the screening fee, they give it here (the file, or the agency
 * and its reference, and its date) and the fee is waived while the leasing team reviews it.
 */
export function OwnScreeningReport() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const state = useOwnReport(transaction.id);
  const headingId = useId();
  if (!state.isSuccess) return <QueryFallback query={state} loadingLabel={t('payments.fees.loadingDue')} />;
  const { offer, report } = state.data;
  if (!offer) return null;
  return (
    <section className={styles.dueNow} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('payments.ownReport.heading')}
      </h2>
      <p>
        {t(`payments.ownReport.offer_${offer.acceptance}`, {
          law: offer.law,
          days: offer.max_age_days,
          cite: offer.cite,
        })}
      </p>
      {report?.status === 'accepted' ? (
        <StatusBanner tone="success" messages={[t('payments.ownReport.accepted')]} />
      ) : report?.status === 'pending' ? (
        <Given date={report.report_date} />
      ) : (
        <>
          {report?.status === 'not_acceptable' ? (
            <StatusBanner
              tone="error"
              messages={[
                t('payments.ownReport.notAcceptable', { reason: report.not_acceptable_reason ?? '' }),
              ]}
            />
          ) : null}
          <details className={own.disclosure}>
            <summary>{t('payments.ownReport.have', { days: offer.max_age_days })}</summary>
            <ReportForm />
          </details>
        </>
      )}
    </section>
  );
}

/** A report given and not yet decided: the fee is waived; the applicant may still pay instead. */
function Given({ date }: { date: string }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const withdraw = useWithdrawOwnReport(transaction.id);
  return (
    <StatusBanner tone="success" messages={[t('payments.ownReport.pending', { date: spelledOutDate(date) })]}>
      <Button
        variant="secondary"
        onClick={() => withdraw.mutate()}
        aria-disabled={withdraw.isPending || undefined}
      >
        {withdraw.isPending ? t('payments.ownReport.withdrawing') : t('payments.ownReport.withdraw')}
      </Button>
    </StatusBanner>
  );
}

/** As the form holds them: the texts may be left empty (the API then takes the file alone). */
interface ReportValues {
  agency_name?: string | null | undefined;
  reference?: string | null | undefined;
  report_date: string;
  file: FileList | null;
}
interface ReportOutput {
  agency_name: string | null;
  reference: string | null;
  report_date: string;
  file: FileList | null;
}
const loadReportSchema = () =>
  import('../lib/own-report-form-schema').then((module) => module.ownReportFormSchema);

const FIELDS = ['agency_name', 'reference', 'report_date'] as const;

function ReportForm() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const give = useGiveOwnReport(transaction.id);
  const [failure, setFailure] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm<ReportValues, ReportOutput>({
    schema: loadReportSchema,
    defaultValues: { agency_name: '', reference: '', report_date: '', file: null },
  });

  const submit = handleSubmit(async ({ file, ...values }) => {
    setFailure([]);
    const { ids, problems } = await uploadChosenFiles(community.vgs_config.vault_url, [...(file ?? [])]);
    if (problems.length > 0) return setFailure(problems);
    const uploadId = ids[0] ?? null;
    try {
      await give.mutateAsync({ ...values, upload_id: uploadId });
    } catch (problem) {
      const fieldErrors = isApiRequestError(problem) ? problem.fieldErrors : {};
      for (const field of FIELDS) {
        const [message] = fieldErrors[field] ?? [];
        if (message) setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      const [fileError] = fieldErrors.upload_id ?? [];
      if (fileError) setError('file', { type: 'server', message: fileError });
      if (Object.keys(fieldErrors).length === 0)
        setFailure([refusalMessage(problem, t('payments.ownReport.failed'))]);
    }
  });

  return (
    <StepForm
      className={styles.payForm}
      onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
      failure={failure}
    >
      <Field label={t('payments.ownReport.agency')} error={errors.agency_name?.message}>
        {(control) => <input {...control} {...register('agency_name')} autoComplete="off" />}
      </Field>
      <Field
        label={t('payments.ownReport.reference')}
        hint={t('payments.ownReport.referenceHint')}
        error={errors.reference?.message}
      >
        {(control) => <input {...control} {...register('reference')} autoComplete="off" />}
      </Field>
      <Field label={t('payments.ownReport.date')} error={errors.report_date?.message} required>
        {(control) => <input {...control} {...register('report_date')} type="date" />}
      </Field>
      <Field
        label={t('payments.ownReport.file')}
        hint={t('payments.ownReport.fileHint')}
        error={errors.file?.message}
      >
        {(control) => <input {...control} {...register('file')} type="file" accept={ACCEPTED_FILE_TYPES} />}
      </Field>
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('payments.ownReport.sending') : t('payments.ownReport.send')}
        </Button>
      </div>
    </StepForm>
  );
}
