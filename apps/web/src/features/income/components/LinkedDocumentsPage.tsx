import type { DocumentValidationRule } from '@portal/domain/income/document-rules';
import { linkedUploadRule } from '@portal/domain/income/proof-documents';
import type { FinancialSource } from '@portal/domain/schemas/financial-sources';
import { useNavigate } from 'react-router';
import { useCommunity } from '@/lib/community-context';
import { failureMessages } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useLeavingAction } from '@/shared/journey-step/use-leaving-action';
import { useUpdateFinancialSource } from '../api/financial-sources';
import { documentEntriesOf, entriesForRule, isUploading, uploadedIds } from '../lib/document-list';
import { linkedDocumentsBody } from '../lib/source-form';
import { DocumentUploads } from './DocumentUploads';
import styles from './Income.module.css';
import {
  IncomeFormFrame,
  MissingSource,
  SaveOrCancel,
  useIncomePath,
  useSourceName,
  WithSource,
} from './IncomeFrames';
import { useDocumentUploads } from './use-document-uploads';

/**
 * `…/income-employment/{sourceId}/documents`: documents beside a source from a linked bank or payroll
 * account, where the community's proof rules allow them (decision 0034); elsewhere the linked data stands
 * alone and the page is not there.
 */
export function LinkedDocumentsPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const title = t('income.linkedDocuments.missingTitle');
  return (
    <WithSource title={title}>
      {(source) => {
        const rule = linkedUploadRule(community, source.income_or_asset_type);
        return rule ? <LinkedDocuments source={source} rule={rule} /> : <MissingSource title={title} />;
      }}
    </WithSource>
  );
}

function LinkedDocuments({ source, rule }: { source: FinancialSource; rule: DocumentValidationRule }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const incomePath = useIncomePath();
  const update = useUpdateFinancialSource(transaction.id);
  const name = useSourceName()(source);
  const uploads = useDocumentUploads(documentEntriesOf(source));
  const { run, pending, failure } = useLeavingAction();
  const documents = entriesForRule(uploads.entries, rule);
  // The link's data stands on its own, so any documents will do; the leasing team weighs them.
  const ready = !isUploading(documents);

  const save = () =>
    ready
      ? run(
          async () => {
            await update.mutateAsync({
              sourceId: source.id,
              body: linkedDocumentsBody(source, uploadedIds(documents)),
            });
            navigate(incomePath());
          },
          (error) => failureMessages(error, t('journey.common.genericError')),
        )
      : Promise.resolve();

  return (
    <IncomeFormFrame
      title={t('income.linkedDocuments.title', { name })}
      intro={t('income.linkedDocuments.intro')}
    >
      <StepForm className={styles.form} onSubmit={save} failure={failure}>
        <DocumentUploads rule={rule} entries={documents} uploads={uploads} />
        <SaveOrCancel ready={ready} saving={pending} />
      </StepForm>
    </IncomeFormFrame>
  );
}
