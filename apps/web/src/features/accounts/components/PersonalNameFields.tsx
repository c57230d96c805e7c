import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, type FieldControlProps } from '@/components/ui/Field';
import { useTranslation } from '@/lib/i18n';
import styles from '@/shared/account-frame/AccountsPage.module.css';
import type { PersonalDetailsValues } from '../lib/personal-details-fields';

export interface PersonalNameFieldsProps {
  register: UseFormRegister<PersonalDetailsValues>;
  errors: FieldErrors<PersonalDetailsValues>;
  /** Disables a control while name and birthday may not be changed, and ties the reason to it. */
  lockedControl: (control: FieldControlProps) => FieldControlProps & { disabled?: boolean };
  suffixChoices: ReadonlyArray<{ key: string; value: string }>;
}

/** The personal-details form's name rows: first and middle name, last name and suffix. */
export function PersonalNameFields({
  register,
  errors,
  lockedControl,
  suffixChoices,
}: PersonalNameFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.row}>
        <Field label={t('accounts.fields.firstName')} error={errors.first_name?.message} required>
          {(control) => (
            <input
              {...lockedControl(control)}
              {...register('first_name')}
              type="text"
              autoComplete="given-name"
            />
          )}
        </Field>
        <Field label={t('accounts.fields.middleName')} error={errors.middle_name?.message}>
          {(control) => (
            <input {...control} {...register('middle_name')} type="text" autoComplete="additional-name" />
          )}
        </Field>
      </div>

      <div className={styles.row}>
        <Field label={t('accounts.fields.lastName')} error={errors.last_name?.message} required>
          {(control) => (
            <input
              {...lockedControl(control)}
              {...register('last_name')}
              type="text"
              autoComplete="family-name"
            />
          )}
        </Field>
        <Field label={t('accounts.fields.suffix')} error={errors.suffix?.message}>
          {(control) => (
            <select {...control} {...register('suffix')} autoComplete="honorific-suffix">
              <option value="">{t('accounts.fields.suffixNone')}</option>
              {suffixChoices.map((choice) => (
                <option key={choice.key} value={choice.key}>
                  {choice.value}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
    </>
  );
}
