import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/Field';
import { formatCents } from '../../../../lib/money';
import {
  useRequestDocuments,
  useRequestGuarantor,
  useSendCriminalReviewLetter,
} from '../../api/staff-applications';
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
          <Field label={t('staffConsole.file.documentRequest.note')} error={fieldError('note')} required>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
        </>
      )}
    </StaffActionForm>
  );
}

/** The primary applicant is sent (step 190) to invite a guarantor, with an optional note. */
export function GuarantorRequestForm({ file, onCancel, onDone }: RequestFormProps) {
  const { t } = useTranslation();
  const request = useRequestGuarantor(file.id);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    request.mutate(note.trim() ? { note } : {}, {
      onSuccess: () => onDone(t('staffConsole.file.guarantorRequest.done')),
    });
  };
  return (
    <StaffActionForm
      pending={request.isPending}
      error={request.error}
      submitLabel={t('staffConsole.file.guarantorRequest.submit')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {(fieldError) => (
        <>
          <p>{t('staffConsole.file.guarantorRequest.intro')}</p>
          <Field label={t('staffConsole.file.guarantorRequest.note')} error={fieldError('note')}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
        </>
      )}
    </StaffActionForm>
  );
}

/** The letter goes to every adult whose criminal record needs review, with an optional note in it. */
export function CriminalReviewLetterForm({ file, onCancel, onDone }: RequestFormProps) {
  const { t } = useTranslation();
  const send = useSendCriminalReviewLetter(file.id);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(note.trim() ? { note } : {}, {
      onSuccess: () => onDone(t('staffConsole.file.criminalReview.done')),
    });
  };
  return (
    <StaffActionForm
      pending={send.isPending}
      error={send.error}
      submitLabel={t('staffConsole.file.criminalReview.submit')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {(fieldError) => (
        <>
          <p>{t('staffConsole.file.criminalReview.intro')}</p>
          <Field label={t('staffConsole.file.criminalReview.note')} error={fieldError('note')}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
        </>
      )}
    </StaffActionForm>
  );
}
