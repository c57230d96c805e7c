import { MAX_SIGNATURE_NAME_LENGTH } from '@portal/domain/constants/signing';
import { todayIn } from '@portal/domain/dates/calendar-date';
import type { CeremonySession, CeremonySignRequest } from '@portal/domain/schemas/signing';
import { useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { ErrorList } from '@/components/ui/ErrorList';
import { Field } from '@/components/ui/Field';
import { useCommunityConfiguration } from '@/features/communities/api/get-community-configuration';
import { spelledOutDate } from '@/lib/dates';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { useSignDocument } from '../api/ceremony';
import { emptySignForm, fieldsToFill, type SignFormValues } from '../lib/sign-form';
import styles from './Ceremony.module.css';
import { CeremonyActions } from './CeremonyActions';
import { SignaturePreview } from './SignaturePreview';
import { useFailureMessage } from './use-failure-message';

export interface SignFormProps {
  data: CeremonySession;
  session: string;
  pin: string | undefined;
  onSigned: (returnUrl: string) => void;
  onCancel: () => void;
}

/**
 * The signature (a typed name, adopted as the signature, previewed as it will look), initials and
 * today's date where the document asks for them. Finish signs; errors sit under their fields, read with
 * them and announced.
 */
export function SignForm({ data, session, pin, onSigned, onCancel }: SignFormProps) {
  const { t } = useTranslation();
  const sign = useSignDocument(session);
  const failureMessage = useFailureMessage();
  const headingId = useId();
  const fields = useMemo(() => fieldsToFill(data), [data]);
  const timeZone =
    useCommunityConfiguration(data.community.slug).data?.community.timezone ??
    Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = todayIn(timeZone);
  const securityPin = data.requires_security_pin ? pin : undefined;
  const nameRequired = t('signing.ceremony.document.nameRequired');
  const nameTooLong = t('signing.ceremony.document.nameTooLong', { max: String(MAX_SIGNATURE_NAME_LENGTH) });
  const initialsRequired = t('signing.ceremony.document.initialsRequired');
  const schema = useMemo(
    () => () =>
      import('../lib/sign-form-schema').then((module) =>
        module.signFormSchema(fields, today, securityPin, { nameRequired, nameTooLong, initialsRequired }),
      ),
    [fields, today, securityPin, nameRequired, nameTooLong, initialsRequired],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<SignFormValues, CeremonySignRequest>({ schema, defaultValues: emptySignForm(fields) });
  const name = useWatch({ control, name: 'name' });

  const submit = handleSubmit((request) => {
    if (sign.isPending) return;
    sign.mutate(request, { onSuccess: (answer) => onSigned(answer.return_url) });
  });

  return (
    <section aria-labelledby={headingId}>
      <form className={styles.fields} onSubmit={submit} noValidate>
        <h2 id={headingId} className={styles.sectionHeading}>
          {t('signing.ceremony.document.fieldsHeading')}
        </h2>
        <p>{t('signing.ceremony.document.fieldsIntro')}</p>
        <Field label={t('signing.ceremony.document.nameLabel')} error={errors.name?.message} required>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              type="text"
              autoComplete="name"
              maxLength={MAX_SIGNATURE_NAME_LENGTH + 20}
            />
          )}
        </Field>
        <SignaturePreview name={name} />
        {fields.map((field, index) =>
          field.kind === 'initials' ? (
            <Field key={field.id} label={field.label} error={errors.initials?.[index]?.message} required>
              {(control) => (
                <input
                  {...control}
                  {...register(`initials.${index}`)}
                  type="text"
                  autoComplete="off"
                  maxLength={5}
                />
              )}
            </Field>
          ) : (
            <Field key={field.id} label={field.label} hint={t('signing.ceremony.document.dateHint')}>
              {(control) => <input {...control} type="text" readOnly value={spelledOutDate(today)} />}
            </Field>
          ),
        )}
        {sign.isError ? <ErrorList messages={[failureMessage(sign.error)]} /> : null}
        <CeremonyActions
          label={t('signing.ceremony.document.finish')}
          pending={sign.isPending}
          onCancel={onCancel}
        />
      </form>
    </section>
  );
}
