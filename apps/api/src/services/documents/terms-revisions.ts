import { type ContentRevision, readCurrentRevision } from './content-files.js';

/** The revisioned HTML templates of the payment terms (application fee and holding deposit). */
export const currentPaymentTermsRevision = (): Promise<ContentRevision> =>
  readCurrentRevision('payment-terms', 'html');

/** The revisioned HTML template of the screening criteria an applicant consents to. */
export const currentScreeningCriteriaRevision = (): Promise<ContentRevision> =>
  readCurrentRevision('screening-criteria', 'html');
