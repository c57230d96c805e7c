import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { communities } from '../../src/db/schema/communities.js';
import { type StartedApplication, startApplicationFor } from '../factories/transactions.js';
import { withToken } from '../factories/users.js';

/** An applicant at Lakeside Lofts, which verifies income through the second provider with all three flows. */
export const applyAtLakeside = (app: FastifyInstance, db: Database) =>
  startApplicationFor(app, db, 'L1', 'lakeside-lofts');

/** Makes Maple Court verify income through the first provider (no demo community does). */
export async function useFirstProviderAtMapleCourt(db: Database): Promise<void> {
  const [community] = await db.select().from(communities).where(eq(communities.slug, 'maple-court'));
  if (!community) throw new Error('Maple Court is missing');
  await db
    .update(communities)
    .set({
      settings: {
        ...community.settings,
        financial_situation_verification_provider: 'finicity',
        enable_automatic_income_verification: true,
      },
    })
    .where(eq(communities.id, community.id));
}

export const getAs = (app: FastifyInstance, token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: withToken(token) });

/** The link token a window URL carries in its fragment, as the window reads it. */
export const linkTokenOf = (windowUrl: string) => decodeURIComponent(windowUrl.split('#')[1] ?? '');

export interface WindowSignIn {
  link_token: string;
  institution_id?: string;
  username: string;
  password?: string;
}

/** What the sandbox window posts when the applicant signs in (password pass_good unless told). */
export const signInToWindow = (app: FastifyInstance, signIn: WindowSignIn, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/sandbox/financial-link/sign-in/',
    payload: { password: 'pass_good', ...signIn },
    remoteAddress,
  });

export const transactionUrl = (application: StartedApplication, path: string) =>
  `/api/transaction/${application.transactionId}/${path}`;

/** GETs a path of the application's transaction as its applicant. */
export const getAsApplicant = (app: FastifyInstance, application: StartedApplication, path: string) =>
  getAs(app, application.user.token, transactionUrl(application, path));

/** Asks for the report at `path` until it stops being 202, as the app polls; answers every reply in order. */
export async function pollReport(
  app: FastifyInstance,
  application: StartedApplication,
  path: string,
  limit = 10,
): Promise<LightMyRequestResponse[]> {
  const replies: LightMyRequestResponse[] = [];
  for (let poll = 0; poll < limit; poll += 1) {
    const reply = await getAsApplicant(app, application, path);
    replies.push(reply);
    if (reply.statusCode !== 202) return replies;
  }
  throw new Error(`${path} was still 202 after ${limit} polls`);
}

/** Each path of a transaction needs a session, and answers 404 for another person's application. */
export function itKeepsPathsToTheApplicant(
  paths: readonly string[],
  app: () => FastifyInstance,
  apply: () => Promise<StartedApplication>,
): void {
  it.each(paths)('needs a session for %s', async (path) => {
    const applicant = await apply();
    const response = await app().inject({ method: 'GET', url: transactionUrl(applicant, path) });
    expect(response.statusCode).toBe(401);
  });

  it.each(paths)("answers 404 for another person's application at %s", async (path) => {
    const owner = await apply();
    const stranger = await apply();
    const response = await getAs(app(), stranger.user.token, transactionUrl(owner, path));
    expect(response.statusCode).toBe(404);
  });
}
