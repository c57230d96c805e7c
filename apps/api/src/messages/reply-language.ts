import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@portal/domain/constants/languages';
import type { FastifyRequest } from 'fastify';

/** The signed-in account's language, when the request carries a session (read only when needed). */
export type AccountLanguage = (request: FastifyRequest) => Promise<Language | undefined>;

/**
 * The language an `Accept-Language` header prefers among those the portal speaks, q-values honoured
 * (`fr, es;q=0.8, en;q=0.5` is Spanish); undefined when it names neither, so the account decides.
 */
export function headerLanguageOf(request: FastifyRequest): Language | undefined {
  const header = request.headers['accept-language'];
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return {
        primary: tag.trim().split('-')[0]?.toLowerCase(),
        quality: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((entry) => entry.quality > 0 && isLanguage(entry.primary))
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  const best = ranked[0]?.primary;
  return isLanguage(best) ? best : undefined;
}

/** What a reply speaks: the request's Accept-Language, else the signed-in account's language, else English. */
export async function replyLanguageOf(
  request: FastifyRequest,
  accountLanguage: AccountLanguage,
): Promise<Language> {
  return headerLanguageOf(request) ?? (await accountLanguage(request)) ?? DEFAULT_LANGUAGE;
}
