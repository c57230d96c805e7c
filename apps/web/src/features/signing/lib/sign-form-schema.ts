import { MAX_SIGNATURE_NAME_LENGTH } from '@portal/domain/constants/signing';
import { ceremonySignRequestSchema } from '@portal/domain/schemas/signing';
import { z } from 'zod';
import { buildSignRequest, type CeremonyField } from './sign-form';

/** The rule the API applies to initials: one to five letters. */
const INITIALS = /^\p{L}{1,5}$/u;

/** The ceremony's own words for what is wrong (the specification's, not the API's). */
export interface SignFormTexts {
  nameRequired: string;
  nameTooLong: string;
  initialsRequired: string;
}

/**
 * The sign form's check: a typed name and the initials each initials field asks for, made into the sign
 * request (today's date in the date fields, the PIN when the launcher gave one) that the API's own
 * schema then checks as it will.
 */
export function signFormSchema(
  fields: readonly CeremonyField[],
  today: string,
  securityPin: string | undefined,
  texts: SignFormTexts,
) {
  return z
    .object({
      name: z.string().trim().min(1, texts.nameRequired).max(MAX_SIGNATURE_NAME_LENGTH, texts.nameTooLong),
      initials: z.array(z.string()).superRefine((typed, context) => {
        fields.forEach((field, index) => {
          if (field.kind === 'initials' && !INITIALS.test((typed[index] ?? '').trim()))
            context.addIssue({ code: 'custom', path: [index], message: texts.initialsRequired });
        });
      }),
    })
    .transform((values) => buildSignRequest(values, fields, today, securityPin))
    .pipe(ceremonySignRequestSchema);
}
