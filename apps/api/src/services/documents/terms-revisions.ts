import type { Language } from '@portal/domain/constants/languages';
import { type ContentRevision, readCurrentRevisionIn } from './content-files.js';

export const PAYMENT_TERMS = { dir: 'payment-terms', extension: 'html' } as const;
export const SCREENING_CRITERIA = { dir: 'screening-criteria', extension: 'html' } as const;

/** The revisioned HTML templates of the payment terms (application fee and holding deposit). */
export const currentPaymentTermsRevision = (language: Language): Promise<ContentRevision> =>
  readCurrentRevisionIn(PAYMENT_TERMS.dir, PAYMENT_TERMS.extension, language);

/** The revisioned HTML template of the screening criteria an applicant consents to. */
export const currentScreeningCriteriaRevision = (language: Language): Promise<ContentRevision> =>
  readCurrentRevisionIn(SCREENING_CRITERIA.dir, SCREENING_CRITERIA.extension, language);
