import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMMUNITY_CONFIGURATION_ELEMENT_ID } from '@portal/domain/constants/page-data';
import { escapeHtml } from '../lib/escape-html.js';
import type { MatchedPreloads } from './route-preloads.js';

export interface PageVariant {
  body: Buffer;
  encoding: 'br' | 'gzip' | undefined;
  /** The community's slug now: a page asked for under a former one moves there. */
  slug: string;
}

/**
 * index.html with a community's configuration written into it as JSON data (never run as script), so a
 * first visit paints the community's page without first asking the API for it: on a phone's network that
 * question is a round trip before anything shows. The community's logo and the page's own chunks are asked
 * for while the page is read (the logo is what a sign-in page paints largest; the chunks would otherwise
 * wait until the entry has run). Each community's page is built and compressed once per configuration the
 * cache hands out and page pattern, not per request.
 */
export function pagesWithConfiguration(indexHtml: string) {
  const [beforeRoot, afterRoot] = splitAtRoot(indexHtml);
  const built = new Map<string, { json: string; slug: string; br: Buffer; gzip: Buffer; plain: Buffer }>();

  function build(community: string, json: string, preloads: MatchedPreloads | undefined) {
    const key = `${community}\n${preloads?.pattern ?? ''}`;
    const cached = built.get(key);
    if (cached?.json === json) return cached;
    // `<` escaped so that no text in the configuration can close the script element.
    const data = `<script type="application/json" id="${COMMUNITY_CONFIGURATION_ELEMENT_ID}">${json.replaceAll('<', '\\u003c')}</script>`;
    const { slug, logo } = JSON.parse(json) as { slug: string; logo?: unknown };
    const links = `${logoPreload(logo)}${preloads?.links ?? ''}`;
    const plain = Buffer.from(`${beforeRoot}${links}${data}${afterRoot}`);
    const page = {
      json,
      slug,
      plain,
      br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(plain, { level: 9 }),
    };
    if (built.size >= 1_000) built.clear();
    built.set(key, page);
    return page;
  }

  return (
    community: string,
    json: string,
    preloads: MatchedPreloads | undefined,
    acceptEncoding: string | undefined,
  ): PageVariant => {
    const page = build(community.toLowerCase(), json, preloads);
    const accepted = acceptEncoding ?? '';
    if (/\bbr\b/.test(accepted)) return { body: page.br, encoding: 'br', slug: page.slug };
    if (/\bgzip\b/.test(accepted)) return { body: page.gzip, encoding: 'gzip', slug: page.slug };
    return { body: page.plain, encoding: undefined, slug: page.slug };
  };
}

function logoPreload(logo: unknown): string {
  return typeof logo === 'string' && logo !== ''
    ? `<link rel="preload" as="image" href="${escapeHtml(logo)}">`
    : '';
}

function splitAtRoot(indexHtml: string): [string, string] {
  const root = '<div id="root">';
  const at = indexHtml.indexOf(root);
  if (at < 0) throw new Error('index.html has no <div id="root">');
  return [indexHtml.slice(0, at), indexHtml.slice(at)];
}
