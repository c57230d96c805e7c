/** English texts of the Income & Employment step: the Connect intro, manual sources, the Summary. */
export const income = {
  title: 'Income & Employment',
  loading: 'Loading your income and assets…',
  backToSummary: 'Back to your income and assets',
  /** Spec part 2 §9 source type codes. */
  sourceTypes: {
    '105': 'Employment',
    '110': 'Self Employment',
    '115': 'Student',
    '120': 'Government',
    '125': 'Retirement',
    '130': 'Child/Spousal Support',
    '140': 'Other',
    '145': 'Plaid Payroll',
    '150': 'Plaid Bank',
    '500': 'Savings',
    '505': 'Retirement',
    '510': 'Investment',
    '515': 'Other',
    '520': 'Plaid',
    '900': 'Housing Authority Voucher',
  },
  intro: {
    heading: 'Tell Us About Your Income and Assets',
    description:
      'Add each source of income and each asset with the documents that show it, such as paystubs or a bank statement. The leasing team reviews them with your application.',
    listLabel: 'Ways to add your income and assets',
    /** Spec part 2 §2: the manual mode's button, also beside a first-style bank link. */
    manual: {
      label: 'Income and Assets',
      description:
        'Employment, self-employment, benefits, support or other income, and savings, retirement or investment accounts.',
      action: 'Add Income/Assets',
    },
    linkDescription:
      'Verify your income and assets in a few minutes by linking your bank or payroll account through our secure verification partner.',
    links: {
      bank: {
        label: 'Bank Account',
        description: 'Sign in to your bank to share the income deposited there and your account balances.',
        action: 'Link Bank Account',
      },
      payroll_digital: {
        label: 'Payroll Account',
        description:
          'Sign in to your payroll provider to share your pay, then add your tax form and paystubs.',
        action: 'Link Payroll Account',
      },
      payroll_manual: {
        label: 'Pay Documents',
        description: 'No payroll sign-in? Share your pay documents through our verification partner instead.',
        action: 'Share Pay Documents',
      },
    },
    noIncome: "I Don't Have Income or Assets",
    noIncomeHint: 'Choose this only if you have no income and no assets to add.',
  },
  link: {
    notOffered:
      'This community does not offer this way of verifying income. Please add your income and assets yourself.',
    backToIntro: 'Go Back',
    opening: 'Opening…',
    plaidOpen: 'Continue in the Plaid window. When you are done, we prepare your report here.',
    oauthReturn: {
      title: 'Back from Your Bank',
      resuming: 'Taking you back to your application…',
      lost: 'This bank link is no longer open in this browser. Please go back to your application and link your account again.',
      home: 'Go to the Portal',
    },
    bank: {
      title: 'Link Bank Account',
      intro: 'Link the bank account your income is paid into. It takes a few minutes.',
      pointSignIn: 'You sign in to your bank in a secure window of our verification partner.',
      pointRead:
        'We read the income deposited into your accounts over the last months and your current balances.',
      pointPrivate:
        'We never see or keep your bank password, and we show no more than the last four digits of an account.',
      action: 'Link Bank Account',
      windowIntro: 'Choose your bank and sign in. When you are done, we prepare your report here.',
      windowTitle: 'Bank link window',
    },
    terms: {
      label: 'Terms of linking your bank account',
      loading: 'Loading the terms…',
      agree: 'I agree to the terms of linking my bank account',
      required: 'Please agree to the terms of linking your bank account first.',
      /** Spec part 2 §8. */
      failed: 'There was an error accepting the terms of use. Please try again.',
    },
    loading: {
      title: 'Preparing Your Report',
      label: 'We are preparing your income and assets report…',
      hint: 'This can take a minute. Please keep this page open.',
    },
    /** Spec part 2 §8, income verification. */
    errors: {
      noLink: 'There was a problem with the request. Please try again.',
      failureCode: 'There was an error accessing your information. Please try again.',
      reportFailed: 'There was an error generating your income and assets report. Please try again.',
    },
  },
  voucherDecision: {
    title: 'Housing Voucher',
    heading: 'Do You Have a Housing Voucher?',
    intro:
      'A voucher from a housing authority pays part of your rent. Add it as a voucher, then add your income and assets.',
    yes: 'Yes, Add Housing Voucher',
    no: 'No, Add Income',
  },
  otherDocuments: {
    title: 'Add Other Income Documents',
    intro:
      'Anything else that shows your income, such as an offer letter or a letter from your employer. The leasing team reviews it with your application.',
  },
  payroll: {
    title: 'Add Income with Payroll Provider',
    stepOf: 'Step {{step}} of {{total}}',
    windowTitle: 'Payroll link window',
    link: {
      payroll_digital: {
        heading: 'Link Your Payroll',
        description:
          'Sign in to your payroll provider in a secure window of our verification partner. We read your pay and how often you are paid.',
        action: 'Link Payroll Account',
      },
      payroll_manual: {
        heading: 'Share Your Pay Documents',
        description:
          'Share your pay documents in a secure window of our verification partner, who checks them for the leasing team.',
        action: 'Share Pay Documents',
      },
    },
    taxForm: {
      heading: 'Add Your Tax Form',
      label: 'Tax form',
      description:
        'Your most recent W-2, or your federal tax return with its 1099 forms. Upload 1 or 2 files.',
    },
    paystubs: {
      heading: 'Add Your Paystubs',
      label: 'Paystubs',
      description_one: 'Upload your most recent paystub.',
      description_other: 'Upload your {{count}} most recent consecutive paystubs.',
    },
    otherDocuments: {
      heading: 'Add Other Income Documents',
      label: 'Other income documents',
      description: 'Optional: anything else that shows your income, such as an offer letter. Up to 5 files.',
    },
    stillNeeded_one: 'Add {{count}} more file to go on.',
    stillNeeded_other: 'Add {{count}} more files to go on.',
    next: 'Next',
    submit: 'Submit',
  },
  employer: {
    title: 'Employer Details',
    intro: 'Tell us who you work for. Add as much of the address as you know.',
    loading: 'Loading your employer…',
    name: 'Employer name (optional)',
    street: 'Street address (optional)',
    line2: 'Suite or floor (optional)',
    city: 'City (optional)',
    state: 'State (optional)',
    chooseState: 'Choose a state',
    zip: 'ZIP code (optional)',
  },
  stated: {
    title: 'Stated Income and Assets',
    intro: 'In your own words: about how much do you earn in a year, and what are your assets worth?',
    income: 'Yearly income before taxes',
    assets: 'Total assets',
    assetsHint: 'Savings, investments and other assets, in dollars, for example 12,000',
    noIncomeHint: 'Choose this if you have no income and no assets: we record 0 for both.',
  },
  tips: {
    heading: 'Income tips',
    /** Spec part 2 §9. */
    rentMultiple: 'Most households need a monthly income of 2.0 to 3.0 times the monthly rent.',
    household:
      'For this apartment we recommend a household income of {{monthly}} a month ({{yearly}} a year): {{multiplier}} times the rent of {{rent}}.',
    guarantor:
      'As a guarantor, you need an income of at least {{monthly}} a month ({{yearly}} a year): {{multiplier}} times the rent of {{rent}}.',
  },
  summary: {
    heading: 'Your Income & Assets',
    intro: 'Review what you added. You can add more, change or remove a source, or start over.',
    /** Spec part 2 §8, source issue banners. */
    moreInfoRequested: "We're requesting additional info to verify your income/assets",
    issuesFound:
      'We found some issues with one or more of your income/asset sources. Please review and update your income/assets as necessary.',
    reportedNone: 'You told us you have no income or assets. If that changes, add them here.',
    sections: {
      income: { heading: 'Income', empty: 'No income added.', add: 'Add Income' },
      asset: { heading: 'Assets', empty: 'No assets added.', add: 'Add Assets' },
      voucher: {
        heading: 'Housing Vouchers',
        empty: 'No housing vouchers added.',
        add: 'Add Housing Voucher',
      },
    },
    total: 'Total',
    perYear: '{{amount}} per year',
    /** Spec part 2 §4: a pending source shows "Verifying amount" and "$ --" per year. */
    verifying: 'Verifying amount',
    noAmount: '$ --',
    stated: 'You entered {{amount}}.',
    statusLabel: 'Status:',
    documentsLabel: 'Documents:',
    noDocuments: 'None',
    documents: {
      heading: 'Income Documents',
      intro: 'The pay documents you shared with your application. Select a file to download it.',
      uploaded: 'Uploaded {{date}}',
    },
    edit: 'Edit',
    remove: 'Remove',
    addDocuments: 'Add Other Income Documents',
    uploadDocuments: 'Upload Documents',
    startOver: 'Start Over',
    continue: 'Continue',
    /** Spec part 2 §2: the button on a renewal, where the step is the last before submitting. */
    submit: 'Submit',
    saving: 'Saving…',
  },
  statuses: {
    '10': 'Verifying amount',
    '20': 'Verified',
    '30': 'Unverified',
    '40': 'Insufficient documents',
  },
  /** Spec part 2 §8, per-source reasons. */
  reasons: {
    moreDocumentsRequested: 'The leasing team asked for more documents for this source. Edit it to add them.',
    passwordProtected:
      'One of its documents is password protected, so it cannot be reviewed. Remove it and upload a copy without a password.',
    unverified: 'We could not verify this source. Common reasons:',
    common: {
      inaccurate: 'Inaccurate/incomplete information',
      quality: 'Poor document quality',
      unsupported: 'Unsupported document type',
    },
    insufficientDocuments:
      'This source was marked as having incorrect or insufficient documents. Edit it to add the documents it needs.',
    adjustedAmount: 'Amount verified: {{amount}}.',
    fraudRisk:
      'Our review found signs that a document may not be original. Please upload the documents as you received them.',
  },
  form: {
    income: {
      title: 'Add Income',
      intro: 'Tell us about one source of income and upload the documents that show it.',
      instead: 'Only assets to add? <link>Add Assets</link> instead.',
    },
    asset: {
      title: 'Add Assets',
      intro: 'Tell us about one asset and upload a recent statement that shows it.',
      instead: 'Adding income? <link>Add Income</link> instead.',
    },
    voucher: {
      title: 'Add Housing Voucher',
      intro:
        'Tell us about your housing voucher and, if you have it, upload the voucher or its award letter.',
    },
    editTitle: 'Edit {{type}}',
    editMissingTitle: 'Edit Source',
    editIntro: 'Correct the amount or the documents. Saving sends this source back for review.',
    missing: 'We could not find that source. It may have been removed.',
    typeLabel: { income: 'Type of income', asset: 'Type of asset', voucher: 'Type' },
    chooseType: 'Choose one',
    amountLabel: {
      income: 'Yearly income before taxes',
      asset: 'Current value',
      voucher: 'Yearly voucher amount',
    },
    amountHint: 'In dollars, for example 54,250.50',
    other: 'Description',
    otherHint: 'Where does it come from? At most 255 characters.',
    caseManagerName: 'Case manager name (optional)',
    caseManagerContact: 'Case manager phone or e-mail (optional)',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    uploadsPending: 'Wait for your files to finish uploading, then save.',
  },
  documents: {
    heading: 'Documents',
    chooseTypeFirst: 'Choose the type first to see which documents it takes.',
    oneOf: 'Upload one of the following.',
    allOf: 'Upload each of the following.',
    exactly_one: 'Upload {{count}} file.',
    exactly_other: 'Upload {{count}} files.',
    range: 'Upload {{min}} to {{max}} files.',
    upTo_one: 'Optional: up to {{count}} file.',
    upTo_other: 'Optional: up to {{count}} files.',
    /** Spec part 2 §9: paystubs within 45 or 90 days. */
    paystubTip: 'Tip: paystubs should be dated within the last 45 days, or 90 days if you are paid monthly.',
    add: 'Add {{label}}',
    accepted: 'JPG, PNG or PDF, up to 10 MB each.',
    full: 'You have added as many files as this document takes.',
    ignored_one: '{{count}} file was not added: this document takes at most {{max}}.',
    ignored_other: '{{count}} files were not added: this document takes at most {{max}}.',
    passwordProtected:
      'Your file {{file}} is password protected, so it cannot be reviewed. Please upload a copy without a password.',
    uploading: 'Uploading…',
    uploaded: 'Uploaded',
    remove: 'Remove',
    filesLabel: 'Files added for {{label}}',
    other: {
      label: 'Other Documents',
      description:
        'Anything else that shows this source, such as an offer letter or a letter from your employer.',
    },
    missing_one: 'Add {{count}} more file for {{label}}.',
    missing_other: 'Add {{count}} more files for {{label}}.',
    missingOneOf: 'Add the documents for one of these:',
  },
  linkedDocuments: {
    title: 'Upload Documents for {{name}}',
    missingTitle: 'Upload Documents',
    intro:
      'This source comes from your linked account. Add documents that show it, such as when the link could not verify it. The leasing team reviews them with your application.',
  },
  remove: {
    title: 'Remove Source',
    heading: 'Remove {{name}}?',
    intro: 'This takes {{name}} and its documents off your application. You can add it again later.',
    confirm: 'Remove',
    removing: 'Removing…',
    goBack: 'Go Back',
    /** Spec part 2 §8. */
    failed: 'Oops! We had some trouble removing your financial source. Try again in a little bit.',
  },
  startOver: {
    title: 'Start Over',
    heading: 'Start over?',
    intro:
      'This removes every income, asset and housing voucher you added, with their documents, so you can begin again.',
    confirm: 'Start Over',
    /** Spec part 2 §8. */
    failed: 'Oops! We had some trouble removing your financial records. Try again in a little bit.',
  },
} as const;
