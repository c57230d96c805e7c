import { fileURLToPath } from 'node:url';

/**
 * `@/` is `apps/web/src/`: a module imports what sits in its own folder or the one above by a relative path,
 * and anything further by where it lives (`@/lib/i18n`), never by climbing `../../../`. Read by the build,
 * by Vitest and, as `paths`, by TypeScript (apps/web/tsconfig.json) and dependency-cruiser.
 */
export const srcAlias = { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) };
