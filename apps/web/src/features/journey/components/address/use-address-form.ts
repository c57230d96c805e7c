import type { AddressSuggestion } from '@portal/domain/schemas/address-suggestions';
import { type ApplicantAddress, applicantAddressSchema } from '@portal/domain/schemas/lease-transaction';
import { type FormEvent, useRef, useState } from 'react';
import { useSchemaForm } from '../../../../lib/forms/use-schema-form';
import { useTranslation } from '../../../../lib/i18n';
import {
  ADDRESS_FIELDS,
  type AddressField,
  type AddressInput,
  type AddressMode,
  chosenAddress,
  fieldsFromSearch,
  type SavedAddress,
  savedSuggestion,
  suggestionFromFields,
} from '../../lib/address-form';
import type { MapsProvider } from '../../lib/maps-provider';
import { sortFailure } from '../../lib/submit-failure';

const loadAddressSchema = () =>
  import('@portal/domain/schemas/lease-transaction').then((module) => module.applicantAddressSchema);

/**
 * The address form's state in both modes (the search's line and pick, the manual fields' form) and its
 * submits, kept apart from the markup; switching mode carries what was entered across. `save` stores
 * the address and goes on; what it throws is shown on the form.
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
  const [searchLine2, setSearchLine2] = useState(saved.address_line_2 ?? '');
  const [searchError, setSearchError] = useState<string | undefined>();
  const [line2Error, setLine2Error] = useState<string | undefined>();
  const [failure, setFailure] = useState<string[]>([]);
  const [searchSubmitting, setSearchSubmitting] = useState(false);

  const manual = useSchemaForm<AddressInput, ApplicantAddress>({
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
    getValues,
    reset,
    formState: { errors, isValid, isValidating, isSubmitting },
  } = manual;

  const submitManual = handleSubmit(async (address) => {
    setFailure([]);
    try {
      await save(address);
    } catch (error) {
      const sorted = sortFailure(error, ADDRESS_FIELDS, t('journey.common.genericError'));
      sorted.fieldErrors.forEach(({ field, message }, index) => {
        setError(field as AddressField, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      setFailure(sorted.otherMessages);
    }
  });

  async function submitSearch() {
    setSearchError(undefined);
    setLine2Error(undefined);
    setFailure([]);
    setSearchSubmitting(true);
    try {
      const chosen = await chosenAddress(picked, query, initial, provider);
      if (!chosen) {
        setSearchError(t('journey.address.lookupFailed'));
        return;
      }
      const parsed = applicantAddressSchema.safeParse({
        address_street: chosen.street,
        address_line_2: searchLine2,
        address_city: chosen.city,
        address_state: chosen.state,
        address_postal_code: chosen.postalCode,
      });
      if (!parsed.success) {
        const line2Issue = parsed.error.issues.find((issue) => issue.path[0] === 'address_line_2');
        if (line2Issue) setLine2Error(line2Issue.message);
        else setSearchError(t('journey.address.lookupFailed'));
        return;
      }
      try {
        await save(parsed.data);
      } catch (error) {
        const sorted = sortFailure(error, ['address_line_2'], t('journey.common.genericError'));
        const line2 = sorted.fieldErrors[0];
        if (line2) setLine2Error(line2.message);
        setFailure(sorted.otherMessages);
      }
    } finally {
      setSearchSubmitting(false);
    }
  }

  function switchMode(next: AddressMode) {
    if (next === mode) return;
    setFailure([]);
    if (next === 'manual') {
      reset(
        { ...getValues(), ...fieldsFromSearch(picked, query), address_line_2: searchLine2 },
        { keepDefaultValues: true },
      );
    } else {
      const suggestion = suggestionFromFields(getValues());
      if (suggestion) {
        setQuery(suggestion.label);
        setPicked(suggestion);
      }
      setSearchLine2(getValues('address_line_2') ?? '');
    }
    setMode(next);
  }

  function changeQuery(value: string) {
    setQuery(value);
    setSearchError(undefined);
  }

  const searchDisabled = searchSubmitting || (query.trim() === '' && !initial);
  const manualDisabled = !isValid || isValidating || isSubmitting;

  return {
    mode,
    switchMode,
    failure,
    manual,
    manualErrors: errors,
    search: { query, changeQuery, pick: setPicked, error: searchError },
    line2: { value: searchLine2, change: setSearchLine2, error: line2Error },
    disabled: mode === 'automated' ? searchDisabled : manualDisabled,
    submitting: mode === 'automated' ? searchSubmitting : isSubmitting,
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
