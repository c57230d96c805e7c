import { zodResolver } from '@hookform/resolvers/zod';
import { type UsStateAbbreviation, usStates } from '@portal/domain/constants/us-states';
import type { AddressSuggestion } from '@portal/domain/schemas/address-suggestions';
import {
  type Applicant,
  type ApplicantAddress,
  applicantAddressSchema,
} from '@portal/domain/schemas/lease-transaction';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useCommunity } from '../../../app/community-context';
import { Button } from '../../../components/ui/Button';
import { ErrorList } from '../../../components/ui/ErrorList';
import { Field } from '../../../components/ui/Field';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useApplicant, useSaveApplicantAddress } from '../api/applicant';
import { useCompletePage } from '../api/transactions';
import { nextRouteOf, transactionPath } from '../lib/drawer-inputs';
import {
  formatOneLineAddress,
  type MapsProvider,
  offlineMapsProvider,
  parseUsAddress,
  serverMapsProvider,
} from '../lib/maps-provider';
import { sortFailure } from '../lib/submit-failure';
import { AddressSearch } from './AddressSearch';
import { JourneyCard } from './JourneyCard';
import styles from './JourneyPage.module.css';
import { useCurrentTransaction } from './transaction-context';

type AddressInput = z.input<typeof applicantAddressSchema>;
type AddressField = keyof AddressInput;
type Mode = 'automated' | 'manual';

const ADDRESS_FIELDS: readonly AddressField[] = [
  'address_street',
  'address_line_2',
  'address_city',
  'address_state',
  'address_postal_code',
];

/** The saved address as a picked suggestion, so an address saved before counts as valid (spec §4). */
function savedSuggestion(applicant: Applicant): AddressSuggestion | null {
  const { address_street, address_city, address_state, address_postal_code } = applicant;
  if (!address_street || !address_city || !address_state || !address_postal_code) return null;
  const state = usStates.find((entry) => entry.abbreviation === address_state)?.abbreviation;
  if (!state) return null;
  const address = { street: address_street, city: address_city, state, postalCode: address_postal_code };
  return { id: 'saved', label: formatOneLineAddress(address), ...address };
}

/** `/:community/transaction/:transactionId/address` (spec screens 6 and 7): the current address. */
export function AddressPage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const applicant = useApplicant(transaction.applicant.id);
  useDocumentTitle(t('journey.address.title'), community.display_name);

  if (applicant.isPending) return <LoadingState label={t('journey.common.loading')} />;
  return (
    <JourneyCard
      eyebrow={t('journey.address.title')}
      heading={t('journey.address.heading')}
      intro={t('journey.address.intro')}
    >
      {applicant.isError ? (
        <ErrorList messages={[t('journey.address.loadFailed')]}>
          <Button variant="secondary" onClick={() => void applicant.refetch()}>
            {t('journey.common.retry')}
          </Button>
        </ErrorList>
      ) : (
        <AddressForm
          applicant={applicant.data}
          provider={community.address_search === 'google_places' ? serverMapsProvider : offlineMapsProvider}
        />
      )}
    </JourneyCard>
  );
}

interface AddressFormProps {
  applicant: Applicant;
  provider: MapsProvider;
}

