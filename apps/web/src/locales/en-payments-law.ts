/** English texts of what the law of the home's place adds to Fees & Deposits (merged into `payments`). */
export const paymentsLaw = {
  ownReport: {
    heading: 'Your own screening report',
    offer_fee_waiver:
      'The law of {{law}} waives the screening fee when you give a background or credit check made in the last {{days}} days ({{cite}}).',
    offer_required:
      'The law of {{law}} lets you give a portable screening report made in the last {{days}} days instead of paying the screening fee ({{cite}}).',
    offer_optional:
      'This community accepts a screening report made in the last {{days}} days instead of the screening fee ({{cite}}).',
    have: 'I have a screening report from the last {{days}} days',
    agency: 'Agency that made the report',
    reference: 'Report reference',
    referenceHint: 'The number or code the agency gave the report.',
    date: 'Date of the report',
    file: 'The report itself (optional)',
    fileHint: 'A PDF, JPG or PNG. Without it, give the agency and the reference.',
    send: 'Use my report instead of the fee',
    sending: 'Sending your report…',
    failed: 'We could not take your report. Please try again.',
    pending:
      'You gave a screening report made on {{date}}. Your screening fee is waived while the leasing team reviews it.',
    accepted: 'The leasing team accepted your screening report: you pay no screening fee.',
    notAcceptable:
      'The leasing team could not accept your screening report: {{reason}} The screening fee is due again, or you may give another report.',
    withdraw: 'Pay the fee instead',
    withdrawing: 'Taking your report back…',
  },
  itemized: {
    caption: '{{fee}}, itemized',
    agency: "Screening agency's charge",
    time: 'Time spent to obtain and process your information',
    total: 'Screening fee paid',
    byLaw:
      "The law of {{law}} asks that this receipt itemize your screening fee: the screening agency's charge and the value of the time spent to obtain and process your information ({{cite}}).",
  },
  notice: {
    label: 'Notice before any fee',
    intro: 'The law of {{law}} asks that you read this notice before any fee is charged ({{cite}}).',
    accept: 'I have read this notice',
    accepting: 'Saving…',
    accepted: 'You accepted this notice on {{date}}.',
    failed: 'We could not save that you read the notice. Please try again.',
    loading: 'Loading the notice…',
    payAfter: 'Before you pay, please read the notice above and say you have read it.',
  },
} as const;
