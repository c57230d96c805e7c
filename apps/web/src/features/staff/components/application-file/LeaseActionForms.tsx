import type { StaffLeaseDocument } from '@portal/domain/schemas/staff-application-file';
import type { FormEvent } from 'react';
import { Field } from '@/components/ui/Field';
import {
  useAddGuestSigner,
  useCountersign,
  useSendLease,
  useSendSigningReminders,
  useVoidDocument,
} from '@/features/staff/api/lease-documents';
import { isApiRequestError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { StaffActionForm } from './StaffActionForm';
import { useStaffRequestForm } from './use-staff-request-form';

interface LeaseFormProps {
  applicationId: number;
  onCancel: () => void;
  onDone: (message: string) => void;
}

interface ConfirmFormProps<Result> {
  intro: string;
  submitLabel: string;
  mutation: {
    mutate: (input: undefined, options: { onSuccess: (result: Result) => void }) => void;
    isPending: boolean;
    error: unknown;
  };
  done: (result: Result) => string;
  errorMessage?: (error: unknown) => string | undefined;
  onCancel: () => void;
  onDone: (message: string) => void;
}

/** An act that needs nothing but a confirmation: what it does, then the button that does it. */
function ConfirmForm<Result>({
  intro,
  submitLabel,
  mutation,
  done,
  errorMessage,
  ...props
}: ConfirmFormProps<Result>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(undefined, { onSuccess: (result) => props.onDone(done(result)) });
  };
  return (
    <StaffActionForm
      pending={mutation.isPending}
      error={mutation.error}
      errorMessage={errorMessage?.(mutation.error)}
      submitLabel={submitLabel}
      onSubmit={submit}
      onCancel={props.onCancel}
    >
      <p>{intro}</p>
    </StaffActionForm>
  );
}

export function SendLeaseForm({ applicationId, ...props }: LeaseFormProps) {
  const { t } = useTranslation();
  return (
    <ConfirmForm
      intro={t('staffLease.sendIntro')}
      submitLabel={t('staffLease.sendSubmit')}
      mutation={useSendLease(applicationId)}
      done={(result) => t('staffLease.sent', { count: result.documents.length })}
      {...props}
    />
  );
}

export function RemindSignersForm({ applicationId, ...props }: LeaseFormProps) {
  const { t } = useTranslation();
  return (
    <ConfirmForm
      intro={t('staffLease.remindIntro')}
      submitLabel={t('staffLease.remindSubmit')}
      mutation={useSendSigningReminders(applicationId)}
      done={(result) => t('staffLease.reminded', { count: result.reminded })}
      {...props}
    />
  );
}

export function CountersignForm({ applicationId, ...props }: LeaseFormProps) {
  const { t } = useTranslation();
  return (
    <ConfirmForm
      intro={t('staffLease.countersignIntro')}
      submitLabel={t('staffLease.countersignSubmit')}
      mutation={useCountersign(applicationId)}
      done={() => t('staffLease.countersigned')}
      // A leasing agent is refused: only a property manager signs for the landlord.
      errorMessage={(error) =>
        isApiRequestError(error) && error.status === 403 ? t('staffLease.countersignForbidden') : undefined
      }
      {...props}
    />
  );
}

export function VoidDocumentForm({
  document,
  ...props
}: Omit<LeaseFormProps, 'applicationId'> & { document: StaffLeaseDocument }) {
  const { t } = useTranslation();
  const voiding = useVoidDocument();
  return (
    <ConfirmForm
      intro={t('staffLease.voidIntro')}
      submitLabel={t('staffLease.voidSubmit')}
      mutation={{
        mutate: (_input, options) => voiding.mutate(document.id, options),
        isPending: voiding.isPending,
        error: voiding.error,
      }}
      done={() => t('staffLease.voided', { name: document.name })}
      {...props}
    />
  );
}

/** The select's value for a guarantor who signs an agreement of their own rather than a sent document. */
const AS_GUARANTOR = 'guarantor';

interface GuestSignerValues {
  name: string;
  email: string;
  /** A sent document's id as the select gives it, or AS_GUARANTOR. */
  document_id: string;
}

/** The form field of each request field: `guarantor`, a guarantor's own agreement, is the select's other choice. */
const guestSignerFields = {
  name: 'name',
  email: 'email',
  document_id: 'document_id',
  guarantor: 'document_id',
} as const;

const guestSignerRequest = ({ name, email, document_id }: GuestSignerValues) =>
  document_id === AS_GUARANTOR
    ? { name, email, guarantor: true }
    : { name, email, document_id: Number(document_id) };

const loadGuestSignerSchema = () =>
  Promise.all([
    import('@portal/domain/schemas/signing'),
    import('@/features/staff/lib/request-form-schema'),
  ]).then(([{ guestSignerRequestSchema }, { requestFormSchema }]) =>
    requestFormSchema(guestSignerRequestSchema, guestSignerRequest, { fields: guestSignerFields }),
  );

/** A signer without an account: for one of the sent documents, or a guarantor with an agreement of their own. */
export function GuestSignerForm({
  applicationId,
  documents,
  onCancel,
  onDone,
}: LeaseFormProps & { documents: StaffLeaseDocument[] }) {
  const { t } = useTranslation();
  const adding = useAddGuestSigner(applicationId);
  const { register, errors, formProps } = useStaffRequestForm({
    schema: loadGuestSignerSchema,
    defaultValues: { name: '', email: '', document_id: String(documents[0]?.id ?? '') },
    fields: guestSignerFields,
    request: adding,
    doneMessage: (request) => t('staffLease.guestAdded', { name: request.name }),
    onCancel,
    onDone,
  });
  return (
    <StaffActionForm {...formProps} submitLabel={t('staffLease.guestSubmit')}>
      <p>{t('staffLease.guestIntro')}</p>
      <Field label={t('staffLease.guestName')} error={errors.name?.message} required>
        {(control) => <input {...control} autoComplete="off" {...register('name')} />}
      </Field>
      <Field label={t('staffLease.guestEmail')} error={errors.email?.message} required>
        {(control) => <input {...control} type="email" autoComplete="off" {...register('email')} />}
      </Field>
      <Field label={t('staffLease.guestDocument')} error={errors.document_id?.message} required>
        {(control) => (
          <select {...control} {...register('document_id')}>
            {documents.map((document) => (
              <option key={document.id} value={document.id}>
                {document.name}
              </option>
            ))}
            <option value={AS_GUARANTOR}>{t('staffLease.guestAsGuarantor')}</option>
          </select>
        )}
      </Field>
    </StaffActionForm>
  );
}
