import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { chunkMap } from './build/chunk-map';
import { compileHints } from './build/compile-hints';
import { precompress } from './build/precompress';
import { srcAlias } from './build/src-alias';
import { onlySpokenZodLocales } from './build/zod-locales';

const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root,
  plugins: [react(), chunkMap(), compileHints(), onlySpokenZodLocales(), precompress()],
  resolve: {
    // Vite 8 replaces the default conditions with this list, so the defaults are spread back in.
    // `source` makes @portal/domain resolve to its TypeScript sources (no separate build step).
    conditions: ['source', ...defaultClientConditions],
    alias: [srcAlias],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The benchmark reads .vite/manifest.json to find each route's chunks.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks below: no entry's export list needs to be kept.
      preserveEntrySignatures: false,
      output: {
        // Libraries in named, long-cached chunks; each lazy route keeps only its own code.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
            // zod with the form library's adapter to it: both arrive with a form's schema, once the form is used.
            // zod's Spanish stays with the Spanish wording, fetched only by someone whose forms are in Spanish.
            {
              name: 'zod',
              test: (id) =>
                /node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]/.test(id) &&
                !/[\\/]locales[\\/]es\.js$/.test(id),
              priority: 20,
            },
            // Named, so the bench does not list the form library under a borrowed name ("zod"); ranked above
            // zod's group, since at the same rank rolldown put react-hook-form into zod's chunk and every form
            // page fetched zod with it.
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 25 },
          ],
          // Modules shared by a few routes otherwise each get a chunk of 1–2 KB: the welcome page fetched 47
          // files. Over HTTP/1.1's six connections per host every file costs a round trip on a phone's
          // network; copying these small pieces into the chunks that use them takes it to about 20.
          experimentalInlineCommonChunks: { maxSize: 4000 },
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
});
