/** English texts of the static pages (policies, terms, FAQ) and the pages that say something is unavailable. */
export const portalPages = {
  documents: {
    loading: 'Loading…',
    loadError: {
      heading: "We couldn't load this page",
      body: 'Oops! We ran into some issues. Please try again later.',
      retry: 'Try again',
      retrying: 'Trying again…',
    },
    questions: 'Questions? Call the {{community}} leasing office at',
  },
  privacyPolicy: {
    title: 'Privacy Policy',
  },
  terms: {
    title: 'Terms of Use',
    acceptHeading: 'Accept the Terms of Use',
    acceptBody:
      'To finish setting up your account, please read the Terms of Use above. By selecting I Agree, you accept them.',
    agree: 'I Agree',
  },
  funnelTerms: {
    title: '{{community}} Terms of Use',
  },
  rentalFeesAgreement: {
    title: 'Rental Fees Agreement',
    feeSheet: 'Download the fee sheet (PDF)',
  },
  faq: {
    title: 'Frequently Asked Questions',
    heading: 'Frequently Asked Questions',
    intro: 'Answers to the questions applicants ask most often.',
    topicsLabel: 'Topics',
    stillStuck: "Can't find your answer? Call the {{community}} leasing office at",
  },
  unavailable: {
    callUs: 'Call the leasing office at',
    logIn: 'Log In',
    application: {
      title: 'Application unavailable',
      heading: 'This Application Is No Longer Available',
      body: 'You no longer have access to this application. It may have been cancelled or closed, or you may have been removed from it.',
      help: 'If you think this is a mistake, we can help.',
    },
    unauthApplication: {
      title: 'Application link unavailable',
      heading: 'This Application Link Is No Longer Available',
      body: 'The link you followed has expired, or the application it belongs to is closed. Links in invitation emails work for a limited time.',
      help: 'Already have an account? Log in to see your applications. Otherwise, call us and we will send you a new link.',
    },
    unit: {
      title: 'Home unavailable',
      heading: 'This Home Is No Longer Available',
      body: 'The apartment you picked has been leased or is no longer on the market.',
      help: 'We would be glad to help you find another home at {{community}}.',
      browse: 'Explore {{community}}',
    },
    quoteExpired: {
      title: 'Quote expired',
      heading: 'Your Quote Has Expired',
      body: 'Your quote has expired and pricing may have updated.',
      helpSignedIn:
        'Continue your application to see the current price. You will always see it before you pay anything.',
      helpSignedOut:
        'Log in and continue your application to see the current price. You will always see it before you pay anything.',
      continue: 'Continue',
    },
  },
} as const;
