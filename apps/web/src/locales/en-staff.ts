/** English texts of the staff pages (photo ID reviews). */
export const staff = {
  reviews: {
    title: 'Photo ID Reviews',
    heading: 'Photo ID Reviews',
    intro:
      'Photo IDs applicants sent to verify their identity. Approve one that matches the applicant, or reject it with a reason: they are e-mailed the reason and verify again.',
    staffOnly: 'This page is for the leasing team only.',
    loading: 'Loading the photo IDs waiting for review…',
    loadFailed: "we couldn't load the photo IDs waiting for review",
    retry: 'Try again',
    none: 'No photo IDs are waiting for review.',
    reviewHeading: '{{name}}, application {{id}}',
    details: '{{community}} · sent {{time}}',
    photoAlt: 'Photo ID sent by {{name}}',
    openPdf: 'Open the photo ID {{name}} sent (PDF)',
    approve: 'Approve',
    approveNamed: "Approve {{name}}'s photo ID",
    reject: 'Reject',
    rejectNamed: "Reject {{name}}'s photo ID",
    reasonLabel: 'Reason for rejecting',
    reasonHint: 'The applicant reads this in an e-mail and on their identity verification page.',
    confirmReject: 'Reject Photo ID',
    cancel: 'Cancel',
    saving: 'Saving…',
    approved: "{{name}}'s photo ID is approved: their identity is verified.",
    rejected:
      "{{name}}'s photo ID is rejected. They have been e-mailed your reason and asked to verify again.",
    decisionFailed: 'Oops! We could not save your decision. Please try again.',
  },
} as const;
