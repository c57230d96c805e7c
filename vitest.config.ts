import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { srcAlias } from './apps/web/build/src-alias.js';

// `source`: @portal/domain's TypeScript sources, as the build resolves them; `@/` as the build reads it.
const webResolve = { conditions: ['source'], alias: [srcAlias] };

export default defineConfig({
  test: {
    // Vitest's default leaves one CPU free: on a 2-CPU machine that is one worker, and the other CPU stays
    // mostly idle while the API suites run on the embedded database (16 → 12 minutes with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          globalSetup: ['apps/api/test/support/pglite-snapshot.ts'],
          // Each file builds its own app on its own database, so the files share no state through modules.
          // Isolated, every file imported the whole API again: 239 s of a 720 s run on a 2-CPU machine
          // (with TEST_DATABASE_URL), 24 s of 447 s without isolation.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: webResolve,
        ssr: { resolve: webResolve },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: [
            'apps/web/src/test-support/all-catalogs.ts',
            'apps/web/src/test-support/testing-library.ts',
          ],
        },
      },
    ],
  },
});