/** Spec screen 6: the address form, searched (automated) or typed field by field (manual). */
function AddressForm({ applicant, provider }: AddressFormProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const saveAddress = useSaveApplicantAddress(applicant.id);
  const completePage = useCompletePage(transaction.id);
  const modeName = useId();
  const initial = useRef(savedSuggestion(applicant)).current;

  const [mode, setMode] = useState<Mode>('automated');
  const [query, setQuery] = useState(initial?.label ?? '');
  const [picked, setPicked] = useState<AddressSuggestion | null>(initial);
  const [searchLine2, setSearchLine2] = useState(applicant.address_line_2 ?? '');
  const [searchError, setSearchError] = useState<string | undefined>();
  const [line2Error, setLine2Error] = useState<string | undefined>();
  const [failure, setFailure] = useState<string[]>([]);
  const [searchSubmitting, setSearchSubmitting] = useState(false);

  const manual = useForm<AddressInput, unknown, ApplicantAddress>({
    defaultValues: {
      address_street: applicant.address_street ?? '',
      address_line_2: applicant.address_line_2 ?? '',
      address_city: applicant.address_city ?? '',
      ...(initial ? { address_state: initial.state } : {}),
      address_postal_code: applicant.address_postal_code ?? '',
    },
    resolver: zodResolver(applicantAddressSchema),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    getFieldState,
    trigger,
    reset,
    formState: { errors, isValid, isValidating, isSubmitting },
  } = manual;

  const submitManual = handleSubmit(async (address) => {
    setFailure([]);
    try {
      await saveAddress.mutateAsync(address);
      const updated = await completePage.mutateAsync({ page: 'address' });
      navigate(transactionPath(community.slug, updated.id, nextRouteOf(updated)));
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
      let chosen = picked && picked.label === query ? picked : null;
      if (!chosen && query.trim() === '' && initial) chosen = initial;
      if (!chosen) {
        try {
          chosen = (await provider.predict(query.trim()))[0] ?? null;
        } catch {
          chosen = null;
        }
      }
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
        await saveAddress.mutateAsync(parsed.data);
        const updated = await completePage.mutateAsync({ page: 'address' });
        navigate(transactionPath(community.slug, updated.id, nextRouteOf(updated)));
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

  function switchMode(next: Mode) {
    if (next === mode) return;
    setFailure([]);
    if (next === 'manual') {
      // The picked address, or else whatever of the typed line can be read, fills the fields.
      const from = picked && picked.label === query ? picked : parseUsAddress(query);
      reset(
        {
          ...getValues(),
          ...(from
            ? {
                address_street: from.street,
                address_city: from.city,
                address_state: from.state as UsStateAbbreviation,
                address_postal_code: from.postalCode,
              }
            : {}),
          address_line_2: searchLine2,
        },
        { keepDefaultValues: true },
      );
    } else {
      const values = applicantAddressSchema.safeParse(getValues());
      if (values.success) {
        const { address_street, address_city, address_state, address_postal_code } = values.data;
        const state = address_state as UsStateAbbreviation;
        const address = {
          street: address_street,
          city: address_city,
          state,
          postalCode: address_postal_code,
        };
        const suggestion = { id: 'manual', label: formatOneLineAddress(address), ...address };
        setQuery(suggestion.label);
        setPicked(suggestion);
      }
      setSearchLine2(getValues('address_line_2') ?? '');
    }
    setMode(next);
  }

  const searchDisabled = searchSubmitting || (query.trim() === '' && !initial);
  const manualDisabled = !isValid || isValidating || isSubmitting;
  const submitting = mode === 'automated' ? searchSubmitting : isSubmitting;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (mode === 'automated') {
          if (!searchDisabled) void submitSearch();
        } else if (!manualDisabled) {
          void submitManual(event);
        }
      }}
    >
      <fieldset className={styles.modes}>
        <legend className={styles.modesLegend}>{t('journey.address.modeLegend')}</legend>
        <div className={styles.segments}>
          {(['automated', 'manual'] as const).map((value) => (
            <div key={value} className={styles.segment}>
              <input
                type="radio"
                id={`${modeName}-${value}`}
                name={modeName}
                value={value}
                checked={mode === value}
                onChange={() => switchMode(value)}
              />
              <label htmlFor={`${modeName}-${value}`}>
                {value === 'automated' ? t('journey.address.modeSearch') : t('journey.address.modeManual')}
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <ErrorList messages={failure} />

      {mode === 'automated' ? (
        <>
          <AddressSearch
            provider={provider}
            query={query}
            onQueryChange={(value) => {
              setQuery(value);
              setSearchError(undefined);
            }}
            onSelect={setPicked}
            error={searchError}
          />
          <Field label={t('journey.address.line2')} hint={t('journey.address.line2Hint')} error={line2Error}>
            {(control) => (
              <input
                {...control}
                type="text"
                autoComplete="address-line2"
                value={searchLine2}
                onChange={(event) => setSearchLine2(event.target.value)}
              />
            )}
          </Field>
        </>
      ) : (
        <>
          <Field label={t('journey.address.street')} error={errors.address_street?.message} required>
            {(control) => (
              <input {...control} {...register('address_street')} type="text" autoComplete="address-line1" />
            )}
          </Field>
          <Field
            label={t('journey.address.line2')}
            hint={t('journey.address.line2Hint')}
            error={errors.address_line_2?.message}
          >
            {(control) => (
              <input {...control} {...register('address_line_2')} type="text" autoComplete="address-line2" />
            )}
          </Field>
          <Field label={t('journey.address.city')} error={errors.address_city?.message} required>
            {(control) => (
              <input {...control} {...register('address_city')} type="text" autoComplete="address-level2" />
            )}
          </Field>
          <div className={styles.row}>
            <Field label={t('journey.address.state')} error={errors.address_state?.message} required>
              {(control) => (
                <select
                  {...control}
                  // The state decides which ZIP codes are right: check the ZIP code again when it changes.
                  {...register('address_state', {
                    onChange: () => {
                      if (getFieldState('address_postal_code').isTouched) void trigger('address_postal_code');
                    },
                  })}
                  autoComplete="address-level1"
                >
                  <option value="">{t('journey.address.chooseState')}</option>
                  {usStates.map((state) => (
                    <option key={state.abbreviation} value={state.abbreviation}>
                      {state.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('journey.address.zip')} error={errors.address_postal_code?.message} required>
              {(control) => (
                <input
                  {...control}
                  {...register('address_postal_code')}
                  type="text"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={10}
                />
              )}
            </Field>
          </div>
        </>
      )}

      <div className={styles.actions}>
        <Button
          type="submit"
          className={styles.submit}
          disabled={mode === 'automated' ? searchDisabled : manualDisabled}
        >
          {submitting ? t('journey.common.saving') : t('journey.common.continue')}
        </Button>
      </div>
    </form>
  );
}
