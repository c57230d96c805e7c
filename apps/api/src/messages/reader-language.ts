import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/domain/constants/languages';
import type { FastifyRequest } from 'fastify';
import { type AccountLanguage, headerLanguageOf } from './reply-language.js';

/** The cookie the web app keeps a visitor's language choice in (apps/web/src/lib/language-choice.ts). */
const LANGUAGE_COOKIE = 'lang';

/**
 * The language of a document opened through a link (a PDF, the fee documents): the account's choice,
 * else the visitor's choice in the web app's cookie, else Accept-Language, else English. A link is
 * followed with the browser's own Accept-Language, so a choice made in the portal comes first.
 */
export async function readerLanguageOf(
  request: FastifyRequest,
  accountLanguage: AccountLanguage,
): Promise<Language> {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return (
    (await accountLanguage(request)) ??
    (isLanguage(chosen) ? chosen : undefined) ??
    headerLanguageOf(request) ??
    DEFAULT_LANGUAGE
  );
}
