import type { AddressSuggestion } from '@portal/domain/schemas/address-suggestions';
import type { ApplicantAddress } from '@portal/domain/schemas/lease-transaction';
import { type FormEvent, useRef, useState } from 'react';
import { showFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressInput,
  type AddressMode,
  chosenAddress,
  fieldsFromAddress,
  fieldsFromSearch,
  type SavedAddress,
  savedSuggestion,
  suggestionFromFields,
} from './address-form';
import type { MapsProvider } from './maps-provider';

const loadAddressSchema = () =>
  import('@portal/domain/schemas/lease-transaction').then((module) => module.applicantAddressSchema);

/** Of the fields, the search shows line 2 only: its server messages go there, the rest above the form. */
const SEARCH_FIELDS: readonly AddressField[] = ['address_line_2'];

/**
 * The address form's state in both modes and its submits, kept apart from the markup. One schema form
 * holds the address: the manual mode types its fields, the search sets them from the address it chose
 * (line 2 is typed in both). Switching mode carries what was entered across. `save` stores the address
 * and goes on; what it throws is shown on the form.
 */
export function useAddressForm(
  saved: SavedAddress,
  provider: MapsProvider,
  save: (address: ApplicantAddress) => Promise<void>,
) {
  const { t } = useTranslation();
  const initial = useRef(savedSuggestion(saved)).current;

  const [mode, setMode] = useState<AddressMode>('automated');
  const [query, setQuery] = useState(initial?.label ?? '');
  const [picked, setPicked] = useState<AddressSuggestion | null>(initial);
  const [searchError, setSearchError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string[]>([]);
  const [searching, setSearching] = useState(false);

  const form = useSchemaForm<AddressInput, ApplicantAddress>({
    schema: loadAddressSchema,
    defaultValues: {
      address_street: saved.address_street ?? '',
      address_line_2: saved.address_line_2 ?? '',
      address_city: saved.address_city ?? '',
      ...(initial ? { address_state: initial.state } : {}),
      address_postal_code: saved.address_postal_code ?? '',
    },
  });
  const {
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isValid, isValidating, isSubmitting },
  } = form;

  const saveShown = (fields: readonly AddressField[]) => async (address: ApplicantAddress) => {
    setFailure([]);
    try {
      await save(address);
    } catch (error) {
      setFailure(showFailure(error, fields, t('journey.common.genericError'), setError));
    }
  };

  const submitManual = handleSubmit(saveShown(ADDRESS_FIELDS));

  // Only line 2 of the search's address is the person's to correct; the rest means the search found none.
  const submitChosen = handleSubmit(saveShown(SEARCH_FIELDS), (invalid) => {
    if (!invalid.address_line_2) setSearchError(t('journey.address.lookupFailed'));
  });

  async function submitSearch() {
    setSearchError(undefined);
    setFailure([]);
    setSearching(true);
    try {
      const chosen = await chosenAddress(picked, query, initial, provider);
      if (!chosen) {
        setSearchError(t('journey.address.lookupFailed'));
        return;
      }
      for (const [field, value] of Object.entries(fieldsFromAddress(chosen))) {
        setValue(field as AddressField, value);
      }
      await submitChosen();
    } finally {
      setSearching(false);
    }
  }

  function switchMode(next: AddressMode) {
    if (next === mode) return;
    setFailure([]);
    if (next === 'manual') {
      reset({ ...getValues(), ...fieldsFromSearch(picked, query) }, { keepDefaultValues: true });
    } else if (isValid) {
      const suggestion = suggestionFromFields(getValues());
      setQuery(suggestion.label);
      setPicked(suggestion);
    }
    setMode(next);
  }

  function changeQuery(value: string) {
    setQuery(value);
    setSearchError(undefined);
  }

  const searchDisabled = searching || (query.trim() === '' && !initial);
  const manualDisabled = !isValid || isValidating || isSubmitting;

  return {
    mode,
    switchMode,
    failure,
    fields: form,
    errors,
    search: { query, changeQuery, pick: setPicked, error: searchError },
    disabled: mode === 'automated' ? searchDisabled : manualDisabled,
    submitting: mode === 'automated' ? searching : isSubmitting,
    // Enter in a field submits even while the button is disabled, so the button's rule is checked again.
    submit(event: FormEvent<HTMLFormElement>) {
      if (mode === 'automated') {
        if (!searchDisabled) void submitSearch();
      } else if (!manualDisabled) {
        void submitManual(event);
      }
    },
  };
}
