import type { LinkProduct, LinkStyle } from '@portal/domain/constants/financial-link';
import { offersLink } from '@portal/domain/income/link-flows';
import {
  NO_LINK_MESSAGE,
  PROVIDER_ERROR_MESSAGE,
  PROVIDER_FAILURE_CODE_MESSAGE,
  REPORT_GENERATION_FAILED_MESSAGE,
} from '@portal/domain/schemas/financial-link';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { financialLinkSessions, type LinkSessionStatus } from '../../db/schema/financial-link-sessions.js';
import { AppError } from '../../lib/app-error.js';
import { openSecret, sealSecret } from '../../lib/secret-box.js';
import type { Text } from '../../messages/message.js';
import {
  FinancialLinkError,
  type LinkFailure,
  type StartedLink,
} from '../../providers/financial-link/financial-link-provider.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

export type LinkSessionRow = typeof financialLinkSessions.$inferSelect;

/** Each failure in the spec's words (part 2 §8); the provider's own details stay in our logs. */
// The provider failures' words are the spec's, kept in the domain for the web's own checks too.
const failureAnswers: Record<LinkFailure, { message: Text; status: number }> = {
  no_link: { message: { said: NO_LINK_MESSAGE }, status: 502 },
  access_failed: { message: { said: PROVIDER_FAILURE_CODE_MESSAGE }, status: 502 },
  records_failed: { message: { said: PROVIDER_ERROR_MESSAGE }, status: 502 },
  report_failed: { message: { said: REPORT_GENERATION_FAILED_MESSAGE }, status: 502 },
  not_linked: { message: 'finish_linking_first', status: 409 },
};

export function failureError(failure: LinkFailure): AppError {
  const { message, status } = failureAnswers[failure];
  return new AppError(status === 409 ? 'Conflict' : 'ServerError', message, undefined, status);
}

const isLinkFailure = (value: string | null): value is LinkFailure =>
  value !== null && Object.hasOwn(failureAnswers, value);

/** Provider failures become the spec's messages; anything else is a bug and stays a 500. */
function asAppError(error: unknown): unknown {
  return error instanceof FinancialLinkError ? failureError(error.failure) : error;
}

/** The sealed state is bound to its owner: a row copied to another applicant does not open. */
const purposeOf = (access: TransactionAccess) =>
  `financial-link:${access.transaction.id}:${access.applicant.id}`;

export const providerStateOf = (context: AppContext, access: TransactionAccess, row: LinkSessionRow) =>
  openSecret(context.fileEncryptionKey, row.sealedProviderState, purposeOf(access));

async function assertOffered(
  context: AppContext,
  access: TransactionAccess,
  style: LinkStyle,
  product: LinkProduct,
): Promise<void> {
  const [community] = await context.db
    .select({ settings: communities.settings })
    .from(communities)
    .where(eq(communities.id, access.transaction.communityId));
  if (!community || !offersLink(community.settings, style, product)) {
    throw new AppError('Conflict', 'link_not_offered');
  }
}

/**
 * Opens a provider window for the caller: the provider starts the link, and we keep its references
 * sealed. A new link replaces any earlier one of the same kind.
 */
export async function startLinkSession(
  context: AppContext,
  access: TransactionAccess,
  style: LinkStyle,
  product: LinkProduct,
): Promise<StartedLink> {
  await assertOffered(context, access, style, product);
  const started = await context.financialLink
    .startLink({ style, product, userReference: `applicant-${access.applicant.id}` })
    .catch((error: unknown) => {
      throw asAppError(error);
    });
  const now = context.clock.now();
  await context.db.insert(financialLinkSessions).values({
    transactionId: access.transaction.id,
    applicantId: access.applicant.id,
    provider: context.financialLink.name,
    style,
    product,
    status: 'started',
    sealedProviderState: sealSecret(context.fileEncryptionKey, started.state, purposeOf(access)),
    expiresAt: started.expiresAt,
    createdAt: now,
    updatedAt: now,
  });
  return started;
}

/** The caller's newest link of this kind, which the report calls act on. */
export async function latestLinkSession(
  context: AppContext,
  access: TransactionAccess,
  style: LinkStyle,
  product: LinkProduct,
): Promise<LinkSessionRow> {
  const [row] = await context.db
    .select()
    .from(financialLinkSessions)
    .where(
      and(
        eq(financialLinkSessions.transactionId, access.transaction.id),
        eq(financialLinkSessions.applicantId, access.applicant.id),
        eq(financialLinkSessions.style, style),
        eq(financialLinkSessions.product, product),
      ),
    )
    .orderBy(desc(financialLinkSessions.id))
    .limit(1);
  if (!row) throw new AppError('Conflict', 'no_link_started');
  if (row.status === 'failed') throw failureError(isLinkFailure(row.failure) ? row.failure : 'report_failed');
  if (row.status === 'started' && row.expiresAt <= context.clock.now()) {
    throw new AppError('Conflict', 'link_expired');
  }
  return row;
}

export async function updateLinkSession(
  context: AppContext,
  access: TransactionAccess,
  row: LinkSessionRow,
  changes: { status: LinkSessionStatus; state?: string; providerLinkSessionId?: string },
): Promise<void> {
  await context.db
    .update(financialLinkSessions)
    .set({
      status: changes.status,
      ...(changes.state === undefined
        ? {}
        : { sealedProviderState: sealSecret(context.fileEncryptionKey, changes.state, purposeOf(access)) }),
      ...(changes.providerLinkSessionId === undefined
        ? {}
        : { providerLinkSessionId: changes.providerLinkSessionId }),
      updatedAt: context.clock.now(),
    })
    .where(eq(financialLinkSessions.id, row.id));
}

/**
 * Runs a provider call for the session; a provider failure (other than the window not being finished,
 * which the applicant can still do) ends the session, so polling stops on the same message. A request
 * that lost a race (a second click traded the same public token) leaves the winner's session alone.
 */
export async function withProvider<T>(
  context: AppContext,
  row: LinkSessionRow,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof FinancialLinkError && error.failure !== 'not_linked') {
      await context.db
        .update(financialLinkSessions)
        .set({ status: 'failed', failure: error.failure, updatedAt: context.clock.now() })
        .where(and(eq(financialLinkSessions.id, row.id), eq(financialLinkSessions.status, row.status)));
    }
    throw asAppError(error);
  }
}
