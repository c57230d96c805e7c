import { type StaffRole, staffRoles } from '@portal/domain/constants/staff-roles';
import type { StaffHome } from '@portal/domain/schemas/staff-home';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, Field } from '@/components/ui/Field';
import { useTranslation } from '@/lib/i18n';
import { CommunityChoices } from './CommunityChoices';

/** The fields of a form these belong to: the invitation's and a person's edit form's both have them. */
interface AccessValues {
  role?: StaffRole | undefined;
  communities?: string[] | undefined;
  can_sign_documents_while_wormholed?: boolean | undefined;
}

interface AccessFieldsProps {
  /** Whose texts the fields show: the invitation form's or a person's edit form's. */
  texts: 'invite' | 'edit';
  /** Every community of the company, to choose from. */
  communities: StaffHome['communities'];
}

/**
 * What a person may do, in the invitation form and in a person's edit form (inside its `FormProvider`):
 * their role, the communities they work in (an admin works in all of them) and whether they may sign
 * documents while viewing as a resident. They register after the fields above them, in this order, the
 * order in which the first field with a problem is focused.
 */
export function AccessFields({ texts, communities }: AccessFieldsProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<AccessValues>();
  const roleField = register('role');
  const { field: chosen } = useController({ control, name: 'communities' });
  const role = useWatch({ control, name: 'role' });
  return (
    <>
      <Field label={t(`staffSettings.people.${texts}.role`)} error={errors.role?.message} required>
        {(control) => (
          <select {...control} {...roleField}>
            {staffRoles.map((value) => (
              <option key={value} value={value}>
                {t(`staffSettings.roles.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <CommunityChoices
        legend={t(`staffSettings.people.${texts}.communities`)}
        communities={communities}
        field={chosen}
        everywhere={role === 'admin' ? t(`staffSettings.people.${texts}.adminsEverywhere`) : null}
        error={errors.communities?.message}
      />
      <CheckboxField label={t(`staffSettings.people.${texts}.canSign`)}>
        {(control) => (
          <input {...control} {...register('can_sign_documents_while_wormholed')} type="checkbox" />
        )}
      </CheckboxField>
    </>
  );
}
