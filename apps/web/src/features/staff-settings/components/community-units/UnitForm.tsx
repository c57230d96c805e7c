import type { AdminUnit } from '@portal/domain/schemas/admin-units';
import type { UnitDefinition } from '@portal/domain/schemas/community-definition';
import { useState } from 'react';
import { useAddUnit, useChangeUnit } from '@/features/staff-settings/api/admin-units';
import { UNIT_FIELDS, type UnitValues, unitValues } from '@/features/staff-settings/lib/unit-form';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { RowPanel } from '../RowPanel';
import { SettingsForm } from '../SettingsForm';
import { UnitFields } from './UnitFields';
import styles from './Units.module.css';
import { showUnitFailure } from './unit-failure';

const loadUnitSchema = () =>
  import('@/features/staff-settings/lib/unit-form-schemas').then((module) => module.unitFormSchema);

interface UnitFormProps {
  id: string;
  slug: string;
  /** The unit changed; none for a new one. */
  unit?: AdminUnit;
  onCancel: () => void;
  /** Called with what to announce and the unit's number once it is saved and the list read again. */
  onSaved: (message: string, unitNumber: string) => void;
}

/**
 * A unit added (under the Add button) or changed (under its row): its fields, the rent in dollars. The
 * server's field messages go under their fields (a unit number already taken, offering a deactivated
 * unit), anything else above the buttons.
 */
export function UnitForm({ id, slug, unit, onCancel, onSaved }: UnitFormProps) {
  const { t } = useTranslation();
  const add = useAddUnit(slug);
  const change = useChangeUnit(slug);
  const [failure, setFailure] = useState<string[]>([]);
  const form = useSchemaForm<UnitValues, UnitDefinition>({
    schema: loadUnitSchema,
    defaultValues: unitValues(unit),
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure([]);
    try {
      if (unit) {
        await change.mutateAsync({ unitNumber: unit.unit_number, change: values });
        onSaved(t('communityData.units.edit.saved', { unit: values.unit_number }), values.unit_number);
      } else {
        await add.mutateAsync(values);
        onSaved(t('communityData.units.add.added', { unit: values.unit_number }), values.unit_number);
      }
    } catch (error) {
      setFailure(showUnitFailure(error, UNIT_FIELDS, t('communityData.failed'), form.setError));
    }
  });

  const panel = (
    <RowPanel
      id={id}
      heading={
        unit
          ? t('communityData.units.edit.heading', { unit: unit.unit_number })
          : t('communityData.units.add.heading')
      }
      onEscape={onCancel}
    >
      <SettingsForm
        form={form}
        onSubmit={submit}
        failure={failure}
        submitLabel={unit ? t('communityData.save') : t('communityData.units.add.submit')}
        busyLabel={t('communityData.saving')}
        cancel={{ label: t('communityData.cancel'), onClick: onCancel }}
      >
        <UnitFields />
      </SettingsForm>
    </RowPanel>
  );
  return unit ? panel : <div className={styles.addPanel}>{panel}</div>;
}
