import { existsSync, readFileSync } from 'node:fs';
import { isLanguage, type Language, languages, preferredLanguage } from '@portal/domain/constants/languages';
import { escapeHtml } from '../lib/escape-html.js';

/** A page path pattern of the web app's router and the files its page needs beyond the entry. */
export interface PagePreloads {
  pattern: string;
  files: string[];
}

/** What a page announces: the pattern it matched (the key of its built variant) and the link elements. */
export interface MatchedPreloads {
  pattern: string;
  links: string;
}

interface CompiledPattern extends MatchedPreloads {
  segments: string[];
  score: number;
}

const STATIC_SEGMENT = 10;
const DYNAMIC_SEGMENT = 3;
const SPLAT_PENALTY = -2;

/** As the router ranks routes: the more literal segments, the more specific; a splat least of all. */
function scoreOf(segments: string[]): number {
  return segments.reduce(
    (score, segment) =>
      score + (segment === '*' ? SPLAT_PENALTY : segment.startsWith(':') ? DYNAMIC_SEGMENT : STATIC_SEGMENT),
    segments.length,
  );
}

function matches(segments: string[], path: string[]): boolean {
  for (const [index, segment] of segments.entries()) {
    if (segment === '*') return true;
    const part = path[index];
    if (part === undefined) return false;
    if (!segment.startsWith(':') && segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return segments.length === path.length;
}

function linksOf(files: string[]): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="${escapeHtml(file)}">`
        : `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`,
    )
    .join('');
}

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * The page's own files for a path, from the list the build wrote (scripts/route-preloads.mjs): announced
 * with the page, the browser fetches them beside the entry instead of after it has run. No list (a build
 * without it, the API's tests): nothing is announced.
 */
export function routePreloads(pages: readonly PagePreloads[]): (path: string) => MatchedPreloads | undefined {
  const compiled: CompiledPattern[] = pages.map(({ pattern, files }) => {
    const segments = segmentsOf(pattern);
    return { pattern, segments, score: scoreOf(segments), links: linksOf(files) };
  });
  return (path) => {
    const parts = segmentsOf(path);
    let best: CompiledPattern | undefined;
    for (const candidate of compiled) {
      if ((!best || candidate.score > best.score) && matches(candidate.segments, parts)) best = candidate;
    }
    return best && { pattern: best.pattern, links: best.links };
  };
}

/** The build's lists, one per language (a page's catalogs come in one language), if it wrote them. */
export function readRoutePreloads(file: string): Partial<Record<Language, PagePreloads[]>> {
  if (!existsSync(file)) return {};
  return (JSON.parse(readFileSync(file, 'utf8')) as { languages: Partial<Record<Language, PagePreloads[]>> })
    .languages;
}

/** What a page request tells of the language its page will start in, as the web app reads it. */
export interface LanguageHints {
  query: string | undefined;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The language a page starts in (apps/web/src/lib/language-choice.ts, firstLanguage): `?lang=`, else the
 * `lang` cookie, else the first of Accept-Language the portal speaks.
 */
export function pageLanguageOf({ query, cookie, acceptLanguage }: LanguageHints): Language {
  if (isLanguage(query)) return query;
  if (isLanguage(cookie)) return cookie;
  return preferredLanguage((acceptLanguage ?? '').split(',').map((tag) => tag.split(';')[0] ?? ''));
}

/**
 * routePreloads for each language's list: a page announces its catalogs in the language it starts in, and
 * its built variant is keyed by both.
 */
export function routePreloadsByLanguage(
  lists: Partial<Record<Language, PagePreloads[]>>,
): (path: string, language: Language) => MatchedPreloads | undefined {
  const byLanguage = Object.fromEntries(
    languages.map((language) => [language, routePreloads(lists[language] ?? [])]),
  ) as Record<Language, ReturnType<typeof routePreloads>>;
  return (path, language) => {
    const matched = byLanguage[language](path);
    return matched && { ...matched, pattern: `${language}:${matched.pattern}` };
  };
}
