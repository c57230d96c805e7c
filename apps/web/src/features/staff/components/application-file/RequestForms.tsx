import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import type { GuarantorRequest } from '@portal/domain/schemas/staff-source-review';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import {
  useRequestDocuments,
  useRequestGuarantor,
  useSendCriminalReviewLetter,
} from '@/features/staff/api/application-file';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { NoteField } from './NoteField';
import { CheckboxGroup } from './OptionGroup';
import { StaffActionForm } from './StaffActionForm';
import { useStaffRequestForm } from './use-staff-request-form';

interface RequestFormProps {
  file: StaffApplicationFile;
  onCancel: () => void;
  onDone: (message: string) => void;
}

const documentRequestFields = { source_ids: 'source_ids', note: 'note' } as const;
const loadDocumentRequestSchema = () =>
  import('@portal/domain/schemas/staff-source-review').then((module) => module.documentRequestSchema);

/** Chosen sources are flagged, their owners asked (step 230) to upload again with the note. */
export function DocumentRequestForm({ file, onCancel, onDone }: RequestFormProps) {
  const { t } = useTranslation();
  const request = useRequestDocuments(file.id);
  const { register, control, errors, formProps } = useStaffRequestForm({
    schema: loadDocumentRequestSchema,
    defaultValues: { source_ids: [], note: '' },
    fields: documentRequestFields,
    request,
    doneMessage: () => t('staffConsole.file.documentRequest.done'),
    onCancel,
    onDone,
  });
  const { field: sourceIds } = useController({ control, name: 'source_ids' });
  const sources = file.household.flatMap((person) =>
    person.financial_sources.map((source) => ({
      value: source.id,
      label: `${person.name}: ${source.other ?? t(`income.sourceTypes.${source.income_or_asset_type}`, { defaultValue: '' })} (${formatCents(source.estimated_amount)})`,
    })),
  );
  return (
    <StaffActionForm {...formProps} submitLabel={t('staffConsole.file.documentRequest.submit')}>
      <CheckboxGroup
        legend={t('staffConsole.file.documentRequest.sources')}
        options={sources}
        field={sourceIds}
        error={errors.source_ids?.message}
      />
      <NoteField
        label={t('staffConsole.file.documentRequest.note')}
        registration={register('note')}
        error={errors.note?.message}
        required
      />
    </StaffActionForm>
  );
}

interface NoteValues {
  note: string;
}
const noteFields = { note: 'note' } as const;
/** An empty note is not sent: the request goes without one. */
const noteRequest = ({ note }: NoteValues) => (note.trim() ? { note } : {});

const loadGuarantorRequestSchema = () =>
  Promise.all([
    import('@portal/domain/schemas/staff-source-review'),
    import('@/features/staff/lib/request-form-schema'),
  ]).then(([{ guarantorRequestSchema }, { requestFormSchema }]) =>
    requestFormSchema(guarantorRequestSchema, noteRequest),
  );
const loadCriminalReviewLetterSchema = () =>
  Promise.all([
    import('@portal/domain/schemas/criminal-review'),
    import('@/features/staff/lib/request-form-schema'),
  ]).then(([{ criminalReviewLetterRequestSchema }, { requestFormSchema }]) =>
    requestFormSchema(criminalReviewLetterRequestSchema, noteRequest),
  );

/** A request whose only content is an optional note: a guarantor, or the criminal review letter. */
function NoteOnlyRequestForm({
  texts,
  schema,
  mutation,
  onCancel,
  onDone,
}: Omit<RequestFormProps, 'file'> & {
  texts: 'guarantorRequest' | 'criminalReview';
  /** The guarantor request and the letter take the same optional note. */
  schema: () => Promise<z.ZodType<GuarantorRequest, NoteValues>>;
  mutation: ReturnType<typeof useRequestGuarantor>;
}) {
  const { t } = useTranslation();
  const { register, errors, formProps } = useStaffRequestForm({
    schema,
    defaultValues: { note: '' },
    fields: noteFields,
    request: mutation,
    doneMessage: () => t(`staffConsole.file.${texts}.done`),
    onCancel,
    onDone,
  });
  return (
    <StaffActionForm {...formProps} submitLabel={t(`staffConsole.file.${texts}.submit`)}>
      <p>{t(`staffConsole.file.${texts}.intro`)}</p>
      <NoteField
        label={t(`staffConsole.file.${texts}.note`)}
        registration={register('note')}
        error={errors.note?.message}
      />
    </StaffActionForm>
  );
}

/** The primary applicant is sent (step 190) to invite a guarantor, with an optional note. */
export function GuarantorRequestForm({ file, ...props }: RequestFormProps) {
  return (
    <NoteOnlyRequestForm
      texts="guarantorRequest"
      schema={loadGuarantorRequestSchema}
      mutation={useRequestGuarantor(file.id)}
      {...props}
    />
  );
}

/** The letter goes to every adult whose criminal record needs review, with an optional note in it. */
export function CriminalReviewLetterForm({ file, ...props }: RequestFormProps) {
  return (
    <NoteOnlyRequestForm
      texts="criminalReview"
      schema={loadCriminalReviewLetterSchema}
      mutation={useSendCriminalReviewLetter(file.id)}
      {...props}
    />
  );
}
