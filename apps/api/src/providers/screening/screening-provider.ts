import type { ScreeningCategory } from '@portal/domain/constants/screening-categories';
import type { ScreeningOutcome } from '@portal/domain/schemas/screening-report';
import type { TaxIdType } from '@portal/domain/screening/tax-id';

/** The number a person is screened by; on the "I don't have an SSN" path an ITIN, or none at all. */
export type TaxId = { type: Exclude<TaxIdType, 'none'>; number: string } | { type: 'none' };

/** Who is screened: the provider matches records by the number, the name, the birth date and the address. */
export interface ScreeningSubject {
  taxId: TaxId;
  firstName: string;
  middleName: string | null;
  lastName: string;
  dateOfBirth: string | null;
  address: { street: string; line2: string | null; city: string; state: string; postalCode: string } | null;
}

export interface CategoryResult {
  category: ScreeningCategory;
  outcome: ScreeningOutcome;
  /** The finding in words the leasing team reads; never carries the number screened by. */
  summary: string;
  /** Credit only: the score, null when there is none. */
  creditScore: number | null;
  /** Eviction and criminal records: the most recent one's date ('YYYY-MM-DD'), null when none was found. */
  recordDate: string | null;
  /** Credit with a score: the key factors that lowered it, as the bureau words them (FCRA §615(a)). */
  scoreFactors: string[];
}

export interface ScreeningReport {
  /** The provider's id of the screening, for disputes and the reports an applicant may ask for. */
  reference: string;
  /** One result for each of the four categories. */
  results: CategoryResult[];
}

/**
 * A tenant screening provider (the built-in sandbox by default). It is called once per applicant, after
 * their consent is recorded; it must never log or keep the number it is given beyond its own records.
 */
/** The consumer reporting agency behind the reports, as an adverse action notice must name it. */
export interface ScreeningAgency {
  name: string;
  address: string;
  tollFreePhone: string;
}

export interface ScreeningProvider {
  readonly name: 'sandbox';
  readonly agency: ScreeningAgency;
  screen(subject: ScreeningSubject): Promise<ScreeningReport>;
}
