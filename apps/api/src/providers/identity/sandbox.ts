import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxIdentityQuizzes, sandboxIdentitySessions } from '../../db/schema/identity-verifications.js';
import { type Clock, minutesAfter } from '../../lib/clock.js';
import type { IdentityProvider } from './identity-provider.js';
import { documentCheckPasses, type SandboxDocument, type SandboxSelfie } from './sandbox-documents.js';
import { buildQuiz } from './sandbox-records.js';

/** Where the sandbox serves its document check window; the session token follows in the URL fragment. */
export const SANDBOX_IDENTITY_WINDOW_PATH = '/api/sandbox/identity/window';
/** A window opens for as long as a Plaid identity session does. */
const SESSION_LIFETIME_MINUTES = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** What the window's submit did: the session id it hands back, or why it could not. */
export type SandboxCheckResult =
  | { kind: 'expired' }
  | { kind: 'checked'; sessionId: string; passed: boolean };

export interface SandboxIdentity extends IdentityProvider {
  /** The window's submit: the test document and selfie decide the outcome. */
  submitDocumentCheck(input: {
    sessionToken: string;
    document: SandboxDocument;
    selfie: SandboxSelfie;
  }): Promise<SandboxCheckResult>;
}

/** The identity provider played offline by our own server and its own tables. */
export function createSandboxIdentity({ db, clock }: { db: Database; clock: Clock }): SandboxIdentity {
  return {
    name: 'sandbox',

    async createQuiz(subject) {
      const { questions, answers } = buildQuiz(subject);
      const reference = randomId('sandbox_kba');
      await db.insert(sandboxIdentityQuizzes).values({ reference, answers, createdAt: clock.now() });
      return { reference, questions };
    },

    async gradeQuiz(reference, answers) {
      // Graded once: the update claims the quiz, so answers cannot be tried again on the same questions.
      const [quiz] = await db
        .update(sandboxIdentityQuizzes)
        .set({ gradedAt: clock.now() })
        .where(and(eq(sandboxIdentityQuizzes.reference, reference), isNull(sandboxIdentityQuizzes.gradedAt)))
        .returning();
      if (!quiz) return null;
      return Object.entries(quiz.answers).filter(([question, right]) => answers.get(question) === right)
        .length;
    },

    async startDocumentCheck() {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = minutesAfter(now, SESSION_LIFETIME_MINUTES);
      const sessionId = randomId('sandbox_idv');
      await db.insert(sandboxIdentitySessions).values({
        id: sessionId,
        tokenHash: hashOf(token),
        status: 'created',
        expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      return { sessionId, windowUrl: `${SANDBOX_IDENTITY_WINDOW_PATH}#${token}`, expiresAt };
    },

    async documentCheckOutcome(sessionId) {
      const [session] = await db
        .select({ status: sandboxIdentitySessions.status })
        .from(sandboxIdentitySessions)
        .where(eq(sandboxIdentitySessions.id, sessionId));
      return session?.status ?? null;
    },

    async submitDocumentCheck({ sessionToken, document, selfie }) {
      const now = clock.now();
      const passed = documentCheckPasses(document, selfie);
      // Checked once: only a session still waiting for its window takes the outcome.
      const [session] = await db
        .update(sandboxIdentitySessions)
        .set({ status: passed ? 'passed' : 'failed', document, selfie, updatedAt: now })
        .where(
          and(
            eq(sandboxIdentitySessions.tokenHash, hashOf(sessionToken)),
            eq(sandboxIdentitySessions.status, 'created'),
            gt(sandboxIdentitySessions.expiresAt, now),
          ),
        )
        .returning({ id: sandboxIdentitySessions.id });
      if (!session) return { kind: 'expired' };
      return { kind: 'checked', sessionId: session.id, passed };
    },
  };
}
