/** What the Screening form holds: digits only, whichever number fields are showing. */
export interface ScreeningFormValues {
  terms_accepted: boolean;
  /** "I don't have an SSN". */
  no_ssn: boolean;
  /** On the no-SSN path: whether they have an ITIN; '' until they say. */
  has_itin: '' | 'yes' | 'no';
  ssn: string;
  itin: string;
}

export const emptyScreeningForm: ScreeningFormValues = {
  terms_accepted: false,
  no_ssn: false,
  has_itin: '',
  ssn: '',
  itin: '',
};

/** The form's fields in screen order: the API's names, and `has_itin` for the ITIN question. */
export const screeningFields = ['terms_accepted', 'ssn', 'has_itin', 'itin'] as const;
