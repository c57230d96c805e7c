import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/Field';
import formStyles from '@/components/ui/Form.module.css';
import { keyFromName } from '@/features/staff-settings/lib/section-values';
import { useTranslation } from '@/lib/i18n';

/**
 * An item's name and key. For a new item the key follows the name (lowercase, hyphens) until it is typed
 * in itself; an existing item's key stays as it is, as imports and exports name the item by it.
 */
export function NameKeyFields({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    setValue,
    formState: { errors, dirtyFields },
  } = useFormContext<{ name: string; key: string }>();
  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (isNew && !dirtyFields.key) setValue('key', keyFromName(event.target.value));
    },
  });
  return (
    <div className={formStyles.row}>
      <Field label={t('communitySections.item.name')} error={errors.name?.message} required>
        {(control) => <input {...control} {...nameField} type="text" autoComplete="off" />}
      </Field>
      <Field
        label={t('communitySections.item.key')}
        hint={t('communitySections.item.keyHint')}
        error={errors.key?.message}
        required
      >
        {(control) => (
          <input {...control} {...register('key')} type="text" autoComplete="off" spellCheck={false} />
        )}
      </Field>
    </div>
  );
}
