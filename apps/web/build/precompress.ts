import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

async function compressFile(path: string): Promise<void> {
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}

/**
 * Writes a brotli and a gzip copy beside every text file of the build, once, at the highest levels, so
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request
 * or not at all: on a phone's connection the JavaScript's transfer is most of the time to a first paint.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).map((file) => join(outDir, file));
      const worth = await Promise.all(
        files.map(async (path) => COMPRESSIBLE.test(path) && (await stat(path)).size >= MIN_BYTES),
      );
      await Promise.all(files.filter((_, index) => worth[index]).map(compressFile));
    },
  };
}
