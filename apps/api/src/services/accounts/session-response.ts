import type { Session, SessionKind, SessionSummary } from '@portal/domain/schemas/session';
import type { AppContext } from '../../app-context.js';
import { csrfTokenFor } from '../../lib/tokens.js';
import type { CommunityRow } from '../communities/find-community.js';
import {
  COMPANY_SESSION_IDLE_TIMEOUT_MINUTES,
  createSession,
  type NewSession,
} from '../sessions/sessions.js';
import { findStaffMember } from '../staff/staff-member.js';
import { findUserById, toProfile, type UserRow } from './users.js';

/** What the client is told about a session: who, where, how (impersonated by whom) and its idle limit. */
export async function summarizeSession(
  { db }: AppContext,
  community: CommunityRow | null,
  user: UserRow,
  kind: SessionKind,
  impersonatorUserId: number | null | undefined,
): Promise<SessionSummary> {
  const [impersonator, impersonatorStaff, staff] = await Promise.all([
    impersonatorUserId ? findUserById(db, impersonatorUserId) : undefined,
    impersonatorUserId ? findStaffMember(db, impersonatorUserId) : undefined,
    findStaffMember(db, user.id),
  ]);
  return {
    kind,
    community: community?.slug ?? null,
    user: toProfile(user),
    impersonated_by: impersonator
      ? {
          id: impersonator.id,
          first_name: impersonator.firstName,
          last_name: impersonator.lastName,
          can_sign_documents_while_wormholed: impersonatorStaff?.canSignDocumentsWhileWormholed ?? false,
        }
      : null,
    idle_timeout_minutes: community?.settings.idle_timeout_minutes ?? COMPANY_SESSION_IDLE_TIMEOUT_MINUTES,
    staff_role: staff?.role ?? null,
    language: user.language,
  };
}

/** Opens the session and answers what the spec's login and register return: `{ token, user }` and more. */
export async function startSession(
  context: AppContext,
  community: CommunityRow | null,
  user: UserRow,
  session: NewSession,
): Promise<Session> {
  const token = await createSession(context.db, context.clock, session);
  const summary = await summarizeSession(context, community, user, session.kind, session.impersonatorUserId);
  return { token, csrf_token: csrfTokenFor(token), ...summary };
}
