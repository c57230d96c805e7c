/**
 * Import rules for the web app and the API that Biome cannot express: it matches import strings, and these rules
 * are about the files the imports resolve to. Import cycles are Biome's `noImportCycles`.
 * Run by `npm run lint`.
 */

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-internals',
      comment:
        "A feature reaches another only through its api/ (its calls and query hooks) and its routes.ts (route tables a parent nests). What several features show moves to shared/ (it may read features' api/); what needs no feature's data, to components/ or lib/.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/[^/]+/',
        pathNot: [
          '^apps/web/src/features/$1/',
          '^apps/web/src/features/[^/]+/routes[.]ts$',
          // api/ of the feature or of one of its parts (signing/approved/api/).
          '^apps/web/src/features/[^/]+/api/',
          '^apps/web/src/features/[^/]+/[^/]+/api/',
        ],
      },
    },
    {
      name: 'shared-reads-features-only-through-their-api',
      comment:
        "shared/ holds what several features show (the journey's step frame, the status page frame, a lease's page…): it reads features' data through their api/, and never their screens or logic.",
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: {
        path: '^apps/web/src/features/',
        pathNot: ['^apps/web/src/features/[^/]+/api/', '^apps/web/src/features/[^/]+/[^/]+/api/'],
      },
    },
    {
      name: 'shared-code-does-not-import-features',
      comment:
        'components/, lib/, locales/ and test-support/ sit below the features and shared/: those import them, never the reverse.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|locales|test-support)/' },
      to: { path: '^apps/web/src/(features|shared)/' },
    },
    {
      name: 'api-layers-point-down',
      comment:
        'On the API, routes/ and jobs/ call services/; services/ build on providers/, outbox/, db/ and lib/, and never reach back up to the routes, the plugins or the workers that call them.',
      severity: 'error',
      from: { path: '^apps/api/src/(services|providers|outbox|db|lib)/' },
      to: { path: '^apps/api/src/(routes|jobs|plugins)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    // The web app's `@/` alias (apps/web/build/src-alias.ts).
    tsConfig: { fileName: `${__dirname}/apps/web/tsconfig.json` },
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'browser', 'default'] },
  },
};
