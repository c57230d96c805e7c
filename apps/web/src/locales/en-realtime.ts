/** English texts of live updates: what a polite live region says when an application's status changes. */
export const realtime = {
  announcements: {
    submitted: 'Your application has been submitted.',
    approved: 'Your application has been approved.',
    conditionallyApproved: 'Your application has been conditionally approved.',
    denied: 'A decision has been made on your application.',
    cancelled: 'Your application has been cancelled.',
    completed: 'Your lease has been signed by everyone.',
  },
} as const;
