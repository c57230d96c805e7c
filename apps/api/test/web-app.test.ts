import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFound } from '../src/lib/app-error.js';
import { registerWebApp } from '../src/plugins/web-app.js';

const script = `console.log(${JSON.stringify('portal '.repeat(400))});\n`;
const indexHtml =
  '<!doctype html><title>Portal</title><div id="root"></div><script src="/assets/app.js"></script>';
// A name that tries to close the script element the configuration travels in.
const mapleCourt = JSON.stringify({
  slug: 'maple-court',
  name: 'Maple Court </script><b>',
  logo: '/api/logos/maple-court.svg?v="2"&dark',
});

async function configurationJson(community: string): Promise<string> {
  // `maple-yard` is the slug Maple Court had before.
  if (community === 'maple-court' || community === 'maple-yard') return mapleCourt;
  throw notFound('community_not_found');
}

describe('the built web app as the server sends it', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), indexHtml);
    writeFileSync(join(dist, 'assets/app-abc123.js'), script);
    writeFileSync(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite/route-preloads.json'),
      JSON.stringify({
        languages: {
          en: [
            {
              pattern: '/:community/login',
              files: ['/assets/LoginPage-def456.js', '/assets/LoginPage-def456.css'],
            },
            { pattern: '/:community/*', files: ['/assets/NotFound-789abc.js'] },
          ],
          es: [
            {
              pattern: '/:community/login',
              files: ['/assets/LoginPage-def456.js', '/assets/es-accounts-fed321.js'],
            },
          ],
        },
      }),
    );
    app = Fastify();
    // As in the app (app.ts): the page reads the `lang` cookie.
    await app.register(cookie);
    await registerWebApp(app, dist, configurationJson);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a community's former address to its new one for good, keeping the page and the query", async () => {
    const response = await app.inject({ url: '/maple-yard/login?next=%2Fmaple-yard%2Fwelcome' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/maple-court/login?next=%2Fmaple-yard%2Fwelcome');
    expect((await app.inject({ url: '/Maple-Court/welcome' })).statusCode).toBe(200);
  });

  it("sends a script's brotli copy to a browser that takes it, cached for good", async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip, or the file as it is, to clients that take nothing better', async () => {
    const gzip = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("answers a community's page with index.html carrying its configuration, never cached without asking", async () => {
    const response = await app.inject({ url: '/maple-court/welcome?step=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const data =
      /<script type="application\/json" id="community-configuration">(.*?)<\/script><div id="root">/.exec(
        response.body,
      );
    expect(data?.[1]).not.toContain('<');
    expect(JSON.parse(data?.[1] ?? '')).toEqual(JSON.parse(mapleCourt));
  });

  it("asks for the community's logo while the page is read, its address escaped", async () => {
    const response = await app.inject({ url: '/maple-court/login' });
    expect(response.body).toContain(
      '<link rel="preload" as="image" href="/api/logos/maple-court.svg?v=&#34;2&#34;&#38;dark">',
    );
    expect(response.body.match(/rel="preload" as="image"/g)).toHaveLength(1);
  });

  it("announces the page's own files with it, each page its own", async () => {
    const login = await app.inject({ url: '/maple-court/login' });
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/LoginPage-def456.js">');
    expect(login.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/LoginPage-def456.css">',
    );
    expect(login.body).not.toContain('NotFound');
    const other = await app.inject({ url: '/maple-court/no-such-page' });
    expect(other.body).toContain('<link rel="modulepreload" crossorigin href="/assets/NotFound-789abc.js">');
    expect(other.body).not.toContain('LoginPage');
  });

  it('announces the catalogs of the language the page starts in: ?lang=, else the cookie, else Accept-Language', async () => {
    const spanishCatalog = '/assets/es-accounts-fed321.js';
    const bodyOf = async (url: string, headers: Record<string, string> = {}) =>
      (await app.inject({ url, headers })).body;
    expect(await bodyOf('/maple-court/login?lang=es')).toContain(spanishCatalog);
    expect(await bodyOf('/maple-court/login', { cookie: 'lang=es' })).toContain(spanishCatalog);
    expect(await bodyOf('/maple-court/login', { 'accept-language': 'fr-FR, es-MX;q=0.8' })).toContain(
      spanishCatalog,
    );
    const english = await bodyOf('/maple-court/login?lang=en', { 'accept-language': 'es' });
    expect(english).not.toContain(spanishCatalog);
    expect(english).toContain('/assets/LoginPage-def456.css');
  });

  it("compresses a community's page as the browser accepts", async () => {
    const response = await app.inject({
      url: '/maple-court/login',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('id="community-configuration"');
  });

  it('sends index.html as built for a path that names no community', async () => {
    for (const url of ['/', '/no-such-place/welcome']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
    }
  });
});
