import { roles } from '@portal/domain/constants/roles';
import type { LeaseChangeRequest, StaffLeaseDetail } from '@portal/domain/schemas/staff-leases';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../../components/ui/Field';
import { useTranslation } from '../../../../lib/i18n';
import { formatCents } from '../../../../lib/money';
import { useSendLeaseChange } from '../../api/staff-leases';
import { NoteField } from '../application-file/NoteField';
import { StaffActionForm } from '../application-file/StaffActionForm';

/** What staff may send: a lease document from a template, or a revision of one kind. */
const choices = [
  'renters_insurance_addendum',
  'lease_addendum',
  'add_roommate',
  'remove_roommate',
  'add_option',
  'remove_option',
] as const;
type Choice = (typeof choices)[number];

interface LeaseChangeFormProps {
  detail: StaffLeaseDetail;
  onCancel: () => void;
  onDone: (message: string) => void;
}

/**
 * Sends a document to sign on the lease: a Lease Document (type 80) or a Lease Revision (type 20). Only
 * the fields of the chosen kind show; the server checks them against the lease and names a bad one.
 */
export function LeaseChangeForm({ detail, onCancel, onDone }: LeaseChangeFormProps) {
  const { t } = useTranslation();
  const sending = useSendLeaseChange(detail.lease.id);
  const roommates = detail.residents.filter((resident) => resident.role !== roles.primary_applicant.code);
  const items = detail.lease.monthly_items.filter((item) => item.name !== 'Rent');
  const available = choices.filter(
    (choice) =>
      (choice !== 'remove_roommate' || roommates.length > 0) &&
      (choice !== 'add_option' || detail.rental_options.length > 0) &&
      (choice !== 'remove_option' || items.length > 0),
  );
  const [choice, setChoice] = useState<Choice>('renters_insurance_addendum');
  const [terms, setTerms] = useState('');
  const [person, setPerson] = useState({ first_name: '', last_name: '', email: '' });
  const [residentId, setResidentId] = useState(String(roommates[0]?.id ?? ''));
  const [optionId, setOptionId] = useState(String(detail.rental_options[0]?.id ?? ''));
  const [itemName, setItemName] = useState(items[0]?.name ?? '');

  const request = (): LeaseChangeRequest => {
    switch (choice) {
      case 'renters_insurance_addendum':
        return { kind: 'document', document_type: choice };
      case 'lease_addendum':
        return { kind: 'document', document_type: choice, terms };
      case 'add_roommate':
        return { kind: 'add_roommate', ...person };
      case 'remove_roommate':
        return { kind: 'remove_roommate', resident_id: Number(residentId) };
      case 'add_option':
        return { kind: 'add_option', rental_option_id: Number(optionId) };
      case 'remove_option':
        return { kind: 'remove_option', item_name: itemName };
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending.isPending) return;
    sending.mutate(request(), {
      onSuccess: (outcome) =>
        onDone(
          t('staffLeases.send.sent', {
            name: outcome.documents[0]?.name ?? '',
            id: String(outcome.transaction_id),
          }),
        ),
    });
  };
  const personField = (name: keyof typeof person, label: string, error: string | undefined) => (
    <Field label={label} error={error} required>
      {(control) => (
        <input
          {...control}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete="off"
          value={person[name]}
          onChange={(event) => setPerson((current) => ({ ...current, [name]: event.target.value }))}
        />
      )}
    </Field>
  );
  return (
    <StaffActionForm
      pending={sending.isPending}
      error={sending.error}
      submitLabel={t('staffLeases.send.submit')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {(fieldError) => (
        <>
          <p>{t('staffLeases.send.dialogIntro')}</p>
          <Field
            label={t('staffLeases.send.kind')}
            error={fieldError('kind') ?? fieldError('document_type')}
            required
          >
            {(control) => (
              <select
                {...control}
                value={choice}
                onChange={(event) => setChoice(event.target.value as Choice)}
              >
                {available.map((option) => (
                  <option key={option} value={option}>
                    {t(`staffLeases.send.choices.${option}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {choice === 'lease_addendum' ? (
            <NoteField
              label={t('staffLeases.send.terms')}
              hint={t('staffLeases.send.termsHint')}
              value={terms}
              onChange={setTerms}
              error={fieldError('terms')}
              required
            />
          ) : null}
          {choice === 'add_roommate' ? (
            <>
              <p>{t('staffLeases.send.roommateIntro')}</p>
              {personField('first_name', t('staffLeases.send.firstName'), fieldError('first_name'))}
              {personField('last_name', t('staffLeases.send.lastName'), fieldError('last_name'))}
              {personField('email', t('staffLeases.send.email'), fieldError('email'))}
            </>
          ) : null}
          {choice === 'remove_roommate' ? (
            <Field label={t('staffLeases.send.roommate')} error={fieldError('resident_id')} required>
              {(control) => (
                <select
                  {...control}
                  value={residentId}
                  onChange={(event) => setResidentId(event.target.value)}
                >
                  {roommates.map((resident) => (
                    <option key={resident.id} value={resident.id}>
                      {resident.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          {choice === 'add_option' ? (
            <Field label={t('staffLeases.send.option')} error={fieldError('rental_option_id')} required>
              {(control) => (
                <select {...control} value={optionId} onChange={(event) => setOptionId(event.target.value)}>
                  {detail.rental_options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {t('staffLeases.send.optionValue', {
                        name: option.name,
                        amount: formatCents(option.monthly),
                      })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
          {choice === 'remove_option' ? (
            <Field label={t('staffLeases.send.item')} error={fieldError('item_name')} required>
              {(control) => (
                <select {...control} value={itemName} onChange={(event) => setItemName(event.target.value)}>
                  {items.map((item) => (
                    <option key={item.name} value={item.name}>
                      {item.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
        </>
      )}
    </StaffActionForm>
  );
}
