/**
 * Import rules for the web app and the API that Biome cannot express: it matches import strings, and these rules
 * are about the files the imports resolve to. Import cycles are Biome's `noImportCycles`.
 * Run by `npm run lint`.
 */

/**
 * What a feature offers the others, besides its api/ folders (one fetcher and query hook per call, the
 * way data is shared) and its routes.ts (route tables a parent feature nests). Listed here rather than
 * re-exported from an index file: the architecture guide has no barrel files, and a barrel would pull a
 * page's CSS into every chunk that imports one helper through it. Anything else two features need goes to
 * components/ or lib/, or is added here on purpose.
 */
const publicModules = {
  // The frame every application step is built with (identity, income, payments, screening, signing, status).
  journey: [
    'components/transaction-context.ts',
    'components/JourneyCard.tsx',
    'components/StepForm.tsx',
    'components/ContinueStep.tsx',
    'components/ConfirmForm.tsx',
    'components/holds/hold-parts.tsx',
    'lib/drawer-inputs.ts',
    'lib/submit-failure.ts',
    'lib/use-leaving-action.ts',
    'lib/lease-terms.ts',
    // A unit as the welcome page lists it, which a resident's transfer picker lists too.
    'components/UnitCard.tsx',
    // The address form and its search, which a notice to vacate's forwarding address uses too.
    'components/address/AddressForm.tsx',
    'lib/maps-provider.ts',
  ],
  // The signed-in frame (the account pages' layout, the session guard) and where sign-in leads.
  accounts: [
    'components/AccountsPage.tsx',
    'components/RequireSession.tsx',
    'lib/next-path.ts',
    'lib/account-navigation.ts',
  ],
  // The status pages' frame, paths and labels, which the signing flow and My Leases show too.
  status: [
    'components/StatusPageFrame.tsx',
    'lib/status-pages.ts',
    'lib/status-page-paths.ts',
    'lib/labels.ts',
  ],
  // A lease's status labels and its sealed documents, which the staff console's lease pages show too.
  // The frame of one lease's pages, which the notice to vacate and month-to-month pages are built in.
  leases: ['lib/lease-labels.ts', 'components/LeaseDocuments.tsx', 'components/LeasePage.tsx'],
  // Where a notice stands and where its pages are, which My Leases shows and links to.
  vacate: ['lib/vacate-draft.ts', 'components/NoticeStatus.tsx'],
  // The payment breakdown and details, which the signing flow and the staff console show too.
  payments: ['components/PaymentBreakdownCard.tsx', 'components/PaymentDetailsPage.tsx'],
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const publicPaths = Object.entries(publicModules).flatMap(([feature, modules]) =>
  modules.map((module) => `^apps/web/src/features/${feature}/${escapeRegExp(module)}$`),
);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-feature-internals',
      comment:
        'A feature reaches another only through its public surface: api/, routes.ts and the modules listed in publicModules (.dependency-cruiser.cjs). Move what two features share to components/ or lib/.',
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
          ...publicPaths,
        ],
      },
    },
    {
      name: 'shared-code-does-not-import-features',
      comment:
        'components/, lib/, locales/ and test-support/ sit below the features: features import them, never the reverse.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|locales|test-support)/' },
      to: { path: '^apps/web/src/features/' },
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
