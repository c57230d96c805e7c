import { defineConfig } from 'vitest/config';
import { reactAsPreact } from './apps/web/build/react-as-preact.js';

// The web tests run on Preact as the build does; the libraries' ES modules, so the aliases reach their imports.
const webResolve = { conditions: ['source', 'module'], mainFields: ['module', 'main'], alias: reactAsPreact };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions: ['source'] },
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        resolve: { conditions: ['source'] },
        ssr: { resolve: { conditions: ['source'] } },
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: webResolve,
        ssr: { resolve: webResolve },
        test: {
          name: 'web',
          // Libraries that import React go through the same aliases, or they would bring React itself.
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /react-router/,
                /@tanstack\/react-query/,
                /react-hook-form/,
              ],
            },
          },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test-support/all-catalogs.ts'],
        },
      },
    ],
  },
});
