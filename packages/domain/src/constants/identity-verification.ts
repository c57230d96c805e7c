/** The Identity Verification step's rules (issue: a passcode, questions, a document check or a photo ID). */
export const PASSCODE_LENGTH = 6;
export const PASSCODE_LIFETIME_MINUTES = 10;
export const PASSCODE_TRIES = 5;
/** Codes an applicant may ask for in an hour: each one is a text or a call someone pays for. */
export const PASSCODES_PER_HOUR = 5;
export const QUESTION_COUNT = 4;
export const QUESTIONS_TO_PASS = 3;
export const QUESTION_ATTEMPTS = 2;

/** Spec part 1 §9: the passcode goes by text or by voice. */
export const passcodeChannels = ['sms', 'voice'] as const;
export type PasscodeChannel = (typeof passcodeChannels)[number];
