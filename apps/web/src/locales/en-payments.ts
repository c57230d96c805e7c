/** English texts of the payments screens: payment terms (fees, deposits, charges and methods follow). */
export const payments = {
  terms: {
    title: 'Payment Terms',
    eyebrow: 'Fees & Deposits',
    heading: 'Payment Terms',
    intro: 'Before you pay, please read how your application fee and holding deposit work.',
    documentLabel: 'Payment terms for your application',
    loading: 'Loading your payment terms…',
    loadFailed: "Oops! We're having trouble finding your Payment Terms. Try again in a bit.",
    retry: 'Try again',
    agree: 'Agree and Continue',
    agreeing: 'Saving your agreement…',
    acceptFailed: 'There was an error accepting the terms of use. Please try again.',
    goBack: 'Go Back',
  },
} as const;
