import { roles } from '@portal/domain/constants/roles';
import type { StaffLeaseDetail } from '@portal/domain/schemas/staff-leases';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/Field';
import { useSendLeaseChange } from '@/features/staff/api/staff-leases';
import { leaseChangeFields, leaseChangeRequest, leaseChanges } from '@/features/staff/lib/lease-change-form';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { NoteField } from '../application-file/NoteField';
import { StaffActionForm } from '../application-file/StaffActionForm';
import { useStaffRequestForm } from '../application-file/use-staff-request-form';

interface LeaseChangeFormProps {
  detail: StaffLeaseDetail;
  onCancel: () => void;
  onDone: (message: string) => void;
}

const loadLeaseChangeSchema = () =>
  Promise.all([
    import('@portal/domain/schemas/staff-leases'),
    import('@/features/staff/lib/request-form-schema'),
  ]).then(([{ leaseChangeRequestSchema }, { requestFormSchema }]) =>
    requestFormSchema(leaseChangeRequestSchema, leaseChangeRequest, { fields: leaseChangeFields }),
  );

/**
 * Sends a document to sign on the lease: a Lease Document (type 80) or a Lease Revision (type 20). Only
 * the fields of the chosen kind show; the server checks them against the lease and names a bad one.
 */
export function LeaseChangeForm({ detail, onCancel, onDone }: LeaseChangeFormProps) {
  const { t } = useTranslation();
  const sending = useSendLeaseChange(detail.lease.id);
  const roommates = detail.residents.filter((resident) => resident.role !== roles.primary_applicant.code);
  const items = detail.lease.monthly_items.filter((item) => item.name !== 'Rent');
  const available = leaseChanges.filter(
    (change) =>
      (change !== 'remove_roommate' || roommates.length > 0) &&
      (change !== 'add_option' || detail.rental_options.length > 0) &&
      (change !== 'remove_option' || items.length > 0),
  );
  const { register, control, errors, formProps } = useStaffRequestForm({
    schema: loadLeaseChangeSchema,
    defaultValues: {
      change: 'renters_insurance_addendum',
      terms: '',
      first_name: '',
      last_name: '',
      email: '',
      resident_id: String(roommates[0]?.id ?? ''),
      rental_option_id: String(detail.rental_options[0]?.id ?? ''),
      item_name: items[0]?.name ?? '',
    },
    fields: leaseChangeFields,
    request: sending,
    doneMessage: (_request, outcome) =>
      t('staffLeases.send.sent', {
        name: outcome.documents[0]?.name ?? '',
        id: String(outcome.transaction_id),
      }),
    onCancel,
    onDone,
  });
  const change = useWatch({ control, name: 'change' });
  const personField = (name: 'first_name' | 'last_name' | 'email', label: string) => (
    <Field label={label} error={errors[name]?.message} required>
      {(control) => (
        <input
          {...control}
          type={name === 'email' ? 'email' : 'text'}
          autoComplete="off"
          {...register(name)}
        />
      )}
    </Field>
  );
  return (
    <StaffActionForm {...formProps} submitLabel={t('staffLeases.send.submit')}>
      <p>{t('staffLeases.send.dialogIntro')}</p>
      <Field label={t('staffLeases.send.kind')} error={errors.change?.message} required>
        {(control) => (
          <select {...control} {...register('change')}>
            {available.map((option) => (
              <option key={option} value={option}>
                {t(`staffLeases.send.choices.${option}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {change === 'lease_addendum' ? (
        <NoteField
          label={t('staffLeases.send.terms')}
          hint={t('staffLeases.send.termsHint')}
          registration={register('terms')}
          error={errors.terms?.message}
          required
        />
      ) : null}
      {change === 'add_roommate' ? (
        <>
          <p>{t('staffLeases.send.roommateIntro')}</p>
          {personField('first_name', t('staffLeases.send.firstName'))}
          {personField('last_name', t('staffLeases.send.lastName'))}
          {personField('email', t('staffLeases.send.email'))}
        </>
      ) : null}
      {change === 'remove_roommate' ? (
        <Field label={t('staffLeases.send.roommate')} error={errors.resident_id?.message} required>
          {(control) => (
            <select {...control} {...register('resident_id')}>
              {roommates.map((resident) => (
                <option key={resident.id} value={resident.id}>
                  {resident.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {change === 'add_option' ? (
        <Field label={t('staffLeases.send.option')} error={errors.rental_option_id?.message} required>
          {(control) => (
            <select {...control} {...register('rental_option_id')}>
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
      {change === 'remove_option' ? (
        <Field label={t('staffLeases.send.item')} error={errors.item_name?.message} required>
          {(control) => (
            <select {...control} {...register('item_name')}>
              {items.map((item) => (
                <option key={item.name} value={item.name}>
                  {item.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
    </StaffActionForm>
  );
}
