import { portal } from './en-portal';
import { realtime } from './en-realtime';

/**
 * The texts bundled with the app: its shell (top bar, menu, drawer, footer), the community list and the
 * error screens. Everything else is a feature catalog (catalogs.ts), loaded with the routes that use it.
 */
export const base = {
  app: {
    name: 'Rental Portal',
    titleSeparator: ' · ',
    skipToContent: 'Skip to main content',
    loading: 'Loading…',
    logoAlt: '{{name}} logo',
    // Every signed-in page waits for the session, and a snackbar can follow any page.
    checkingSession: 'Checking your session…',
    dismiss: 'Dismiss',
    // The rent among a quote's or a lease's monthly items (lib/charge-name.ts).
    rent: 'Rent',
  },
  communityList: {
    title: 'Choose your community',
    heading: 'Choose your community',
    intro:
      'Pick the community you are applying to or already live in to sign in, apply or manage your lease.',
    navLabel: 'Communities',
    loading: 'Loading communities…',
    empty: 'There are no communities to show yet. Please check back later.',
    count_one: '{{count}} community',
    count_other: '{{count}} communities',
  },
  community: {
    loading: 'Loading community…',
    siteNavLabel: 'Site',
    allCommunities: 'All communities',
    home: {
      eyebrow: 'Welcome to',
      phoneLabel: 'Leasing office',
      companyLabel: 'Managed by',
      contactHeading: 'Contact the leasing office',
    },
    footer: {
      copyright: '© {{year}} {{company}}',
      contact: 'Questions? Call {{phone}}',
    },
  },
  errors: {
    // Spec part 1 §8's template: every "try again in a bit" text is its reason, filled in by lib/oops.ts.
    oops: 'Oops, {{reason}}. Try again in a bit.',
    // Spec part 1 §8, "Document open" (lib/open-document.ts), in the snackbar of any page.
    document: {
      blocked:
        "Oops! We're having trouble opening this page. Please update your browser to the latest version and try again.",
      failed: 'An error occurred. Please try again.',
    },
    // Spec part 2 §8's file messages, as the shared schema writes them (packages/domain/src/schemas/uploads.ts):
    // the web's own checks before a file is sent, and an upload that failed without the vault's message.
    upload: {
      wrongFormat:
        'Oops! Your file {{file}} couldn’t be uploaded. Please upload one of the following file formats: .jpg, .png, or .pdf.',
      empty: 'Oops! We’re having trouble uploading one of your files. Please try again.',
      // {{files}}: the names, comma-separated, of every file too large.
      tooLarge_one: 'Oops! Your file {{files}} is too large. Please save as 10MB or smaller and try again.',
      tooLarge_other:
        'Oops! Your files {{files}} are too large. Please save as 10MB or smaller and try again.',
      failed:
        'Oops, we had some trouble uploading your files. Be sure to use documents with unique filenames and refrain from renaming them during the upload process. If you continue to have issues, please contact an agent or try again later.',
    },
    systemUnavailable: {
      title: 'System Unavailable',
      heading: 'System Unavailable',
      body: "Oops! We're having some trouble connecting to our system. Check back soon.",
      retry: 'Try again',
      retrying: 'Trying again…',
    },
    badRoute: {
      title: 'Page not found',
      heading: 'Page not found',
      body: "We couldn't find the page you were looking for. Check the address, or start again from the home page.",
      communityHome: 'Go to the {{name}} home page',
      allCommunities: 'Browse all communities',
    },
  },
  portal,
  // The shell announces live updates on every signed-in page.
  realtime,
} as const;
