import { type UsStateAbbreviation, usStates } from '@portal/domain/constants/us-states';
import type { AddressSuggestion } from '@portal/domain/schemas/address-suggestions';
import type { Applicant, applicantAddressSchema } from '@portal/domain/schemas/lease-transaction';
import type { z } from 'zod';
import { formatOneLineAddress, type MapsProvider, type ParsedAddress, parseUsAddress } from './maps-provider';

/** The address page's two ways in: the search (automated) or the fields typed one by one (manual). */
export type AddressMode = 'automated' | 'manual';
export type AddressInput = z.input<typeof applicantAddressSchema>;
export type AddressField = keyof AddressInput;

/** The manual fields in screen order: server messages are matched to them, the first one gets focus. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
  'address_street',
  'address_line_2',
  'address_city',
  'address_state',
  'address_postal_code',
];

/** An address as saved before (the applicant's current address, a forwarding address), fields maybe empty. */
export type SavedAddress = Pick<
  Applicant,
  'address_street' | 'address_line_2' | 'address_city' | 'address_state' | 'address_postal_code'
>;

/** No address saved before (a forwarding address is asked afresh): the form starts empty. */
export const NO_SAVED_ADDRESS: SavedAddress = {
  address_street: null,
  address_line_2: null,
  address_city: null,
  address_state: null,
  address_postal_code: null,
};

/** The saved address as a picked suggestion, so an address saved before counts as valid (spec §4). */
export function savedSuggestion(saved: SavedAddress): AddressSuggestion | null {
  const { address_street, address_city, address_state, address_postal_code } = saved;
  if (!address_street || !address_city || !address_state || !address_postal_code) return null;
  const state = usStates.find((entry) => entry.abbreviation === address_state)?.abbreviation;
  if (!state) return null;
  const address = { street: address_street, city: address_city, state, postalCode: address_postal_code };
  return { id: 'saved', label: formatOneLineAddress(address), ...address };
}

/**
 * The address a search submits: the suggestion picked for the line as it stands, the saved address when the
 * line was emptied, or else the maps service's best guess for the line (null when it has none or fails).
 */
export async function chosenAddress(
  picked: AddressSuggestion | null,
  query: string,
  initial: AddressSuggestion | null,
  provider: MapsProvider,
): Promise<AddressSuggestion | null> {
  let chosen = picked && picked.label === query ? picked : null;
  if (!chosen && query.trim() === '' && initial) chosen = initial;
  if (!chosen) {
    try {
      chosen = (await provider.predict(query.trim()))[0] ?? null;
    } catch {
      chosen = null;
    }
  }
  return chosen;
}

/** The form's fields set from an address (a suggestion, or one read from the typed line). */
export function fieldsFromAddress(address: ParsedAddress) {
  return {
    address_street: address.street,
    address_city: address.city,
    address_state: address.state,
    address_postal_code: address.postalCode,
  } satisfies Partial<AddressInput>;
}

/** The manual fields on switching to them: the picked address, or whatever of the typed line can be read. */
export function fieldsFromSearch(picked: AddressSuggestion | null, query: string): Partial<AddressInput> {
  const from = picked && picked.label === query ? picked : parseUsAddress(query);
  return from ? fieldsFromAddress(from) : {};
}

/** Switching back to the search: fields the form found valid become its picked suggestion. */
export function suggestionFromFields(values: AddressInput): AddressSuggestion {
  const address = {
    street: values.address_street.trim(),
    city: values.address_city.trim(),
    state: values.address_state as UsStateAbbreviation,
    postalCode: values.address_postal_code.trim(),
  };
  return { id: 'manual', label: formatOneLineAddress(address), ...address };
}
