import type { IdentityQuestion } from '@portal/domain/schemas/identity-verification';

/** Whom the questions are about: what the applicant told us, which the provider matches to its records. */
export interface IdentitySubject {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or null when not given. */
  dateOfBirth: string | null;
  /** (xxx) xxx-xxxx, or null when not given. */
  phoneNumber: string | null;
  address: { street: string; city: string; state: string; postalCode: string } | null;
}

export interface IdentityQuiz {
  /** The provider's id of the quiz: it keeps the right answers, we never see them. */
  reference: string;
  questions: IdentityQuestion[];
}

export interface DocumentCheckSession {
  sessionId: string;
  /** The provider's window, where the applicant shows their ID and takes a selfie. */
  windowUrl: string;
  expiresAt: Date;
}

/** created: the window is not finished; passed or failed: what the document and selfie check found. */
export type DocumentCheckOutcome = 'created' | 'passed' | 'failed';

/**
 * An identity verification provider (the built-in sandbox by default): knowledge-based questions it
 * builds from its records and grades itself, and a hosted document + selfie check.
 */
export interface IdentityProvider {
  readonly name: 'sandbox';
  createQuiz(subject: IdentitySubject): Promise<IdentityQuiz>;
  /** How many answers were right; a quiz is graded once (a second grading answers null). */
  gradeQuiz(reference: string, answers: ReadonlyMap<string, string>): Promise<number | null>;
  startDocumentCheck(): Promise<DocumentCheckSession>;
  /** The check's outcome; null for a session the provider does not know. */
  documentCheckOutcome(sessionId: string): Promise<DocumentCheckOutcome | null>;
}
