/** What staff may send: a lease document from a template, or a revision of one kind. */
export const leaseChanges = [
  'renters_insurance_addendum',
  'lease_addendum',
  'add_roommate',
  'remove_roommate',
  'add_option',
  'remove_option',
] as const;
export type LeaseChange = (typeof leaseChanges)[number];

/** What the lease change form holds: every change's fields, of which the chosen change sends its own. */
export interface LeaseChangeValues {
  change: LeaseChange;
  terms: string;
  first_name: string;
  last_name: string;
  email: string;
  /** The selects' values: ids as text. */
  resident_id: string;
  rental_option_id: string;
  item_name: string;
}

/** The form field of each field of the change request, in the form's order. */
export const leaseChangeFields = {
  kind: 'change',
  document_type: 'change',
  terms: 'terms',
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  resident_id: 'resident_id',
  rental_option_id: 'rental_option_id',
  item_name: 'item_name',
} as const satisfies Record<string, keyof LeaseChangeValues>;

/** The request the chosen change sends, for the API's schema to check. */
export function leaseChangeRequest(values: LeaseChangeValues) {
  switch (values.change) {
    case 'renters_insurance_addendum':
      return { kind: 'document', document_type: values.change };
    case 'lease_addendum':
      return { kind: 'document', document_type: values.change, terms: values.terms };
    case 'add_roommate':
      return {
        kind: 'add_roommate',
        first_name: values.first_name,
        last_name: values.last_name,
        email: values.email,
      };
    case 'remove_roommate':
      return { kind: 'remove_roommate', resident_id: Number(values.resident_id) };
    case 'add_option':
      return { kind: 'add_option', rental_option_id: Number(values.rental_option_id) };
    case 'remove_option':
      return { kind: 'remove_option', item_name: values.item_name };
  }
}
