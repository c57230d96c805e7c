/** English texts of the Screening step: the screening criteria, consent and the SSN. */
export const screening = {
  title: 'Screening',
  eyebrow: 'Screening',
  heading: 'Background and Credit Screening',
  intro:
    'We screen every adult on the application. Read the screening criteria, accept them and give us your Social Security number so we can run your screening.',
  criteria: {
    label: 'Screening criteria',
    loading: 'Loading the screening criteria…',
    loadFailed: "we're having trouble finding the screening criteria",
    retry: 'Try again',
  },
  form: {
    accept: 'I have read and accept the screening criteria, and I authorize the screening they describe.',
    ssn: {
      label: 'Social Security number',
      hint: '9 digits. It is encrypted, and only its last 4 digits are ever shown again.',
      show: 'Show Social Security number',
    },
    itin: {
      label: 'Individual Taxpayer Identification Number (ITIN)',
      hint: '9 digits, starting with 9.',
      show: 'Show ITIN',
    },
    show: 'Show',
    noSsn: "I don't have an SSN",
    itinQuestion: 'Do you have an ITIN?',
    itinYes: 'Yes, I have an ITIN',
    itinNo: 'No, I have neither an SSN nor an ITIN',
    itinRequired: 'Tell us whether you have an ITIN.',
    noNumberNote:
      'Without a number we cannot check your credit. Your criminal and eviction history is checked by your name and date of birth, and the leasing team may ask you for other proof of your rental and payment history.',
    submit: 'Continue',
    submitting: 'Running your screening…',
  },
  loading: 'Loading your screening…',
  loadFailed: "we're having trouble loading your screening",
  retry: 'Try again',
  done: {
    heading: 'Screening submitted',
    ssn: 'You accepted the screening criteria and gave your Social Security number ending in {{last4}}.',
    itin: 'You accepted the screening criteria and gave your ITIN ending in {{last4}}.',
    none: 'You accepted the screening criteria without an SSN or ITIN.',
    change: 'To change it, please call the leasing office.',
    continue: 'Continue',
  },
} as const;
