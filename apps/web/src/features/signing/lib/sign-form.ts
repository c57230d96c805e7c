import type { CeremonySession, CeremonySignRequest } from '@portal/domain/schemas/signing';

export type CeremonyField = CeremonySession['fields'][number];

export interface SignFormValues {
  name: string;
  /** One entry per field to fill, in its order: the initials typed, '' for a date (today's, no input). */
  initials: string[];
}

/**
 * The fields the signer fills besides the typed name. The typed name stands for every signature field;
 * a guarantor signing in embedded mode (`sign_only`) fills nothing else.
 */
export function fieldsToFill(session: Pick<CeremonySession, 'fields' | 'sign_only'>): CeremonyField[] {
  return session.sign_only ? [] : session.fields.filter((field) => field.kind !== 'signature');
}

/** The form's starting values: no name, no initials. */
export function emptySignForm(fields: readonly CeremonyField[]): SignFormValues {
  return { name: '', initials: fields.map(() => '') };
}

/** The body of POST …/sign/: the typed signature, initials and today's date by field id, the PIN. */
export function buildSignRequest(
  values: SignFormValues,
  fields: readonly CeremonyField[],
  today: string,
  securityPin: string | undefined,
): CeremonySignRequest {
  const filled: Record<string, string> = {};
  fields.forEach((field, index) => {
    filled[field.id] = field.kind === 'date' ? today : (values.initials[index] ?? '').trim();
  });
  return {
    signature: { kind: 'typed', name: values.name.trim() },
    ...(fields.length > 0 ? { fields: filled } : {}),
    ...(securityPin ? { security_pin: securityPin } : {}),
  };
}
