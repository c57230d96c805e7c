/** English texts of the Identity Verification step (id-verify and its pages). */
export const identity = {
  title: 'Identity Verification',
  eyebrow: 'Identity Verification',
  loading: 'Loading your identity verification…',
  loadFailed: "we're having trouble loading your identity verification",
  retry: 'Try again',
  genericError: 'Oops! We ran into some issues. Please try again later.',
  chooseAnother: 'Choose another way',
  methods: {
    heading: 'Verify Your Identity',
    intro:
      'To keep your application and the community safe, we need to make sure you are you. Choose how you would like to verify your identity.',
    listLabel: 'Ways to verify your identity',
    passcode: {
      label: 'Get a passcode',
      description: 'We text or call your phone ending in {{last4}} with a 6-digit code.',
      noPhone: 'Add a phone number on your account page to get a passcode.',
    },
    questions: {
      label: 'Answer a few questions',
      description: 'Four multiple-choice questions about your history. Get 3 right to pass.',
      noAttempts: "You've used both tries at the questions.",
    },
    document: {
      label: 'Scan your ID and take a selfie',
      description: 'A photo of your driver’s license, passport or state ID, and a selfie to match.',
    },
    manual: {
      label: 'Upload a photo ID',
      description: 'A leasing agent reviews it. Your application waits for their review.',
    },
  },
  rejected: {
    message: 'The leasing team could not accept your photo ID: {{reason}}',
    again: 'Please verify your identity again. You can upload a new photo ID or choose another way.',
  },
  done: {
    verifiedHeading: 'Identity verified',
    verified: 'Thank you. Your identity is verified.',
    pendingHeading: 'Photo ID sent for review',
    pending:
      'Your photo ID is with the leasing team for review. We will let you know if they need anything else.',
    continue: 'Continue',
  },
  request: {
    heading: 'Get a Passcode',
    intro: 'We will send a 6-digit code to your phone ending in {{last4}}. It is good for 10 minutes.',
    legend: 'How should we send it?',
    sms: 'Text message',
    voice: 'Voice call',
    submit: 'Send Code',
    submitting: 'Sending…',
    noPhone:
      "We don't have a phone number for you. Add one on your account page, or choose another way to verify.",
  },
  verify: {
    heading: 'Enter Your Passcode',
    intro: 'We sent a 6-digit code to your phone ending in {{last4}}. It expires at {{time}}.',
    noCode: 'Your code has expired or was used up. Ask for a new one.',
    label: 'Passcode',
    hint: '6 digits',
    submit: 'Verify',
    resend: 'Send a new code',
  },
  questions: {
    heading: 'Answer a Few Questions',
    intro:
      'These questions come from public records and your application. Answer all four: 3 right verifies your identity.',
    asking: 'Getting your questions…',
    submit: 'Submit Answers',
    unanswered: 'Please answer this question.',
    failed_one: "Some of your answers didn't match our records. You have {{count}} more try.",
    failed_other: "Some of your answers didn't match our records. You have {{count}} more tries.",
    noAttempts: "You've used both tries at the questions. Please choose another way to verify your identity.",
    tryAgain: 'Try New Questions',
  },
  document: {
    heading: 'Scan Your ID and Take a Selfie',
    intro:
      'Our identity partner checks a photo of your ID and a selfie. Have your driver’s license, passport or state ID ready.',
    start: 'Start',
    starting: 'Opening…',
    frameTitle: 'Identity check',
    failed: "We couldn't verify your identity from your photos. You can try again, or choose another way.",
    tryAgain: 'Try Again',
  },
  manual: {
    heading: 'Upload a Photo ID',
    intro:
      'Upload a clear photo or scan of your driver’s license, passport or state ID. A leasing agent reviews it; your application waits for their review.',
    label: 'Photo ID',
    hint: 'A .jpg, .png or .pdf file, 10MB or smaller.',
    required: 'Choose the file of your photo ID.',
    submit: 'Send for Review',
    submitting: 'Uploading…',
  },
  verifying: {
    heading: 'One Moment…',
    body: 'We are verifying your identity.',
  },
} as const;
