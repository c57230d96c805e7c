import type { LoginRequest } from '@portal/domain/schemas/credentials';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { CommunityRow } from '../communities/find-community.js';
import type { NewSession } from '../sessions/sessions.js';
import { findStaffMember, staffWorksIn } from '../staff/staff-member.js';
import {
  assertLoginAllowed,
  clearAccountFailures,
  type LoginAttempt,
  recordLoginFailure,
} from './login-throttle.js';
import { consumeToken, findValidToken } from './one-time-tokens.js';
import { findStaffAccountByEmail, findUserByEmail, findUserById, type UserRow } from './users.js';

export interface LoginOutcome {
  user: UserRow;
  session: NewSession;
}

/** Verifying against a throwaway hash when the e-mail is unknown keeps both answers equally slow. */
let decoyHash: Promise<string> | undefined;

export async function logIn(
  context: AppContext,
  community: CommunityRow,
  request: LoginRequest,
  ipAddress: string,
): Promise<LoginOutcome> {
  if ('g' in request) return logInAsGuest(context, community, request.g);
  if ('w' in request) return logInThroughWormhole(context, community, request.username, request.w);
  return logInWithPassword(context, community, request.username, request.password, ipAddress);
}

async function logInWithPassword(
  { db, clock }: AppContext,
  community: CommunityRow,
  email: string,
  password: string,
  ipAddress: string,
): Promise<LoginOutcome> {
  const attempt = { communityId: community.id, email, ipAddress };
  await assertLoginAllowed(db, clock, attempt);
  const user = await checkPassword(
    { db, clock },
    attempt,
    await findAccountAt(db, community.id, email),
    password,
  );
  return { user, session: { userId: user.id, communityId: community.id, kind: 'user' } };
}

/**
 * The account that signs in at a community: its own applicant or resident account, else the staff account
 * of someone who works there (staff may sign in at any of their communities, or at /staff/login).
 */
async function findAccountAt(db: Database, communityId: number, email: string): Promise<UserRow | undefined> {
  const user = await findUserByEmail(db, communityId, email);
  if (user) return user;
  const account = await findStaffAccountByEmail(db, email);
  const staff = account ? await findStaffMember(db, account.id) : undefined;
  return staff && (await staffWorksIn(db, staff, communityId)) ? account : undefined;
}

/** POST /api/staff/login/: a staff member signs in for their whole company, naming no community. */
export async function logInAsStaff(
  { db, clock }: AppContext,
  { username, password }: { username: string; password: string },
  ipAddress: string,
): Promise<LoginOutcome> {
  const attempt = { communityId: null, email: username, ipAddress };
  await assertLoginAllowed(db, clock, attempt);
  const account = await findStaffAccountByEmail(db, username);
  // A deactivated member's account stays, but signs in no more.
  const active = account && (await findStaffMember(db, account.id)) ? account : undefined;
  const user = await checkPassword({ db, clock }, attempt, active, password);
  return { user, session: { userId: user.id, communityId: null, kind: 'user' } };
}

/** Throttled, and as slow for an unknown e-mail as for a wrong password, so neither tells which. */
async function checkPassword(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  attempt: LoginAttempt,
  user: UserRow | undefined,
  password: string,
): Promise<UserRow> {
  decoyHash ??= hashPassword('decoy password that matches nothing 7Q');
  const matches = await verifyPassword(user?.passwordHash ?? (await decoyHash), password);
  if (!user || !matches) {
    await recordLoginFailure(db, clock, attempt);
    throw new AppError('AuthenticationError', 'wrong_credentials', undefined, 400);
  }
  await clearAccountFailures(db, attempt);
  return user;
}

async function logInThroughWormhole(
  { db, clock }: AppContext,
  community: CommunityRow,
  email: string,
  token: string,
): Promise<LoginOutcome> {
  const invalid = () => new AppError('AuthenticationError', 'invalid_wormhole');
  const issued = await findValidToken(db, clock, 'wormhole', token);
  if (!issued || issued.communityId !== community.id || issued.createdByUserId === null) throw invalid();
  const user = await findUserById(db, issued.userId);
  if (user.email !== email.toLowerCase()) throw invalid();
  if (!(await consumeToken(db, clock, 'wormhole', token))) throw invalid();
  return {
    user,
    session: {
      userId: user.id,
      communityId: community.id,
      kind: 'impersonated',
      impersonatorUserId: issued.createdByUserId,
    },
  };
}

async function logInAsGuest(
  { db, clock }: AppContext,
  community: CommunityRow,
  token: string,
): Promise<LoginOutcome> {
  const issued = await findValidToken(db, clock, 'guest_sign', token);
  // A signing link works once: a forwarded or leaked e-mail must not open the guest's session again.
  if (
    !issued ||
    issued.communityId !== community.id ||
    !(await consumeToken(db, clock, 'guest_sign', token))
  ) {
    throw new AppError('AuthenticationError', 'invalid_guest_link');
  }
  const user = await findUserById(db, issued.userId);
  return { user, session: { userId: user.id, communityId: community.id, kind: 'guest' } };
}
