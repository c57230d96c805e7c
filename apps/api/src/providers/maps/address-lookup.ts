import type { AddressSuggestion } from '@portal/domain/schemas/address-suggestions';

/**
 * A maps service that turns a typed address into US postal addresses (spec §7: place predictions,
 * restricted to the US). Rejects with AddressLookupUnavailable when the service cannot answer.
 */
export interface AddressLookup {
  predict(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]>;
}

export class AddressLookupUnavailable extends Error {}
