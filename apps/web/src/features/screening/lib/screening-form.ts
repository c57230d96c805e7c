import { SCREENING_TERMS_REQUIRED, type ScreeningRequest } from '@portal/domain/schemas/screening';
import { itinProblem, ssnProblem } from '@portal/domain/screening/tax-id';

/** What the Screening form holds: digits only, whichever number fields are showing. */
export interface ScreeningFormValues {
  termsAccepted: boolean;
  /** "I don't have an SSN". */
  noSsn: boolean;
  /** On the no-SSN path: whether they have an ITIN; null until they say. */
  hasItin: boolean | null;
  ssn: string;
  itin: string;
}

export const emptyScreeningForm: ScreeningFormValues = {
  termsAccepted: false,
  noSsn: false,
  hasItin: null,
  ssn: '',
  itin: '',
};

/** The form's fields in screen order: the API's names, and `has_itin` for the ITIN question. */
export const screeningFields = ['terms_accepted', 'ssn', 'has_itin', 'itin'] as const;
export type ScreeningField = (typeof screeningFields)[number];

/**
 * The same checks the API makes, with its messages, so nothing is sent that it would refuse; the ITIN
 * question has its own message (`itinRequired`), as the API never sees it.
 */
export function screeningFormErrors(
  values: ScreeningFormValues,
  itinRequired: string,
): Partial<Record<ScreeningField, string>> {
  const errors: Partial<Record<ScreeningField, string>> = {};
  if (!values.termsAccepted) errors.terms_accepted = SCREENING_TERMS_REQUIRED;
  if (!values.noSsn) {
    const problem = ssnProblem(values.ssn);
    if (problem) errors.ssn = problem;
  } else if (values.hasItin === null) {
    errors.has_itin = itinRequired;
  } else if (values.hasItin) {
    const problem = itinProblem(values.itin);
    if (problem) errors.itin = problem;
  }
  return errors;
}

/** The POST body: the SSN, or the explicit no-SSN path with the ITIN when there is one. */
export function screeningRequestOf(values: ScreeningFormValues): ScreeningRequest {
  if (!values.noSsn) return { terms_accepted: true, ssn: values.ssn };
  return values.hasItin
    ? { terms_accepted: true, no_ssn: true, itin: values.itin }
    : { terms_accepted: true, no_ssn: true };
}
