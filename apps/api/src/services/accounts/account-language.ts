import type { Language } from '@portal/domain/constants/languages';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { presentedToken } from '../../lib/presented-token.js';
import { hashToken } from '../../lib/tokens.js';
import type { AccountLanguage } from '../../messages/reply-language.js';

/**
 * The language of the account a failed request came from. Read only for an error reply without an
 * Accept-Language the portal speaks; a request refused before its session was checked (a body that fails
 * its schema) is matched by its token, and an unknown or ended session answers in English.
 */
export function accountLanguageFrom(db: Database): AccountLanguage {
  return async (request: FastifyRequest): Promise<Language | undefined> => {
    if (request.auth) {
      const [user] = await db
        .select({ language: users.language })
        .from(users)
        .where(eq(users.id, request.auth.userId));
      return user?.language;
    }
    const presented = presentedToken(request);
    if (!presented) return undefined;
    const [user] = await db
      .select({ language: users.language })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(presented.token)), isNull(sessions.revokedAt)));
    return user?.language;
  };
}
