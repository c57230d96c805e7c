/** English texts of the invitations page (`/:community/invitations`): joining a household's application. */
export const invitations = {
  title: 'Invitations',
  eyebrow: 'Invitations at {{name}}',
  checkingSession: 'Checking whether you are signed in…',
  signedOut: {
    heading: "You're invited to apply together",
    intro: 'Someone in your household invited you to join their rental application at {{name}}.',
    howTo:
      'To see and accept the invitation you need an account. Create one, or log in, with the e-mail address or phone number the invitation was sent to, and you will come straight back to this page.',
    createAccount: 'Create account',
    logIn: 'Log in',
  },
  list: {
    heading: 'Your invitations',
    intro:
      "Accept an invitation to join the household's application. You will then fill in your own part of it.",
    label: 'Open invitations',
    loading: 'Loading your invitations…',
    loadFailed: "we're having trouble finding your invitations",
    retry: 'Try again',
    cardHeading: 'Unit {{unit}}',
    summary: '{{inviter}} invited you to join their application for unit {{unit}}.',
    invitedBy: 'Invited by',
    community: 'Community',
    unit: 'Unit',
    role: 'Your role',
    accept: 'Accept invitation',
    acceptLabel: 'Accept invitation from {{inviter}} for unit {{unit}}',
    accepting: 'Joining the application…',
  },
  failures: {
    gone: 'This invitation is no longer open: it may have been taken back or accepted already. The list below is up to date.',
    openApplication: 'Go to the application',
  },
  none: {
    heading: 'No open invitations',
    bodyEmail: 'We could not find an open invitation for {{email}}.',
    bodyEmailAndPhone: 'We could not find an open invitation for {{email}} or {{phone}}.',
    explanation:
      'An invitation can only be accepted by signing in with the e-mail address or phone number it was sent to. If it went to another address, log in with that one, or ask the person who invited you to send it again to the e-mail address or phone number on your account.',
    account: 'Check your account details',
  },
  roles: {
    roommate: 'Roommate',
    guarantor: 'Guarantor',
    occupant: 'Occupant',
  },
} as const;
