import type { StaffLeaseDocument } from '@portal/domain/schemas/staff-application-file';
import { type FormEvent, useState } from 'react';
import { Field } from '../../../../components/ui/Field';
import { isApiRequestError } from '../../../../lib/api-client';
import { useTranslation } from '../../../../lib/i18n';
import {
  useAddGuestSigner,
  useCountersign,
  useSendLease,
  useSendSigningReminders,
  useVoidDocument,
} from '../../api/lease-documents';
import { StaffActionForm } from './StaffActionForm';

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
      {() => <p>{intro}</p>}
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

/** A signer without an account: for one of the sent documents, or a guarantor with an agreement of their own. */
export function GuestSignerForm({
  applicationId,
  documents,
  onCancel,
  onDone,
}: LeaseFormProps & { documents: StaffLeaseDocument[] }) {
  const { t } = useTranslation();
  const adding = useAddGuestSigner(applicationId);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [documentId, setDocumentId] = useState(String(documents[0]?.id ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (adding.isPending) return;
    adding.mutate(
      documentId === AS_GUARANTOR
        ? { name, email, guarantor: true }
        : { name, email, document_id: Number(documentId) },
      { onSuccess: () => onDone(t('staffLease.guestAdded', { name: name.trim() })) },
    );
  };
  return (
    <StaffActionForm
      pending={adding.isPending}
      error={adding.error}
      submitLabel={t('staffLease.guestSubmit')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {(fieldError) => (
        <>
          <p>{t('staffLease.guestIntro')}</p>
          <Field label={t('staffLease.guestName')} error={fieldError('name')} required>
            {(control) => (
              <input {...control} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
            )}
          </Field>
          <Field label={t('staffLease.guestEmail')} error={fieldError('email')} required>
            {(control) => (
              <input
                {...control}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('staffLease.guestDocument')} error={fieldError('document_id')} required>
            {(control) => (
              <select {...control} value={documentId} onChange={(e) => setDocumentId(e.target.value)}>
                {documents.map((document) => (
                  <option key={document.id} value={document.id}>
                    {document.name}
                  </option>
                ))}
                <option value={AS_GUARANTOR}>{t('staffLease.guestAsGuarantor')}</option>
              </select>
            )}
          </Field>
        </>
      )}
    </StaffActionForm>
  );
}
