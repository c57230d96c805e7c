import { spelledOutDate, todayIn } from '@portal/domain/dates/calendar-date';
import { type CeremonySession, MAX_SIGNATURE_NAME_LENGTH } from '@portal/domain/schemas/signing';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ErrorList } from '../../../components/ui/ErrorList';
import { Field } from '../../../components/ui/Field';
import { useTranslation } from '../../../lib/i18n';
import { useCommunityConfiguration } from '../../communities/api/get-community-configuration';
import { useSignDocument } from '../api/ceremony';
import {
  buildSignRequest,
  fieldsToFill,
  NAME_KEY,
  type SignFormError,
  type SignFormValues,
  validateSignForm,
} from '../lib/sign-form';
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
  const fields = fieldsToFill(data);
  const timeZone =
    useCommunityConfiguration(data.community.slug).data?.community.timezone ??
    Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = todayIn(timeZone);
  const [values, setValues] = useState<SignFormValues>({ name: '', initials: {} });
  const [errors, setErrors] = useState<Map<string, SignFormError>>(new Map());
  const controls = useRef(new Map<string, HTMLInputElement | null>());

  const errorText = (key: string) => {
    const error = errors.get(key);
    if (error === 'nameTooLong')
      return t('signing.ceremony.document.nameTooLong', { max: String(MAX_SIGNATURE_NAME_LENGTH) });
    return error ? t(`signing.ceremony.document.${error}`) : undefined;
  };
  const register = (key: string) => (element: HTMLInputElement | null) => {
    controls.current.set(key, element);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sign.isPending) return;
    const found = validateSignForm(values, fields);
    setErrors(found);
    const first = found.keys().next();
    if (!first.done) {
      controls.current.get(first.value)?.focus();
      return;
    }
    sign.mutate(buildSignRequest(values, fields, today, data.requires_security_pin ? pin : undefined), {
      onSuccess: (answer) => onSigned(answer.return_url),
    });
  }

  return (
    <section aria-labelledby={headingId}>
      <form className={styles.fields} onSubmit={submit} noValidate>
        <h2 id={headingId} className={styles.sectionHeading}>
          {t('signing.ceremony.document.fieldsHeading')}
        </h2>
        <p>{t('signing.ceremony.document.fieldsIntro')}</p>
        <Field label={t('signing.ceremony.document.nameLabel')} error={errorText(NAME_KEY)} required>
          {(control) => (
            <input
              {...control}
              ref={register(NAME_KEY)}
              type="text"
              autoComplete="name"
              maxLength={MAX_SIGNATURE_NAME_LENGTH + 20}
              value={values.name}
              onChange={(event) => setValues({ ...values, name: event.target.value })}
            />
          )}
        </Field>
        <SignaturePreview name={values.name} />
        {fields.map((field) =>
          field.kind === 'initials' ? (
            <Field key={field.id} label={field.label} error={errorText(field.id)} required>
              {(control) => (
                <input
                  {...control}
                  ref={register(field.id)}
                  type="text"
                  autoComplete="off"
                  maxLength={5}
                  value={values.initials[field.id] ?? ''}
                  onChange={(event) =>
                    setValues({ ...values, initials: { ...values.initials, [field.id]: event.target.value } })
                  }
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
