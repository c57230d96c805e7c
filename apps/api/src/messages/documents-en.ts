/**
 * The words of the documents the portal writes for a renter, in English (documents-es.ts says each again
 * in Spanish): the fee sheet and the rental fees agreement, and the adverse action notice. Markdown marks
 * stay in the code that lays a document out; values are escaped before they fill a text.
 */
export const documentsEn = {
  home: '{{building}} Unit {{unit}}',

  fee_sheet_title: '{{community}} Fee Sheet',
  fee_sheet_intro: '{{address}}. Managed by {{company}}. Prices as of {{date}}, in US dollars.',
  rent_by_layout: 'Rent by layout',
  rent_depends: 'Rent depends on the home and the lease term ({{terms}} months).',
  rent_range: '{{lowest}} to {{highest}}',
  a_month: '{{amount}} a month',

  agreement_title: 'Rental Fees Agreement',
  agreement_managed_by: '{{community}}, {{address}}. Managed by {{company}}.',
  agreement_intro:
    'This agreement lists every fee and deposit {{community}} may charge in connection with your application and your lease, and the optional items and specials it offers. Amounts are in US dollars. The amounts that apply to you, based on your home, your lease term and the options you choose, are shown in the Fees & Deposits step before you pay anything.',

  due_when_you_apply: 'Due when you apply',
  one_time_fees: 'One-time fees',
  deposits: 'Deposits',
  monthly_fees: 'Monthly fees',
  monthly_fees_intro: 'Charged each month with your rent.',
  specials: 'Specials',
  sales_tax: 'Sales tax',
  sales_tax_rate: 'Items marked "plus sales tax" are taxed at {{rate}}.',
  questions: 'Questions',
  call_the_office: 'Call the {{community}} leasing office at {{phone}}.',

  per_adult: 'for each adult applicant and guarantor',
  per_application: 'per application',
  per_month: 'a month',
  per_lease: 'per lease',
  plus_sales_tax: 'plus sales tax',
  charged_on_only: 'charged on {{types}} only',
  amount_in_quote: 'the amount for your home is shown in your quote.',
  law_screening_fee_cap: 'The law of {{law}} allows at most {{amount}} per applicant ({{cite}}).',
  law_own_report:
    'No fee is charged to an applicant who gives a screening report made in the last {{days}} days ({{cite}}).',
  law_fee_not_allowed:
    'Not charged: the law of {{law}} allows no fee before or at the start of a tenancy but the background and credit check fee ({{cite}}).',
  law_deposit_limit:
    'The law of {{law}} limits all deposits together to one month’s rent of your lease ({{cite}}): a deposit above that is lowered when charged.',
  applications_new: 'new applications',
  applications_lease_revision: 'lease revisions',
  applications_renewal: 'renewals',
  applications_notice_to_vacate: 'notices to vacate',
  applications_transfer: 'transfers',
  applications_lease_document: 'lease documents',
  amount_for_homes: '{{amount}} for {{kinds}} homes',
  homes_studio: 'studio',
  homes_one_bedroom: '1-bedroom',
  homes_bedrooms: '{{count}}-bedroom',

  optional_items: 'Optional items',
  optional_items_intro: 'Charged only if you add them to your lease.',
  category_parking: 'Parking',
  category_pets: 'Pets',
  category_storage: 'Storage',
  category_wine_cooler: 'Wine cooler',
  assistance_animals: 'Assistance animals are welcome and are not charged pet rent, fees or deposits.',
  option_monthly_taxed: '{{amount}} a month plus sales tax',
  option_deposit: 'a {{amount}} deposit',
  option_one_time_fee: 'a {{amount}} one-time fee',
  option_no_charge: 'no charge',
  option_up_to: 'Up to {{count}}.',
  option_included: '{{count}} included with homes of {{bedrooms}} or more bedrooms.',
  concession: '{{amount}} off the rent each month on {{terms}} leases.',
  concession_term: '{{months}}-month',

  aan_title: 'Adverse Action Notice',
  aan_date: 'Date: {{date}}',
  aan_dear: 'Dear {{name}},',
  aan_denied:
    'Thank you for applying to rent {{home}} at {{community}}. Unfortunately, we were unable to approve your application.',
  aan_conditional:
    'Thank you for applying to rent {{home}} at {{community}}. We can approve your application only on this condition: {{condition}}',
  aan_why: 'Why',
  aan_reason_credit: "Your credit history did not meet the community's credit requirements.",
  aan_reason_eviction: 'The screening found an eviction record within the period the community considers.',
  aan_reason_income: "The household's income did not meet the income requirement for this apartment.",
  aan_reason_criminal:
    "After an individualized assessment, the criminal history in the screening report, together with anything you sent us, did not meet the community's criteria.",
  aan_reason_identity: 'We could not verify your identity.',
  aan_reason_other: 'Other reasons, explained below.',
  aan_reason_credit_report: 'The information in your credit report.',
  aan_report_used: 'The consumer report we used',
  aan_based_on: 'Our decision was based in whole or in part on information in a consumer report from:',
  aan_agency_contact: '{{address}}. Toll-free: {{phone}}.',
  aan_agency_did_not_decide:
    'The consumer reporting agency did not make this decision and is unable to tell you the specific reasons why it was made.',
  aan_your_rights: 'Your rights',
  aan_free_copy:
    'You have the right to a free copy of your consumer report from the agency named above, if you ask for it within 60 days of receiving this notice.',
  aan_dispute:
    'You have the right to dispute the accuracy or completeness of any information in the report directly with the agency.',
  aan_credit_score: 'Your credit score',
  aan_no_score:
    '{{agency}} could not produce a credit score from your credit file (too little credit history), and that was part of the decision.',
  aan_score:
    'We used a credit score in making this decision. Your score: {{score}}, on a range from {{low}} to {{high}}, produced on {{date}} by {{agency}}.',
  aan_key_factors: 'Key factors that adversely affected your credit score:',
  aan_contact: 'Contact the leasing office of {{community}}: {{address}}, {{phone}}.',

  criminal_review_letter_title: 'Criminal Background Review',
  // The fill texts of the lease documents and the notice to vacate (content/leases/*/x.md, x.es.md).
  lease_none: 'None',
  lease_none_listed: 'None.',
  lease_no_deposit: 'No deposit is held.',
  lease_no_occupants: 'No other occupants.',
  lease_no_options: 'No rental options were chosen.',
  lease_amount_plus_tax: '{{amount}} plus {{tax}} sales tax',
  lease_resident: 'Resident',
  lease_assistance_animal: 'assistance animal',
  lease_pet_dog: 'Dog',
  lease_pet_cat: 'Cat',
  lease_pet_other: 'Other',
  lease_names_and: 'and',
  lease_the_state: 'the state',
  lease_deposits_held: 'Deposits held under the current lease',
  lease_pricing_disclaimer:
    'Prices, fees and specials can change until the lease is signed by everyone on it.',
  notice_other_reason: 'Other: {{reason}}',

  // What goes with a document's English original for a reader of another language (decision 0053).
  translation_heading: 'Translation',
  translation_governs_lead: 'The English original governs.',
  translation_governs:
    'This translation is provided so you understand the document you sign. You sign the English original that comes before this translation; if the translation differs from it in any way, the English original prevails.',
  translation_missing_lead: 'No translation.',
  translation_missing:
    '{{community}} wrote this document in its own words, which exist in English only, so no translation comes with it. You sign the English original above. Before you sign, ask the leasing office to explain any term you do not understand.',

  // The counted values filled into the community's application terms and the payment terms.
  terms_paystub_rule_one: 'When you verify income with pay stubs, upload at least {{count}} recent one.',
  terms_paystub_rule_other: 'When you verify income with pay stubs, upload at least {{count}} recent ones.',
  terms_days_one: '{{count}} day',
  terms_days_other: '{{count}} days',
  terms_minutes_one: '{{count}} minute',
  terms_minutes_other: '{{count}} minutes',
  terms_adults_one: '{{count}} adult',
  terms_adults_other: '{{count}} adults',
} as const;
