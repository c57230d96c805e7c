/** English texts of where applications stand: completion, status pages, cancelling, activity, screening reports. */
export const status = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    myActivity: 'Go to My Activity',
    seeUnits: 'See Available Units',
    callUs: 'Questions? Call the leasing office at',
  },
  /** Application status codes as applicants see them: internal holds read as In Progress or Submitted. */
  statuses: {
    new: 'New',
    inProgress: 'In Progress',
    submitted: 'Submitted',
    approved: 'Approved',
    denied: 'Denied',
    cancelled: 'Cancelled',
    completed: 'Completed',
    conditionallyApproved: 'Conditionally Approved',
  },
  roles: {
    primary_applicant: 'Primary Applicant',
    co_applicant: 'Roommate',
    guarantor: 'Guarantor',
    occupant: 'Occupant',
    dependent: 'Dependent',
  },
  statusLine: 'Status: {{status}}',
  complete: {
    title: 'Application Complete',
    eyebrow: 'Application Complete',
    submittedHeading: 'Your Application Has Been Submitted!',
    submittedIntro:
      'Everyone in your household has finished. The leasing team is reviewing your application and will contact you soon.',
    inProgressHeading: 'Your Part Is Complete!',
    inProgressIntro:
      "We'll submit your application as soon as everyone in your household has finished their part.",
    householdHeading: 'Your Household',
    you: '(You)',
    steps: '{{done}} of {{total}} steps finished',
    states: {
      completed: 'Completed',
      in_progress: 'In Progress',
      not_started: 'Not Started',
      invited: 'Not Started',
      dependent: 'Dependent',
    },
    invited: "Invitation sent. They haven't created an account yet.",
    editResend: 'Edit/Resend',
    editResendNamed: 'Edit/Resend the invitation for {{name}}',
    loading: 'Loading your household…',
    loadFailed: "we're having trouble loading your household",
  },
  cancel: {
    open: 'Cancel Application',
    openNamed: 'Cancel Application for unit {{unit}}',
    heading: 'Cancel this application?',
    body: 'Everyone on the application for unit {{unit}} will see it as cancelled, and nobody can continue it. This cannot be undone.',
    confirm: 'Yes, Cancel Application',
    keep: 'Keep Application',
    cancelling: 'Cancelling…',
    failed: "Oops! We couldn't cancel your application. Please try again.",
  },
  cancelled: {
    title: 'Application Cancelled',
    eyebrow: 'Application Status',
    heading: 'Application Cancelled',
    body: 'Your application has been cancelled.',
    unit: 'The application for unit {{unit}} at {{community}} is closed. You can start a new one at any time.',
  },
  pendingCriminalReview: {
    title: 'Application In Progress',
    eyebrow: 'Application Status',
    heading: 'Your Application Is Being Reviewed',
    body: "The leasing team needs a little more time to review your application. There's nothing more you need to do right now: we'll contact you as soon as the review is done.",
  },
  criminalReview: {
    loading: 'Loading the letter from the leasing team…',
    heading: 'A Letter About Your Screening Report',
    pageIntro:
      'The leasing team would like to hear from you before it decides: read its letter below and send your answer.',
    intro:
      'On {{sent}} the leasing team sent you a letter about the criminal history in your screening report. Nothing has been decided yet: you may tell them about it first.',
    read: 'Read the letter (PDF)',
    due: 'You may answer until the end of {{date}}.',
    statement: 'Your statement',
    statementHint:
      'For example: how long ago it was, what has changed since, or why the record is wrong or not yours.',
    documents: 'Documents (optional)',
    documentsHint:
      'Up to {{max}} files (.jpg, .png or .pdf, 10 MB each): court records, certificates, letters of reference.',
    send: 'Send Your Answer',
    sending: 'Sending…',
    failed: 'Oops! We could not send your answer. Please try again.',
    tooMany: 'Please choose at most {{max}} files.',
    answered_one:
      'You sent your answer on {{date}}, with {{count}} document. The leasing team will contact you.',
    answered_other:
      'You sent your answer on {{date}}, with {{count}} documents. The leasing team will contact you.',
    closed: 'The time to answer ended on {{date}}. Please call the leasing office if you have questions.',
  },
  approved: {
    title: 'Application Approved',
    eyebrow: 'Application Status',
    /** Spec part 2 "Approved screen", step 1: the title by the transaction type. */
    heading: 'Your Application Has Been Approved!',
    transferHeading: 'Your Transfer Has Been Approved!',
    renewalHeading: "We're Thrilled You're Staying!",
    /** A renewal nobody is asked to sign yet (the leasing team has not sent the renewal lease). */
    renewalNotPending: "We'll send an email with instructions on how to sign your new lease shortly.",
    /** Back to the lease's renewal offers (renewal and notice to vacate, self-service renewals on). */
    goBack: 'Go Back',
    documentChangeHeading: 'Your changes are almost complete!',
    /** A lease revision or lease document: the subtitles of the new-lease kinds, about the document. */
    documentChange: {
      body: "We'll reach out to you about how to sign the document shortly.",
      finalized: "We'll let you know when everything has been finalized.",
      reviewAndSign: "All that's left to do is sign the document.",
    },
    /** A notice to vacate (type 40): its title, and its subtitles by the signing state. */
    noticeHeading: "We're Sorry to See You Go!",
    noticeSign: "All that's left to do is sign the notice to vacate.",
    noticeEmail: "We'll send you an email about your notice to vacate shortly.",
    /** Until a lease is sent for signing; the guarantor gets `finalized`. */
    body: "We'll reach out to you about how to sign the lease shortly.",
    finalized: "We'll let you know when everything has been finalized.",
    /** Documents sent, paid, and the caller's signature awaited. */
    reviewAndSign: "All that's left to do is review your payment details and sign the lease.",
    continue: 'Continue',
    home: '{{building}} Unit {{unit}}',
    depositNotice: 'A {{amount}} security deposit is required for this application.',
    feeNotice: 'A {{amount}} non-refundable fee is required for this application.',
    /** The community offers the deposit alternative: the household may cover the charge either way. */
    alternativeNotice: 'An additional security deposit or security fee is required for this application.',
  },
  denied: {
    title: 'Application Denied',
    eyebrow: 'Application Status',
    heading: 'Application Denied',
    body: 'Unfortunately, we were unable to approve your application.',
    learnWhy: 'Learn Why',
    learnWhyNamed: 'Learn Why: the adverse action notice for your application for unit {{unit}} (PDF)',
    /** A renewal the leasing team declined (it was never screened: no adverse action notice). */
    renewalHeading: 'Your Renewal Was Not Approved',
    renewalBody:
      'The leasing team could not renew your lease as you asked. Please call the leasing office to talk about your options.',
  },
  pendingConfirmation: {
    title: 'Pending Confirmation',
    eyebrow: 'Application Status',
    heading: 'Waiting for Confirmation',
    body: 'Your application has been submitted. The leasing team is confirming your unit and application details, and will e-mail you as soon as they have.',
    /** Once approved: everyone has signed the lease and the manager countersigns it. */
    countersignHeading: 'Your Lease Is Being Countersigned',
    countersignBody:
      "Everyone has signed. The leasing team is countersigning your lease and will e-mail you when it's executed.",
  },
  leaseSigned: {
    title: 'Lease Signed',
    eyebrow: 'Lease Signing',
    heading: 'Thank You for Signing!',
    body: "We'll let you know when everything has been finalized.",
  },
  leaseVoided: {
    title: 'Lease Being Updated',
    eyebrow: 'Lease Signing',
    heading: 'Your Lease Is Being Updated',
    body: 'The lease sent to you was withdrawn to correct it. We will e-mail you as soon as the new lease is ready to sign.',
  },
  leaseExecuted: {
    title: 'Lease Executed',
    eyebrow: 'Lease Signing',
    heading: 'Your Lease Has Been Executed!',
    body: 'Everyone has signed, and the leasing team has countersigned. Keep a copy of your signed lease for your records.',
    download: 'Download Lease Copy',
    preparing: 'Preparing your signed copy…',
    failed: "Oops! We couldn't get your signed copy. Please try again.",
  },
  myActivity: {
    title: 'My Activity',
    heading: 'My Activity',
    unitHeading: 'My Activity: Unit {{unit}}',
    intro: 'Your applications at {{community}} and where each one stands.',
    none: "You haven't started an application yet.",
    noneForUnit: 'You have no applications for this unit.',
    allActivity: 'See all my activity',
    application: 'Unit {{unit}}',
    applicationNumber: 'Application {{id}}',
    role: 'Your role',
    status: 'Status',
    moveIn: 'Move-in date',
    notChosen: 'Not chosen yet',
    open: 'View Application',
    openNamed: 'View Application for unit {{unit}}',
    unitActivity: 'All activity for unit {{unit}}',
    loading: 'Loading your applications…',
    loadFailed: "we're having trouble loading your applications",
  },
  screeningReports: {
    title: 'Screening Reports',
    heading: 'Screening Reports',
    intro:
      'The background and credit screenings run for your applications. Only you can download them. Each report opens as a PDF.',
    notOffered:
      'Screening reports are not available online at {{community}}. Call the leasing office for a copy.',
    none: "You don't have any screening reports yet. They appear here once your screening has run.",
    reportHeading: 'Application {{id}}, unit {{unit}}',
    screenedOn: 'Screened on {{date}}',
    screenedBy: {
      ssn: 'By Social Security number ending in {{last4}}',
      itin: 'By ITIN ending in {{last4}}',
      none: 'By name and date of birth',
    },
    resultsLabel: 'Results',
    categories: {
      Credit: 'Credit',
      Criminal: 'Criminal history',
      Eviction: 'Eviction history',
      Income: 'Income',
    },
    outcomes: {
      clear: 'Nothing found that needs review',
      review: 'Found a record the leasing team reviews',
      insufficient: 'Not enough history to judge',
    },
    creditScore: 'Credit score: {{score}}',
    download: 'Download PDF',
    downloadNamed: 'Download PDF of the screening report for application {{id}}',
    email: 'E-mail Me a Copy',
    emailNamed: 'E-mail Me a Copy of the screening report for application {{id}}',
    emailing: 'Sending…',
    emailed: 'We sent {{email}} a link to download your screening reports.',
    emailFailed: "Oops! We couldn't send the e-mail. Please try again.",
    loading: 'Loading your screening reports…',
    loadFailed: "we're having trouble loading your screening reports",
  },
} as const;
