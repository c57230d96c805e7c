import {
  type FinancialStreamType,
  hasCaseManager,
  isManualSourceType,
  type ManualSourceType,
  needsDescription,
} from '@portal/domain/constants/financial-source-types';
import { DESCRIPTION_MAX_LENGTH } from '@portal/domain/constants/limits';
import type { DocumentValidationRule } from '@portal/domain/income/document-rules';
import { documentRuleOf } from '@portal/domain/income/proof-documents';
import type { FinancialSourceInput } from '@portal/domain/schemas/financial-sources';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/Field';
import { useCommunity } from '@/lib/community-context';
import { showFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { StepForm } from '@/shared/journey-step/StepForm';
import {
  type DocumentEntry,
  documentShortfall,
  entriesForRule,
  isUploading,
  type ProofShortfall,
  uploadedIds,
} from '../lib/document-list';
import { SOURCE_FIELDS, type SourceFormValues } from '../lib/source-form';
import { DocumentUploads } from './DocumentUploads';
import styles from './Income.module.css';
import { SaveOrCancel } from './IncomeFrames';
import { useDocumentUploads } from './use-document-uploads';

export interface SourceFormProps {
  stream: FinancialStreamType;
  /** The types offered; with one, the type is fixed and not asked. */
  types: readonly ManualSourceType[];
  defaultValues: SourceFormValues;
  initialDocuments: readonly DocumentEntry[];
  /** Saves; throws the API error on failure. */
  onSave: (values: SourceFormValues, documentIds: string[]) => Promise<void>;
}

const loadSourceSchema = () => import('../lib/source-form-schema').then((module) => module.sourceFormSchema);

/**
 * The manual source form (spec part 2 §5): the type, the amount in dollars, a description for the "Other"
 * types, the case manager for a voucher, and the proof documents its type asks for. Save stays disabled
 * until the fields are filled and the documents meet the rule; pressing it anyway says what is missing.
 */
export function SourceForm({ stream, types, defaultValues, initialDocuments, onSave }: SourceFormProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const [banner, setBanner] = useState<string[]>([]);
  const uploads = useDocumentUploads(initialDocuments);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useSchemaForm<SourceFormValues, FinancialSourceInput>({ schema: loadSourceSchema, defaultValues });
  const type = Number(useWatch({ control, name: 'income_or_asset_type' }));
  // The configuration answers every type's rule at the community (its financial_documents_validations).
  const rule = isManualSourceType(type) ? documentRuleOf(community, type) : null;
  const documents = rule ? entriesForRule(uploads.entries, rule) : [];
  const shortfall = rule ? documentShortfall(rule, documents) : [];
  const uploading = isUploading(documents);
  const ready = isValid && rule !== null && shortfall.length === 0 && !uploading;

  const documentProblems = () => [
    ...(uploading ? [t('income.form.uploadsPending')] : []),
    ...(rule ? shortfallMessages(rule, shortfall) : []),
  ];
  function shortfallMessages(documentRule: DocumentValidationRule, short: readonly ProofShortfall[]) {
    const messages = short.map(({ proof, missing }) =>
      t('income.documents.missing', { count: missing, label: proof.label }),
    );
    return !documentRule.require_all && messages.length > 1
      ? [t('income.documents.missingOneOf'), ...messages]
      : messages;
  }

  const submit = handleSubmit(
    async () => {
      const problems = documentProblems();
      setBanner(problems);
      if (problems.length > 0) return;
      try {
        await onSave(getValues(), uploadedIds(documents));
      } catch (error) {
        setBanner(showFailure(error, SOURCE_FIELDS, t('journey.common.genericError'), setError));
      }
    },
    () => setBanner(documentProblems()),
  );

  return (
    <StepForm
      className={styles.form}
      onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
      failure={banner}
    >
      {types.length > 1 ? (
        <Field
          label={t(`income.form.typeLabel.${stream}`)}
          error={errors.income_or_asset_type?.message}
          required
        >
          {(controlProps) => (
            <select {...controlProps} {...register('income_or_asset_type')}>
              <option value="">{t('income.form.chooseType')}</option>
              {types.map((code) => (
                <option key={code} value={code}>
                  {t(`income.sourceTypes.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field
        label={t(`income.form.amountLabel.${stream}`)}
        hint={t('income.form.amountHint')}
        error={errors.estimated_amount?.message}
        required
      >
        {(controlProps) => (
          <input
            {...controlProps}
            {...register('estimated_amount')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
          />
        )}
      </Field>
      {needsDescription(type) ? (
        <Field
          label={t('income.form.other')}
          hint={t('income.form.otherHint')}
          error={errors.other?.message}
          required
        >
          {(controlProps) => (
            <input
              {...controlProps}
              {...register('other')}
              type="text"
              maxLength={DESCRIPTION_MAX_LENGTH}
              autoComplete="off"
            />
          )}
        </Field>
      ) : null}
      {hasCaseManager(type) ? (
        <div className={styles.row}>
          <Field label={t('income.form.caseManagerName')} error={errors.case_manager_name?.message}>
            {(controlProps) => (
              <input {...controlProps} {...register('case_manager_name')} type="text" autoComplete="off" />
            )}
          </Field>
          <Field
            label={t('income.form.caseManagerContact')}
            error={errors.case_manager_contact_info?.message}
          >
            {(controlProps) => (
              <input
                {...controlProps}
                {...register('case_manager_contact_info')}
                type="text"
                autoComplete="off"
              />
            )}
          </Field>
        </div>
      ) : null}
      <h2 className={styles.panelHeading}>{t('income.documents.heading')}</h2>
      {rule ? (
        <DocumentUploads rule={rule} entries={documents} uploads={uploads} />
      ) : (
        <p className={styles.hint}>{t('income.documents.chooseTypeFirst')}</p>
      )}
      <SaveOrCancel ready={ready} saving={isSubmitting} />
    </StepForm>
  );
}
