/**
 * The named placeholders each kind of document template may use, and the value a preview shows for each:
 * a sample application (Alex and Sam Rivera, a 12-month lease of a one-bedroom with a dog and a parking
 * space). The document writers fill the same names with an application's facts; their value records are
 * typed by these lists, so a name cannot be offered here and missing there.
 */

const LEASE_SAMPLE = {
  document_number: 'SAMPLE-1042',
  prepared_on: 'December 1, 2026',
  landlord: '{company}',
  community: '{community}',
  state: '{state}',
  residents: '- Alex Rivera (Applicant)\n- Sam Rivera (Co-Applicant)',
  resident_names: 'Alex Rivera and Sam Rivera',
  premises: '{building} Unit 204, {address}',
  layout: '1 Bedroom',
  start_date: 'January 1, 2027',
  end_date: 'December 31, 2027',
  term_months: '12',
  renewed_end_date: 'December 31, 2026',
  monthly_charges: '- Rent: $1,650.00\n- Reserved Covered Parking: $50.00\n- Pet Rent (Dog): $35.00',
  monthly_total: '$1,735.00',
  savings: '- 12-Month Special: $600.00',
  first_month_charges: '- Rent: $1,650.00\n- Reserved Covered Parking: $50.00\n- Pet Rent (Dog): $35.00',
  first_month_total: '$1,735.00',
  deposits: '- Security Deposit: $500.00\n- Pet Deposit (Dog): $300.00',
  deposits_total: '$800.00',
  one_time_fees: '- Application Fee: $50.00\n- Pet Fee (Dog): $250.00',
  one_time_total: '$300.00',
  occupants: '- Jamie Rivera (Occupant)',
  rental_options: '- Reserved Covered Parking × 1\n- Dog × 1, Dog',
  pets: '- Dog × 1, Dog',
  pet_charges: '- Pet Rent (Dog): $35.00\n- Pet Deposit (Dog): $300.00',
  spaces: '- Reserved Covered Parking × 1',
  space_charges: '- Reserved Covered Parking: $50.00',
  pricing_disclaimer: '{pricing_disclaimer}',
  guarantor: 'Morgan Lee',
  guarantor_email: 'morgan.lee@example.com',
  change_description: 'The monthly rent changes to $1,700.00 from February 1, 2027.',
  addendum_terms: 'The resident may install a window air conditioner approved by management.',
};

export type LeasePlaceholder = keyof typeof LEASE_SAMPLE;
export const LEASE_SECTIONS = ['has_savings', 'has_pets', 'has_parking_storage', 'is_renewal'] as const;
export type LeaseSection = (typeof LEASE_SECTIONS)[number];

const NOTICE_SAMPLE = {
  document_number: 'SAMPLE-88',
  prepared_on: 'December 1, 2026',
  landlord: '{company}',
  premises: '{building} Unit 204, {address}',
  move_out_date: 'February 28, 2027',
  residents: '- Alex Rivera (Resident)\n- Sam Rivera (Resident)',
  start_date: 'March 1, 2026',
  end_date: 'February 28, 2027',
  reasons: '- Relocating for work',
  forwarding_address: '500 Lake Shore Dr, Apt 12\nChicago, IL 60611',
  community: '{community}',
  phone: '{phone}',
};
export type NoticePlaceholder = keyof typeof NOTICE_SAMPLE;

const CRIMINAL_REVIEW_SAMPLE = {
  sent_on: 'December 1, 2026',
  applicant_name: 'Alex Rivera',
  home: '{building} Unit 204',
  community: '{community}',
  agency: '{agency}',
  record_summary: 'A misdemeanor conviction from 2019.',
  note: 'Letters of reference and proof of completed programmes are welcome.',
  respond_by: 'December 8, 2026',
  phone: '{phone}',
};
export type CriminalReviewPlaceholder = keyof typeof CRIMINAL_REVIEW_SAMPLE;
export const CRIMINAL_REVIEW_SECTIONS = ['has_note'] as const;

/** A template's placeholders with their sample values, and its optional sections. */
export interface TemplatePlaceholders {
  samples: Readonly<Record<string, string>>;
  sections: readonly string[];
}

export const leasePlaceholders: TemplatePlaceholders = { samples: LEASE_SAMPLE, sections: LEASE_SECTIONS };
export const noticePlaceholders: TemplatePlaceholders = { samples: NOTICE_SAMPLE, sections: [] };
export const criminalReviewPlaceholders: TemplatePlaceholders = {
  samples: CRIMINAL_REVIEW_SAMPLE,
  sections: CRIMINAL_REVIEW_SECTIONS,
};
