import { bathroomCounts } from '@portal/domain/constants/bathrooms';
import { unitLayouts } from '@portal/domain/constants/unit-layouts';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { CheckboxField, Field } from '@/components/ui/Field';
import fieldStyles from '@/components/ui/Field.module.css';
import formStyles from '@/components/ui/Form.module.css';
import { InlineError } from '@/components/ui/InlineError';
import type { UnitField, UnitValues } from '@/features/staff-settings/lib/unit-form';
import { useTranslation } from '@/lib/i18n';

interface TextInputProps {
  /** A text field of the form's values: a unit's (not `available`) or a price change's. */
  name: Exclude<UnitField, 'available'> | 'effective_date';
  label: string;
  /** The keyboard a phone shows; a date gets the browser's date picker. */
  kind?: 'text' | 'numeric' | 'decimal' | 'date';
}

/** One of a unit's or a price change's text inputs, registered by name, its message (a check's or the API's) under it. */
export function UnitInput({ name, label, kind = 'text' }: TextInputProps) {
  const { register, getFieldState, formState } = useFormContext<Record<TextInputProps['name'], string>>();
  const { error } = getFieldState(name, formState);
  return (
    <Field label={label} error={error?.message} required>
      {(control) => (
        <input
          {...control}
          {...register(name)}
          type={kind === 'date' ? 'date' : 'text'}
          inputMode={kind === 'numeric' || kind === 'decimal' ? kind : undefined}
          autoComplete="off"
        />
      )}
    </Field>
  );
}

const BATHROOM_CHOICES = bathroomCounts.map(String);

/** A unit's choice from one of the spec's lists (layouts, bathrooms), with an empty choice that asks for one. */
function UnitSelect({
  name,
  label,
  placeholder,
  choices,
}: {
  name: 'layout' | 'bathrooms';
  label: string;
  placeholder: string;
  choices: readonly string[];
}) {
  const { register, getValues, getFieldState, formState } = useFormContext<UnitValues>();
  const { error } = getFieldState(name, formState);
  return (
    <Field label={label} error={error?.message} required>
      {(control) => (
        // The option shown first is the form's value: React selects it as the options are created.
        <select {...control} {...register(name)} defaultValue={getValues(name)}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The unit's fields, in the unit definition's order; the rent in dollars. */
export function UnitFields() {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const { register, getFieldState, formState } = useFormContext<UnitValues>();
  const available = getFieldState('available', formState).error;
  return (
    <>
      <div className={formStyles.row}>
        <UnitInput name="unit_number" label={t('communityData.units.fields.unitNumber')} />
        <UnitSelect
          name="layout"
          label={t('communityData.units.fields.layout')}
          placeholder={t('communityData.units.fields.chooseLayout')}
          choices={unitLayouts}
        />
      </div>
      <div className={formStyles.row}>
        <UnitInput name="bedrooms" label={t('communityData.units.fields.bedrooms')} kind="numeric" />
        <UnitSelect
          name="bathrooms"
          label={t('communityData.units.fields.bathrooms')}
          placeholder={t('communityData.units.fields.chooseBathrooms')}
          choices={BATHROOM_CHOICES}
        />
        <UnitInput name="sqft" label={t('communityData.units.fields.sqft')} kind="numeric" />
      </div>
      <div className={formStyles.row}>
        <UnitInput name="rent" label={t('communityData.units.fields.rent')} kind="decimal" />
        <UnitInput name="available_from" label={t('communityData.units.fields.availableFrom')} kind="date" />
      </div>
      <div>
        <CheckboxField label={t('communityData.units.fields.available')}>
          {(control) => (
            <input
              {...control}
              {...register('available')}
              type="checkbox"
              aria-describedby={available ? `${hintId} ${errorId}` : hintId}
              aria-invalid={available ? true : undefined}
            />
          )}
        </CheckboxField>
        <p id={hintId} className={fieldStyles.hint}>
          {t('communityData.units.fields.availableHint')}
        </p>
        <InlineError id={errorId} message={available?.message} marked />
      </div>
    </>
  );
}
