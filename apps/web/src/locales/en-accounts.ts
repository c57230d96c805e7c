/** English texts of the accounts feature (sign-up, sign-in, passwords, account page, idle logout). */
export const accounts = {
  common: {
    /** Spec §8, generic error. */
    genericError: 'Oops! We ran into some issues. Please try again later.',
    loading: 'Loading…',
    backToLogin: 'Back to Log In',
  },
  fields: {
    firstName: 'Legal first name',
    middleName: 'Legal middle name (Required if applicable)',
    lastName: 'Legal last name',
    suffix: 'Suffix',
    suffixNone: 'No suffix',
    email: 'Email',
    phone: 'Phone',
    phoneHint: 'US number, for example (512) 555-0142',
    birthday: 'Birthday',
    password: 'Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    smsOptIn:
      'Send me text messages about my application and account. Message and data rates may apply. See our <privacyLink>Privacy Policy<newTab> (opens in a new tab)</newTab></privacyLink>.',
  },
  password: {
    show: 'Show',
    hide: 'Hide',
    showLabel: 'Show {{field}}',
    hideLabel: 'Hide {{field}}',
    rulesHeading: 'Your password must have:',
    rules: {
      length: 'At least 8 characters',
      number: 'At least 1 number',
      uppercase: 'At least 1 uppercase letter',
    },
    ruleMet: '(done)',
    ruleUnmet: '(not yet)',
  },
  signup: {
    title: 'Create Your Account',
    heading: 'Create Your Account',
    intro: 'Enter your details exactly as they appear on your government-issued ID.',
    submit: 'Create Account',
    submitting: 'Creating Account…',
    haveAccount: 'Already have an account?',
    logIn: 'Log in',
  },
  wormhole: {
    signingIn: 'Signing you in as the resident…',
  },
  login: {
    title: 'Log In',
    heading: 'Log In',
    submit: 'Log In',
    submitting: 'Logging In…',
    forgotPassword: 'Forgot your password?',
    needAccount: 'Need an account?',
    /** Spec part 2 §8, Session. */
    timedOut: 'Oops, your session has timed-out. Please log back in to continue.',
    /** Spec §8, login verify failure. */
    wrongCredentials: 'The email and password you entered do not match our records. Please try again.',
  },
  verifyPassword: {
    title: 'Confirm Your Password',
    heading: 'Confirm Your Password',
    intro: 'For your security, enter your password to see and change your account details.',
    signedInAs: 'Signed in as',
    submit: 'Continue',
    submitting: 'Checking…',
  },
  account: {
    title: 'Your Account',
    setupHeading: 'Complete Your Account Set Up',
    setupIntro: 'Check your details below and save them to finish setting up your account.',
    detailsHeading: 'Your Account Details',
    changePasswordHeading: 'Change Password',
    changePasswordText: 'Choose a new password for logging in to your account.',
    changePasswordLink: 'Change Password',
    submit: 'Save Changes',
    submitting: 'Saving…',
    /** Spec §6, canUpdatePII. */
    piiLocked: "Please call us at {{phone}} if you'd like to make any changes to your name or date of birth.",
    piiLockedNoPhone: "Please call us if you'd like to make any changes to your name or date of birth.",
    /** Spec §8, profile save. */
    saved: 'Changes saved',
    saveFailed: "We couldn't save your information. Please try again.",
    loadFailed: 'Oops! We ran into some issues. Please try again later.',
    retry: 'Try again',
  },
  forgotPassword: {
    title: 'Forgot Your Password?',
    heading: 'Forgot Your Password?',
    intro: "Enter the email you use to log in and we'll send you a link to choose a new password.",
    submit: 'Send Reset Link',
    submitting: 'Sending…',
  },
  verifyReset: {
    title: 'Checking Your Link',
    checking: 'Checking your password reset link…',
    invalidHeading: 'This Link No Longer Works',
    requestNew: 'Request a new link',
  },
  resetPassword: {
    title: 'Set a New Password',
    heading: 'Set a New Password',
    intro: 'Choose a new password for your account.',
    missingToken:
      'This password reset link is invalid, has expired or was already used. Please request a new one.',
  },
  changePassword: {
    title: 'Change Password',
    heading: 'Change Password',
    intro: 'Choose a new password. You will stay logged in on this device.',
    backToAccount: 'Back to Your Account',
  },
  newPassword: {
    submit: 'Save Password',
    submitting: 'Saving…',
    /** Spec §8, password change. */
    success: 'Password successfully changed',
    failed: 'There was an error with resetting your password. Please try again.',
    logInNow: 'Log in with your new password',
  },
  session: {
    checking: 'Checking your session…',
  },
  snackbar: {
    dismiss: 'Dismiss',
  },
  mailbox: {
    title: 'Development Mailbox',
    heading: 'Development Mailbox',
    intro:
      'E-mails, text messages and calls this community sent on this development server, newest first. Links to this site open here.',
    refresh: 'Refresh',
    refreshing: 'Refreshing…',
    emails: 'E-mails',
    texts: 'Text messages and calls',
    empty: 'No e-mails have been sent from this community yet.',
    noTexts: 'No text messages or calls have been sent from this community yet.',
    textHeading: 'Text message or call',
    to: 'To',
    sent: 'Sent',
    loading: 'Loading e-mails…',
  },
} as const;
