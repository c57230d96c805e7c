/** English texts of the approved screen's signing steps (spec part 2 "Approved screen", §4–§8 Signing). */
export const approvedFlow = {
  eyebrow: 'Lease Signing',
  continue: 'Continue',
  goBack: 'Go Back',
  loading: 'Loading your lease signing details…',
  loadFailed: "we're having trouble loading your lease signing details",
  retry: 'Try again',
  agreement: {
    title: 'Review Your Lease Charges',
    heading: 'Review Your Lease Charges',
    intro:
      'Your lease will hold the rental options and monthly charges below. Please review them before you sign.',
    optionsHeading: 'Rental options on your lease',
    option: '{{name}} × {{quantity}}',
    noOptions: 'No rental options were chosen.',
    chargesHeading: 'Your monthly charges',
    loadFailed: "we're having trouble loading your charges",
    loadingCharges: 'Loading your charges…',
    agree: 'I agree to the rental options and monthly charges above.',
    agreeRequired:
      'Please confirm that you agree to the rental options and monthly charges before you continue.',
  },
  payment: {
    title: 'Payment Details',
    heading: 'Payment Details',
    loading: 'Loading your move-in charges…',
    loadFailed: "we're having trouble loading your move-in charges",
    sign: 'View & Sign Lease',
    signNotice: 'View & Sign Notice to Vacate',
    moveOutCosts: 'You can get a summary of your move out costs by calling us at {{phone}}.',
    noticeLegal:
      'The notice to vacate is a legal agreement between you and your landlord. We do not give legal advice: if you have questions about the notice or your rights, please consult an attorney.',
    signDocuments: 'Sign Documents',
    processing: 'Signature Processing',
    legal:
      'The lease is a legal agreement between you and your landlord. We do not give legal advice: if you have questions about the lease or your rights under it, please consult an attorney.',
    notAllowed:
      'You are viewing this application as the applicant. Your staff account may not sign documents for them.',
  },
  /** A document change's signing step (a lease revision or a lease document). */
  document: {
    title: 'You Have a Document Ready to Sign',
    heading: 'You Have a Document Ready to Sign',
    named: 'Document: {{name}}',
    sign: 'View & Sign Document',
    retrieve: 'Retrieve Document Copy',
    download: 'Download Document Copy',
    legal:
      'The document is a legal agreement between you and your landlord. We do not give legal advice: if you have questions about the document or your rights under it, please consult an attorney.',
  },
  copy: {
    retrieve: 'Retrieve Lease Copy',
    download: 'Download Lease Copy',
    retrieveNotice: 'Retrieve Notice to Vacate Copy',
    downloadNotice: 'Download Notice to Vacate Copy',
    retrieving: 'Retrieving…',
    failed: "Oops! We couldn't get the document. Please try again.",
  },
  documents: {
    title: 'Sign Documents',
    heading: 'Sign Documents',
    intro: 'Please review carefully and sign',
    signed: 'Signed',
    view: 'View Document',
    viewNamed: 'View Document: {{name}} (downloads the PDF)',
    review: 'Review and Sign',
    reviewNamed: 'Review and Sign: {{name}}',
    download: 'Download Copy',
    downloadNamed: 'Download Copy: {{name}}',
    voided: 'This document is being finalized. We will notify you once it’s ready for signature.',
  },
  errors: {
    signing: "Oops! We couldn't open the document for signing. Please try again.",
  },
} as const;
