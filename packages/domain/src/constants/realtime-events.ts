/** The events the realtime socket carries (issue: live updates), named once for the API and the web app. */
export const RealtimeEvent = {
  TransactionUpdated: 'transaction.updated',
  DocumentsUpdated: 'documents.updated',
  IncomeReportReady: 'income.report_ready',
  PaymentUpdated: 'payment.updated',
  IdentityUpdated: 'identity.updated',
  ApplicationSubmitted: 'application.submitted',
  ApplicationUpdated: 'application.updated',
} as const;

export type RealtimeEventName = (typeof RealtimeEvent)[keyof typeof RealtimeEvent];
