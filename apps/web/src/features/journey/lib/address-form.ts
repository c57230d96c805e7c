import { type UsStateAbbreviation, usStates } from '@portal/domain/constants/us-states';
import type { AddressSuggestion } from '@portal/domain/schemas/address-suggestions';
import { type Applicant, applicantAddressSchema } from '@portal/domain/schemas/lease-transaction';
import type { z } from 'zod';
import { formatOneLineAddress, type MapsProvider, parseUsAddress } from './maps-provider';

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

/** The manual fields on switching to them: the picked address, or whatever of the typed line can be read. */
export function fieldsFromSearch(picked: AddressSuggestion | null, query: string): Partial<AddressInput> {
  const from = picked && picked.label === query ? picked : parseUsAddress(query);
  return from
    ? {
        address_street: from.street,
        address_city: from.city,
        address_state: from.state as UsStateAbbreviation,
        address_postal_code: from.postalCode,
      }
    : {};
}

/** Switching back to the search: fields that make a valid address become its picked suggestion. */
export function suggestionFromFields(values: AddressInput): AddressSuggestion | null {
  const parsed = applicantAddressSchema.safeParse(values);
  if (!parsed.success) return null;
  const { address_street, address_city, address_state, address_postal_code } = parsed.data;
  const state = address_state as UsStateAbbreviation;
  const address = {
    street: address_street,
    city: address_city,
    state,
    postalCode: address_postal_code,
  };
  return { id: 'manual', label: formatOneLineAddress(address), ...address };
}
