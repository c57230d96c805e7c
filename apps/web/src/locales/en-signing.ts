import { DOCUMENT_ALREADY_SIGNED_MESSAGE } from '@portal/domain/constants/signing';

/** English texts of e-signing: the ceremony, the guest signer's way in and the public verify page. */
export const signing = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    alreadySigned: DOCUMENT_ALREADY_SIGNED_MESSAGE,
  },
  ceremony: {
    title: 'Sign your document',
    eyebrow: 'Secure e-signature · {{community}}',
    loading: 'Loading your document…',
    expiredHeading: 'This signing session has ended',
    expired:
      'For your security, signing links work for a short time only. Return to the portal and choose Review and Sign again to start over.',
    wrongPin:
      'We could not confirm this signing session. Close this window, return to the portal and start again.',
    failed: 'Something went wrong on our side. Please try again.',
    cancel: 'Cancel',
    working: 'Saving…',
    consent: {
      heading: 'Consent to electronic records and signatures',
      intro: 'Before you see the document, please read this disclosure about signing electronically.',
      disclosureLabel: 'Consumer disclosure',
      agree: 'I have read the disclosure and agree to use electronic records and signatures',
      required: 'Check the box to agree before you continue.',
      continue: 'Continue',
    },
    document: {
      heading: 'Review and sign: {{name}}',
      signingAs: 'Signing as {{name}}, {{role}}.',
      downloadPdf: 'Download PDF',
      documentLabel: 'Document: {{name}}',
      // A signer reads Spanish: what comes with the English original (decision 0053).
      translation: {
        included:
          'A Spanish translation follows the English original. You sign the English original, which governs.',
        missing:
          'No Spanish translation comes with this document: the community wrote it in its own words, in English only. You sign the English original.',
      },
      fieldsHeading: 'Sign the document',
      fieldsIntro: 'Typing your name below and choosing Finish signs the document, just like a pen would.',
      nameLabel: 'Type your full legal name to sign',
      nameRequired: 'Type your full legal name to sign the document.',
      nameTooLong: 'Your name can be at most {{max}} characters.',
      previewLabel: 'Your signature',
      previewEmpty: 'Your signature appears here as you type.',
      initialsRequired: 'Enter your initials: 1 to 5 letters.',
      dateHint: 'Today’s date is filled in for you.',
      finish: 'Finish',
      errorsHeading: 'Please correct the highlighted fields.',
    },
    done: {
      heading: 'You signed {{name}}.',
      body: 'A copy will be available in the portal once everyone has signed.',
      close: 'Close this window',
      returning: 'Taking you back to the portal…',
    },
  },
  launcher: {
    title: 'Sign your document',
    close: 'Close',
    frameTitle: 'E-signature',
    loadFailed: 'Failed to load the e-signature provider script.',
  },
  guest: {
    entryLoading: 'Opening your signing link…',
    invalidLink: 'This signing link is invalid or has expired. Please ask for a new one.',
    entryFailed: 'We could not open your signing link right now. Please try again.',
    title: 'Sign your documents',
    loading: 'Loading your documents…',
    loadFailed: 'We could not load your documents. Please try again.',
    opening: 'Opening your document…',
    openFailed: 'We could not open the document for signing. Please try again.',
    notAllowed: 'You are not allowed to sign this document from here.',
  },
  verify: {
    title: 'Verify a signed document',
    intro:
      'Check whether a PDF was sealed by the portal and whether it has changed since. The file is only checked, never stored.',
    fileLabel: 'Signed document (PDF)',
    fileRequired: 'Choose a PDF file to verify.',
    submit: 'Verify',
    working: 'Verifying…',
    failed: 'We could not check this file right now. Please try again.',
    unreadable: 'We could not read this file. Choose a PDF document.',
    resultHeading: 'Result',
    intact: 'This document was sealed by the portal and has not been changed since.',
    changed: 'This document has been changed since it was sealed.',
    notOurs: 'We could not find our seal on this document.',
    detailsHeading: 'Document details',
    name: 'Document',
    community: 'Community',
    sealedAt: 'Sealed',
    signers: 'Signed by',
    signer: '{{name}} ({{role}}), {{time}}',
    countersignature: 'Countersigned by',
    countersigner: '{{name}}, {{time}}',
    notCountersigned: 'Not countersigned',
  },
} as const;
