import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { formatCents } from '../../../../lib/money';
import {
  useRequestDocuments,
  useRequestGuarantor,
  useSendCriminalReviewLetter,
} from '../../api/application-file';
import { NoteField } from './NoteField';
import { OptionGroup } from './OptionGroup';
import { StaffActionForm } from './StaffActionForm';

interface RequestFormProps {
  file: StaffApplicationFile;
  onCancel: () => void;
  onDone: (message: string) => void;
}

/** Chosen sources are flagged, their owners asked (step 230) to upload again with the note. */
export function DocumentRequestForm({ file, onCancel, onDone }: RequestFormProps) {
  const { t } = useTranslation();
  const request = useRequestDocuments(file.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const sources = file.household.flatMap((person) =>
    person.financial_sources.map((source) => ({
      value: String(source.id),
      label: `${person.name}: ${source.other ?? t(`income.sourceTypes.${source.income_or_asset_type}`, { defaultValue: '' })} (${formatCents(source.estimated_amount)})`,
    })),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    request.mutate(
      { source_ids: chosen.map(Number), note },
      { onSuccess: () => onDone(t('staffConsole.file.documentRequest.done')) },
    );
  };
  return (
    <StaffActionForm
      pending={request.isPending}
      error={request.error}
      submitLabel={t('staffConsole.file.documentRequest.submit')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {(fieldError) => (
        <>
          <OptionGroup
            legend={t('staffConsole.file.documentRequest.sources')}
            kind="checkbox"
            options={sources}
            chosen={chosen}
            onToggle={(value, checked) =>
              setChosen((current) => (checked ? [...current, value] : current.filter((id) => id !== value)))
            }
            error={fieldError('source_ids')}
          />
          <NoteField
            label={t('staffConsole.file.documentRequest.note')}
            value={note}
            onChange={setNote}
            error={fieldError('note')}
            required
          />
        </>
      )}
    </StaffActionForm>
  );
}

/** A request whose only content is an optional note: a guarantor, or the criminal review letter. */
function NoteOnlyRequestForm({
  texts,
  mutation,
  onCancel,
  onDone,
}: Omit<RequestFormProps, 'file'> & {
  texts: 'guarantorRequest' | 'criminalReview';
  mutation: ReturnType<typeof useRequestGuarantor>;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(note.trim() ? { note } : {}, {
      onSuccess: () => onDone(t(`staffConsole.file.${texts}.done`)),
    });
  };
  return (
    <StaffActionForm
      pending={mutation.isPending}
      error={mutation.error}
      submitLabel={t(`staffConsole.file.${texts}.submit`)}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {(fieldError) => (
        <>
          <p>{t(`staffConsole.file.${texts}.intro`)}</p>
          <NoteField
            label={t(`staffConsole.file.${texts}.note`)}
            value={note}
            onChange={setNote}
            error={fieldError('note')}
          />
        </>
      )}
    </StaffActionForm>
  );
}

/** The primary applicant is sent (step 190) to invite a guarantor, with an optional note. */
export function GuarantorRequestForm({ file, ...props }: RequestFormProps) {
  return <NoteOnlyRequestForm texts="guarantorRequest" mutation={useRequestGuarantor(file.id)} {...props} />;
}

/** The letter goes to every adult whose criminal record needs review, with an optional note in it. */
export function CriminalReviewLetterForm({ file, ...props }: RequestFormProps) {
  return (
    <NoteOnlyRequestForm texts="criminalReview" mutation={useSendCriminalReviewLetter(file.id)} {...props} />
  );
}
