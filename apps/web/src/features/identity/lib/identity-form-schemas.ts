import type { PasscodeChannel } from '@portal/domain/constants/identity-verification';
import {
  identityVerificationAnswerSchema,
  identityVerificationStartSchema,
} from '@portal/domain/schemas/identity-verification';
import { z } from 'zod';

// The API's bodies are unions by `method`; each form checks the part of its own way.
const [passcodeStart] = identityVerificationStartSchema.options;
const [passcodeAnswer, questionsAnswer] = identityVerificationAnswerSchema.options;

export interface PasscodeRequestValues {
  channel: PasscodeChannel;
}
export const passcodeRequestSchema = passcodeStart.pick({ channel: true });

export interface PasscodeValues {
  passcode: string;
}
export const passcodeSchema = passcodeAnswer.pick({ passcode: true });

/** One radio group per question: the choice's id, '' until one is chosen. */
export interface QuestionsValues {
  answers: Array<{ question_id: string; choice_id: string }>;
}

/** Every question answered, each unanswered one said in the page's words (`unanswered`) under it. */
export const questionsSchema = (unanswered: string) =>
  z
    .object({
      answers: z.array(z.object({ question_id: z.string(), choice_id: z.string().min(1, unanswered) })),
    })
    .pipe(questionsAnswer.pick({ answers: true }));

/** The file input's files, as the browser gives them. */
export interface PhotoIdValues {
  photo_id: FileList | undefined;
}

/**
 * The photo ID chosen, said missing in the page's words (`required`). It goes to the vault first; the API
 * then checks the upload's id it is given.
 */
export const photoIdSchema = (required: string): z.ZodType<{ photo_id: File }, PhotoIdValues> =>
  z.object({
    photo_id: z.custom<FileList | undefined>().transform((files, context) => {
      const file = files?.[0];
      if (file) return file;
      context.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }),
  });
