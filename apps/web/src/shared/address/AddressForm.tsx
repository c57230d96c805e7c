import type { ApplicantAddress } from '@portal/domain/schemas/lease-transaction';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { Field } from '@/components/ui/Field';
import { UsStateOptions } from '@/components/ui/UsStateOptions';
import { ZipCodeInput } from '@/components/ui/ZipCodeInput';
import { useTranslation } from '@/lib/i18n';
import styles from '../journey-step/JourneyPage.module.css';
import { AddressModeSwitch } from './AddressModeSwitch';
import { AddressSearch } from './AddressSearch';
import type { SavedAddress } from './address-form';
import type { MapsProvider } from './maps-provider';
import { useAddressForm } from './use-address-form';

interface AddressFormProps {
  saved: SavedAddress;
  provider: MapsProvider;
  /** Stores the address and goes on; a failure it throws is shown on the form. */
  onSave: (address: ApplicantAddress) => Promise<void>;
  /** The submit button's text; Continue by default. */
  submitLabel?: string;
}

/**
 * Spec screen 6: the address form, searched (automated) or typed field by field (manual). Both modes'
 * fields stay in this one component so React keeps the line 2 input, at the same place in each, across a
 * switch of mode.
 */
export function AddressForm({ saved, provider, onSave, submitLabel }: AddressFormProps) {
  const { t } = useTranslation();
  const form = useAddressForm(saved, provider, onSave);
  const { register, getFieldState, trigger } = form.fields;
  const { errors } = form;
  const line2 = (
    <Field
      label={t('journey.address.line2')}
      hint={t('journey.address.line2Hint')}
      error={errors.address_line_2?.message}
    >
      {(control) => (
        <input {...control} {...register('address_line_2')} type="text" autoComplete="address-line2" />
      )}
    </Field>
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit(event);
      }}
    >
      <AddressModeSwitch mode={form.mode} onChange={form.switchMode} />

      <ErrorList messages={form.failure} />

      {form.mode === 'automated' ? (
        <>
          <AddressSearch
            provider={provider}
            query={form.search.query}
            onQueryChange={form.search.changeQuery}
            onSelect={form.search.pick}
            error={form.search.error}
          />
          {line2}
        </>
      ) : (
        <>
          <Field label={t('journey.address.street')} error={errors.address_street?.message} required>
            {(control) => (
              <input {...control} {...register('address_street')} type="text" autoComplete="address-line1" />
            )}
          </Field>
          {line2}
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
                  <UsStateOptions placeholder={t('journey.address.chooseState')} />
                </select>
              )}
            </Field>
            <Field label={t('journey.address.zip')} error={errors.address_postal_code?.message} required>
              {(control) => (
                <ZipCodeInput {...control} {...register('address_postal_code')} autoComplete="postal-code" />
              )}
            </Field>
          </div>
        </>
      )}

      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} disabled={form.disabled}>
          {form.submitting ? t('journey.common.saving') : (submitLabel ?? t('journey.common.continue'))}
        </Button>
      </div>
    </form>
  );
}
