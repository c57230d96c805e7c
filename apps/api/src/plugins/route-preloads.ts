import { existsSync, readFileSync } from 'node:fs';
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

/** The build's list, if it wrote one. */
export function readRoutePreloads(file: string): PagePreloads[] {
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { pages: PagePreloads[] }).pages;
}
