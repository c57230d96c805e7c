import { z } from 'zod';
import { PASSCODE_LENGTH, passcodeChannels, QUESTION_COUNT } from '../constants/identity-verification.js';
import { uploadIdSchema } from './uploads.js';

// The step's rules live with the constants, so a page can read them without zod; the API reads them here.
export {
  PASSCODE_LENGTH,
  PASSCODE_LIFETIME_MINUTES,
  PASSCODE_TRIES,
  PASSCODES_PER_HOUR,
  type PasscodeChannel,
  passcodeChannels,
  QUESTION_ATTEMPTS,
  QUESTION_COUNT,
  QUESTIONS_TO_PASS,
} from '../constants/identity-verification.js';

export const identityMethods = ['passcode', 'questions', 'document', 'manual'] as const;
export type IdentityMethod = (typeof identityMethods)[number];

export const PASSCODE_FORMAT_MESSAGE = `Enter the ${PASSCODE_LENGTH}-digit code we sent you.`;
export const CHOOSE_CHANNEL_MESSAGE = 'Choose whether we text or call you.';
export const ANSWER_EVERY_QUESTION_MESSAGE = 'Please answer every question.';

/** POST /api/transactions/{id}/identity-verification/: start a way of verifying. */
export const identityVerificationStartSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('passcode'),
      channel: z
        .enum(passcodeChannels, { error: CHOOSE_CHANNEL_MESSAGE })
        .describe('sms: a text message; voice: a call that reads the code out'),
    }),
    z.object({ method: z.literal('questions') }),
    z.object({
      method: z.literal('manual'),
      upload_id: uploadIdSchema.describe('The photo ID, uploaded first to POST /api/uploads/'),
    }),
  ],
  { error: 'Choose passcode, questions or manual.' },
);
export type IdentityVerificationStart = z.infer<typeof identityVerificationStartSchema>;

const answerSchema = z.object({
  question_id: z.string().min(1).max(40),
  choice_id: z.string().min(1).max(40),
});

/** PATCH /api/transactions/{id}/identity-verification/: the passcode, the answers or the document check. */
export const identityVerificationAnswerSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('passcode'),
      passcode: z.string({ error: PASSCODE_FORMAT_MESSAGE }).regex(/^\d{6}$/, PASSCODE_FORMAT_MESSAGE),
    }),
    z.object({
      method: z.literal('questions'),
      answers: z
        .array(answerSchema, { error: ANSWER_EVERY_QUESTION_MESSAGE })
        .length(QUESTION_COUNT, ANSWER_EVERY_QUESTION_MESSAGE),
    }),
    z.object({
      method: z.literal('document'),
      identity_session_id: z
        .string()
        .min(1)
        .max(100)
        .describe('The id the document check window handed back when it finished'),
    }),
  ],
  { error: 'Choose passcode, questions or document.' },
);
export type IdentityVerificationAnswer = z.infer<typeof identityVerificationAnswerSchema>;

export const identityQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  choices: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type IdentityQuestion = z.infer<typeof identityQuestionSchema>;

/**
 * not_started: nothing tried yet; in_progress: a way was started (or failed); verified: passed;
 * pending_review: a photo ID waits for the leasing team (these two finish the step); rejected: the
 * leasing team turned the photo ID down, so the applicant verifies again.
 */
export const identityStatuses = [
  'not_started',
  'in_progress',
  'verified',
  'pending_review',
  'rejected',
] as const;
export type IdentityStatus = (typeof identityStatuses)[number];

/** The caller's identity verification; never the passcode, never the right answers. */
export const identityVerificationSchema = z.object({
  status: z.enum(identityStatuses),
  /** The way that verified them, or is under review; null before that. */
  method: z.enum(identityMethods).nullable(),
  phone_last4: z
    .string()
    .regex(/^\d{4}$/)
    .nullable()
    .describe('The last 4 digits of the phone on file, where passcodes go; null without one'),
  passcode: z
    .object({
      channel: z.enum(passcodeChannels),
      expires_at: z.iso.datetime({ offset: true }),
      tries_left: z.number().int().min(1),
    })
    .nullable()
    .describe('The code sent last, while it can still be entered'),
  questions: z.object({
    attempts_left: z.number().int().min(0),
    open: z
      .array(identityQuestionSchema)
      .nullable()
      .describe('The questions asked and not answered yet (the choices only, never which is right)'),
  }),
  rejection_reason: z
    .string()
    .nullable()
    .describe("Status rejected: the leasing team's reason for turning the photo ID down"),
});
export type IdentityVerification = z.infer<typeof identityVerificationSchema>;

/** PATCH answer: verified (the step is finished) or failed (the questions or the document check). */
export const identityVerificationResultSchema = z.object({
  outcome: z.enum(['verified', 'failed']),
  identity_verification: identityVerificationSchema,
});
export type IdentityVerificationResult = z.infer<typeof identityVerificationResultSchema>;

/** POST /api/transactions/{id}/plaid-identity-verification/: the provider's document + selfie window. */
export const identitySessionSchema = z.object({
  hosted_url: z.string().describe("The provider's window; for the sandbox a page of this site"),
  expiration: z.iso.datetime({ offset: true }),
});
export type IdentitySession = z.infer<typeof identitySessionSchema>;

/** What the document check window posts to the page that opened it (docs/api.md "Identity verification"). */
export const IDENTITY_WINDOW_MESSAGE_SOURCE = 'portal-identity-window';
export const identityWindowMessageSchema = z.discriminatedUnion('type', [
  z.object({
    source: z.literal(IDENTITY_WINDOW_MESSAGE_SOURCE),
    type: z.literal('identity-session-complete'),
    identity_session_id: z.string(),
  }),
  z.object({ source: z.literal(IDENTITY_WINDOW_MESSAGE_SOURCE), type: z.literal('exit') }),
]);
export type IdentityWindowMessage = z.infer<typeof identityWindowMessageSchema>;
