import {
  type CeremonySession,
  type CeremonySignRequest,
  MAX_SIGNATURE_NAME_LENGTH,
} from '@portal/domain/schemas/signing';

/** The key of the typed name among the form's errors; every other key is a field id. */
export const NAME_KEY = 'signature.name';

export type CeremonyField = CeremonySession['fields'][number];

export interface SignFormValues {
  name: string;
  /** Initials by field id; dates are today's and need no input. */
  initials: Record<string, string>;
}

export type SignFormError = 'nameRequired' | 'nameTooLong' | 'initialsRequired';

const INITIALS = /^\p{L}{1,5}$/u;

/**
 * The fields the signer fills besides the typed name. The typed name stands for every signature field;
 * a guarantor signing in embedded mode (`sign_only`) fills nothing else.
 */
export function fieldsToFill(session: Pick<CeremonySession, 'fields' | 'sign_only'>): CeremonyField[] {
  return session.sign_only ? [] : session.fields.filter((field) => field.kind !== 'signature');
}

/** What is wrong, by key (NAME_KEY or a field id), in the order the form shows the fields. */
export function validateSignForm(
  values: SignFormValues,
  fields: CeremonyField[],
): Map<string, SignFormError> {
  const errors = new Map<string, SignFormError>();
  const name = values.name.trim();
  if (name === '') errors.set(NAME_KEY, 'nameRequired');
  else if (name.length > MAX_SIGNATURE_NAME_LENGTH) errors.set(NAME_KEY, 'nameTooLong');
  for (const field of fields) {
    if (field.kind === 'initials' && !INITIALS.test((values.initials[field.id] ?? '').trim())) {
      errors.set(field.id, 'initialsRequired');
    }
  }
  return errors;
}

/** The body of POST …/sign/: the typed signature, initials and today's date by field id, the PIN. */
export function buildSignRequest(
  values: SignFormValues,
  fields: CeremonyField[],
  today: string,
  securityPin: string | undefined,
): CeremonySignRequest {
  const filled: Record<string, string> = {};
  for (const field of fields) {
    filled[field.id] = field.kind === 'date' ? today : (values.initials[field.id] ?? '').trim();
  }
  return {
    signature: { kind: 'typed', name: values.name.trim() },
    ...(fields.length > 0 ? { fields: filled } : {}),
    ...(securityPin ? { security_pin: securityPin } : {}),
  };
}
