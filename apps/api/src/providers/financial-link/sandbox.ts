import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type SandboxLinkStatus, sandboxFinancialLinks } from '../../db/schema/sandbox-financial-link.js';
import { type Clock, minutesAfter } from '../../lib/clock.js';
import { FinancialLinkError, type FinancialLinkProvider } from './financial-link-provider.js';
import {
  findInstitution,
  outcomeOf,
  SANDBOX_FAILURE,
  SANDBOX_PASSWORD,
  type SandboxInstitution,
  sandboxReport,
} from './sandbox-test-users.js';

/** Where the sandbox serves its provider window; the link token follows in the URL fragment. */
export const SANDBOX_LINK_WINDOW_PATH = '/api/sandbox/financial-link/window';
/** A link token opens the window for as long as Plaid's do. */
const LINK_LIFETIME_MINUTES = 4 * 60;
/** Report requests answered "not ready" before the report is: "a few polls". */
export const SANDBOX_PENDING_POLLS = 2;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const sameHash = (stored: string | null, token: string) =>
  stored !== null && timingSafeEqual(Buffer.from(stored), Buffer.from(hashOf(token)));
const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');

type LinkRow = typeof sandboxFinancialLinks.$inferSelect;

export interface SandboxCredentials {
  linkToken: string;
  institutionId: string | undefined;
  username: string;
  password: string;
}

/** What the window shows after the applicant signs in at the test institution. */
export type SandboxSignInResult =
  | { kind: 'expired' }
  | { kind: 'no_institution' }
  | { kind: 'wrong_credentials' }
  | { kind: 'failed'; error: typeof SANDBOX_FAILURE }
  | {
      kind: 'linked';
      linkSessionId: string;
      institution: SandboxInstitution | null;
      /** Handed to the app by the second style's success callback; the first style needs none. */
      publicToken: string | null;
    };

export interface SandboxFinancialLink extends FinancialLinkProvider {
  /** The window's sign-in: test credentials decide what the link does. */
  signIn(credentials: SandboxCredentials): Promise<SandboxSignInResult>;
}

/** Both provider styles, played offline by our own server and its own table (sandbox_financial_links). */
export function createSandboxFinancialLink({
  db,
  clock,
}: {
  db: Database;
  clock: Clock;
}): SandboxFinancialLink {
  async function linkRow(id: string): Promise<LinkRow> {
    const [row] = await db.select().from(sandboxFinancialLinks).where(eq(sandboxFinancialLinks.id, id));
    if (!row) throw new FinancialLinkError('access_failed', `The sandbox has no link ${id}`);
    return row;
  }

  const setStatus = (id: string, status: SandboxLinkStatus, changes: Partial<LinkRow> = {}) =>
    db
      .update(sandboxFinancialLinks)
      .set({ ...changes, status, updatedAt: clock.now() })
      .where(eq(sandboxFinancialLinks.id, id));

  /** A link whose window has not succeeded cannot give records; a refused one never will. */
  function assertLinked(row: LinkRow): void {
    if (row.status === 'failed') throw new FinancialLinkError('access_failed', 'The institution refused');
    if (row.status === 'created') throw new FinancialLinkError('not_linked', 'The window is not finished');
  }

  return {
    name: 'sandbox',

    async startLink({ style, product, userReference }) {
      const linkToken = `link-sandbox-${randomHex(24)}`;
      const id = `lsn_sandbox_${randomHex(12)}`;
      const now = clock.now();
      const expiresAt = minutesAfter(now, LINK_LIFETIME_MINUTES);
      await db.insert(sandboxFinancialLinks).values({
        id,
        style,
        product,
        userReference,
        tokenHash: hashOf(linkToken),
        status: 'created',
        expiresAt,
        createdAt: now,
        updatedAt: now,
      });
      const query = new URLSearchParams({ style, product });
      return {
        linkToken,
        windowUrl: `${SANDBOX_LINK_WINDOW_PATH}?${query}#${linkToken}`,
        expiresAt,
        state: id,
      };
    },

    async signIn({ linkToken, institutionId, username, password }) {
      const [row] = await db
        .select()
        .from(sandboxFinancialLinks)
        .where(eq(sandboxFinancialLinks.tokenHash, hashOf(linkToken)));
      if (row?.status !== 'created' || row.expiresAt <= clock.now()) return { kind: 'expired' };
      const institution = findInstitution(row.product, institutionId);
      if (row.product !== 'identity' && !institution) return { kind: 'no_institution' };
      const outcome = outcomeOf(username.trim());
      if (!outcome || password !== SANDBOX_PASSWORD) return { kind: 'wrong_credentials' };
      const chosen = { testUser: username.trim(), institutionId: institution?.id ?? null };
      if (outcome === 'fail') {
        await setStatus(row.id, 'failed', chosen);
        return { kind: 'failed', error: SANDBOX_FAILURE };
      }
      const publicToken = row.style === 'plaid' ? `public-sandbox-${randomHex(16)}` : null;
      await setStatus(row.id, 'linked', {
        ...chosen,
        publicTokenHash: publicToken ? hashOf(publicToken) : null,
      });
      return { kind: 'linked', linkSessionId: row.id, institution: institution ?? null, publicToken };
    },

    async exchangePublicToken(state, publicToken) {
      const row = await linkRow(state);
      assertLinked(row);
      if (row.status !== 'linked' || !sameHash(row.publicTokenHash, publicToken)) {
        throw new FinancialLinkError('access_failed', 'INVALID_PUBLIC_TOKEN');
      }
      await setStatus(row.id, 'exchanged');
      return state;
    },

    async requestReports(state) {
      const row = await linkRow(state);
      assertLinked(row);
      if (row.status === 'reports_requested') return state;
      // The second style trades its public token first; a link that has not cannot be read.
      if (row.style === 'plaid' && row.status !== 'exchanged') {
        throw new FinancialLinkError('not_linked', 'The public token was not exchanged');
      }
      if (outcomeOf(row.testUser ?? '') === 'error') {
        throw new FinancialLinkError('records_failed', 'The institution did not answer');
      }
      await setStatus(row.id, 'reports_requested', { polls: 0 });
      return state;
    },

    async fetchReports(state) {
      const row = await linkRow(state);
      if (row.status !== 'reports_requested') {
        throw new FinancialLinkError('not_linked', 'No report was requested');
      }
      const [counted] = await db
        .update(sandboxFinancialLinks)
        .set({ polls: sql`${sandboxFinancialLinks.polls} + 1`, updatedAt: clock.now() })
        .where(eq(sandboxFinancialLinks.id, row.id))
        .returning({ polls: sandboxFinancialLinks.polls });
      if ((counted?.polls ?? 0) <= SANDBOX_PENDING_POLLS) return { status: 'pending' };
      const outcome = outcomeOf(row.testUser ?? '') ?? 'succeed';
      if (outcome === 'report_fails') {
        throw new FinancialLinkError('report_failed', 'The report could not be generated');
      }
      const institution = findInstitution(row.product, row.institutionId ?? undefined);
      return { status: 'ready', report: sandboxReport(row.product, outcome, institution) };
    },
  };
}
