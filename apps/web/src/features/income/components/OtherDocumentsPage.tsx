import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { failureMessages } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useLeavingAction } from '@/shared/journey-step/use-leaving-action';
import { addFinancialDocuments, financialDocumentsQueryKey } from '../api/financial-documents';
import { isUploading, OTHER_DOCUMENTS_MAX, uploadedIds } from '../lib/document-list';
import { DocumentGroup } from './DocumentUploads';
import styles from './Income.module.css';
import { IncomeFormFrame, SaveOrCancel, useIncomePath } from './IncomeFrames';
import { useDocumentUploads } from './use-document-uploads';

/**
 * `…/income-employment/add-documents` (spec part 2 §2, the manual "add other income documents"): files
 * that back the income as a whole rather than one source, such as an offer letter, kept with the
 * application and listed on the Summary.
 */
export function OtherDocumentsPage() {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const incomePath = useIncomePath();
  const uploads = useDocumentUploads([]);
  const { run, pending, failure } = useLeavingAction();
  const ids = uploadedIds(uploads.entries);
  const ready = ids.length > 0 && !isUploading(uploads.entries);

  const save = () =>
    ready
      ? run(
          async () => {
            const added = await addFinancialDocuments(transaction.id, ids);
            queryClient.setQueryData(financialDocumentsQueryKey(transaction.id), added);
            navigate(incomePath());
          },
          (error) => failureMessages(error, t('journey.common.genericError')),
        )
      : Promise.resolve();

  return (
    <IncomeFormFrame title={t('income.otherDocuments.title')} intro={t('income.otherDocuments.intro')}>
      <StepForm className={styles.form} onSubmit={save} failure={failure}>
        <DocumentGroup
          proofTypeId={null}
          label={t('income.payroll.otherDocuments.label')}
          description={t('income.documents.range', { min: '1', max: String(OTHER_DOCUMENTS_MAX) })}
          tip={null}
          max={OTHER_DOCUMENTS_MAX}
          entries={uploads.entries}
          uploads={uploads}
        />
        <SaveOrCancel ready={ready} saving={pending} />
      </StepForm>
    </IncomeFormFrame>
  );
}
