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
  /** The WCAG conformance statement (docs/accessibility.md), in the W3C's form. Light Markdown. */
  accessibility: {
    title: 'Accessibility Statement',
    statement: `# Accessibility Statement

{{company}} wants everyone to be able to apply for, sign and manage a lease at {{community}} through this portal, including people who use a keyboard only, a screen reader, magnification or voice control.

## Conformance status

The Web Content Accessibility Guidelines (WCAG) set out how to make web content more accessible to people with disabilities. This portal aims to conform to **WCAG 2.2 at level AA**. It is **partially conformant**: what we checked, as described below, meets the standard, and the known limitations below are not yet checked or fixed.

## Scope

This statement covers the pages of the portal:

- applying: the welcome page, sign-up and log in, the application steps, payments, identity verification and the application status;
- residents: My Leases, renewals and the notice to vacate;
- the e-signing ceremony;
- the staff console and the operators' settings.

It does not cover the PDF documents the portal creates (such as the lease and notices), e-mails and text messages, or the pages of other companies the portal opens, such as a bank's sign-in.

## How we checked

The portal's own team evaluated it (a self-evaluation) in the Chromium browser:

- **Automated tests on every page:** axe-core 4.13 with its rules for WCAG 2.0, 2.1 and 2.2, levels A and AA, on every page and state the portal's end-to-end tests visit as an applicant, a resident, a signer, staff and an operator.
- **Our own checks on every one of those pages:** every control is at least 24 by 24 CSS pixels or spaced as success criterion 2.5.8 allows; each page has one main heading, one main landmark and its language; and, tabbing through the first controls of the page forward and back, the focused control is never hidden under the top bar or the drawer (2.4.11).
- **Reflow (1.4.10):** the welcome, log in and sign-up pages, the lease terms, the payment page, My Leases, the staff console's list and application file, and the community settings, at 320 CSS pixels wide and at 200% zoom, in the light and the dark theme, scroll only vertically.
- **Signing in (3.3.8):** every e-mail, password and one-time code field tells password managers what it holds and accepts pasted text. Identity questions always come with another way to verify, a passcode by text message or call.
- **Information asked once (3.3.7):** the sign-up of an invited roommate or guarantor starts with the name and the e-mail or phone number the person who invited them gave; the name on a new bank account starts as the user's own; giving notice to vacate again, the forwarding address of the earlier notice is filled in.
- **Keyboard only:** journeys completed with the keyboard alone: identity verification by passcode and by questions, a staff identity review, the charges calendar and the bank link window.
- **By reading the code:** signing is done by typing a name, so no step needs a dragging movement (2.5.7).

## Known limitations

- The portal has not yet been tested with screen readers (such as NVDA, JAWS, VoiceOver or TalkBack) or by people with disabilities, and automated tests find only some problems. Planned: a review of every page against each WCAG 2.2 A and AA success criterion with screen readers, and testing with people who use them.
- The automated checks run on the English pages. The Spanish pages use the same components but have not been checked on their own. Planned: the same checks on the Spanish journeys.
- Reflow was checked on the pages listed above only, and focus on the first controls of each page only. Planned: every page.
- The PDF documents have not been evaluated. Planned: accessible (tagged) PDFs.`,
    date: 'This statement was prepared on {{date}}, the date of the evaluation described above.',
    contact:
      'We welcome your feedback. If you meet a barrier on the portal, tell the {{community}} leasing office: call',
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
