/** English texts of the pages an application on hold leads to: unit gone, quote expired, new prices. */
export const holds = {
  guarantorRequest: {
    title: 'Guarantor requested',
    eyebrow: 'Application under review',
    heading: 'A Guarantor Has Been Requested',
    intro:
      'The leasing team reviewed your application and asks for a guarantor: someone who agrees to pay the rent if you cannot.',
    next: 'Invite your guarantor. They get an e-mail to join your application and complete their part, and the leasing team reviews your application again once they have.',
    invite: 'Invite a Guarantor',
    callUs: 'Questions about this request? Call us at',
  },
  screeningFeeRefund: {
    label: 'Your screening fee refund',
    due: 'Another application was chosen for this apartment, so your {{amount}} screening fee is being refunded. It is due back to you by {{due}}.',
    refunded:
      'Another application was chosen for this apartment, so your {{amount}} screening fee was refunded on {{date}} (due by {{due}}). It goes back to the card or bank account you paid with, and a receipt was e-mailed to you.',
    dueInTime:
      'No application was chosen within 30 days of yours, so your {{amount}} screening fee is being refunded, as the law asks. It is due back to you by {{due}}.',
    refundedInTime:
      'No application was chosen within 30 days of yours, so your {{amount}} screening fee was refunded on {{date}} (due by {{due}}). It goes back to the card or bank account you paid with, and a receipt was e-mailed to you.',
  },
  unitUnavailable: {
    title: 'Apartment unavailable',
    eyebrow: 'Application on hold',
    heading: 'This Apartment Is No Longer Available',
    intro: 'Unit {{number}} has been leased or taken off the market, so your application is on hold.',
    chooseIntro:
      'Choose another apartment you can move into on {{date}}. Your application, household and answers so far stay as they are; you will pick your lease term again for the new apartment.',
    householdBody:
      '{{name}}, the primary applicant, will choose another apartment for your household. We will let you know when you can continue your application.',
    legend: 'Apartments available on {{date}}',
    unitOption: 'Unit {{number}}',
    unitFacts: '{{layout}}, {{bathrooms}} bath, {{size}} sq ft, rent from {{rent}}/month',
    loading: 'Looking for available apartments…',
    loadFailed: "we're having trouble finding the available apartments",
    none: 'No other apartment is available for {{date}}. Please call the leasing office and we will help you find a home.',
    required: 'Choose an apartment to continue.',
    choose: 'Choose This Apartment',
    choosing: 'Saving your choice…',
    callUs: 'Questions? Call the leasing office at',
    /** On the public unauth-unit-unavailable page: the community's welcome page, listing what is open. */
    seeApartments: 'See Available Apartments',
  },
  pricing: {
    title: 'Pricing updated',
    eyebrow: 'Pricing has been updated.',
    heading: 'Review Your New Pricing',
    settledHeading: 'Your Pricing Is Up to Date',
    intro:
      'The community has updated the monthly prices since you were quoted. Review the changes below and confirm them to continue your application.',
    tableCaption: 'Monthly prices that changed',
    charge: 'Charge',
    quoted: 'You were quoted',
    current: 'New price',
    rent: 'Rent',
    perMonth: '{{amount}}/month',
    confirm: 'Confirm New Pricing',
    confirming: 'Confirming…',
    questions: 'Questions about the new prices? Call the leasing office at',
    confirmed: 'Thank you! Your new pricing is confirmed.',
    upToDate: 'Your pricing is up to date. There is nothing to confirm.',
    loading: 'Checking your pricing…',
    continue: 'Continue My Application',
  },
  quoteExpired: {
    refreshIntro:
      'Quotes are held for a limited time. Choose your lease terms again to see the current price; your new quote will be held from then on.',
    refresh: 'Get a New Quote',
    householdBody:
      '{{name}}, the primary applicant, will review the updated pricing. We will let you know when you can continue your application.',
    backToApplication: 'Back to My Application',
  },
} as const;
