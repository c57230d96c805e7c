import { DEFAULT_VACATE_REASONS } from '@portal/domain/leases/notice-to-vacate';

/** English texts of the notice to vacate pages (spec part 1: vacate details, vacate new address). */
export const vacate = {
  common: {
    home: 'Unit {{unit}}, {{building}}',
    continue: 'Continue',
    cancel: 'Cancel',
    retry: 'Try again',
  },
  details: {
    title: 'Notice to Vacate',
    heading: 'Notice to Vacate',
    intro: 'Tell us when you plan to move out and why. Next, you will give us your forwarding address.',
    loading: 'Loading the reasons for moving out…',
    loadFailed: "We couldn't load the notice to vacate form. Please try again.",
    moveOutDate: 'Move-out date',
    moveOutHint_one:
      'This community asks for {{count}} day of notice: the earliest move-out date is {{date}}.',
    moveOutHint_other:
      'This community asks for {{count}} days of notice: the earliest move-out date is {{date}}.',
    reasons: 'Why are you moving out? Choose all that apply.',
    other: 'Tell us more about your other reason',
    dateRequired: 'Enter your move-out date',
    tooEarly: 'The move-out date must be on or after {{date}}, the notice period of this community.',
    reasonsRequired: 'Choose at least one reason for moving out',
    otherRequired: 'Tell us your other reason for moving out',
  },
  /** The portal's default reasons for moving out (DEFAULT_VACATE_REASONS), until a community words its own. */
  reasons: { ...DEFAULT_VACATE_REASONS },
  newAddress: {
    title: 'Forwarding Address',
    heading: 'Forwarding Address',
    intro: 'Where should we send your mail and your deposit after you move out?',
    moveOut: 'Move-out date',
    reasons: 'Reasons',
    submit: 'Submit Notice',
    loading: 'Loading your forwarding address…',
    fromEarlierNotice:
      'The forwarding address of your earlier notice is filled in. Change it if you are moving somewhere else.',
  },
  notice: {
    heading: 'Your notice to vacate',
    given: 'You gave notice to move out on {{date}}. The leasing team will review it.',
    accepted: 'The leasing team accepted your notice to move out on {{date}}.',
    declined: 'The leasing team declined your notice: {{reason}}',
    withdrawn: 'You withdrew your notice to vacate.',
    signNotice: 'Sign your notice to vacate',
    withdraw: 'Withdraw notice',
    withdrawing: 'Withdrawing…',
    withdrawFailed: "We couldn't withdraw your notice. Please try again.",
  },
};
