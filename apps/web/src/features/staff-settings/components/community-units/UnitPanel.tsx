import type { AdminUnit } from '@portal/domain/schemas/admin-units';
import { useChangeUnit, useDeleteUnit } from '@/features/staff-settings/api/admin-units';
import { useTranslation } from '@/lib/i18n';
import { type RowAct, RowActConfirm } from '../RowPanel';
import { focusKey, type RowPanels } from '../use-row-panels';
import { PriceChanges } from './PriceChanges';
import { UnitForm } from './UnitForm';

type Confirmed = 'deactivate' | 'delete';

/** The panels of Settings → Units: a unit added, changed, its prices, its deactivation or deletion. */
export type UnitPanelKind = 'add' | 'edit' | 'prices' | Confirmed;

interface UnitPanelProps {
  slug: string;
  unit: AdminUnit;
  kind: UnitPanelKind;
  id: string;
  panels: RowPanels<UnitPanelKind>;
}

/** What opens under a unit's row: its edit form, its price changes, or the step before (de)activating it. */
export function UnitPanel({ slug, unit, kind, id, panels }: UnitPanelProps) {
  const { t } = useTranslation();
  const change = useChangeUnit(slug);
  const remove = useDeleteUnit(slug);
  const row = unit.unit_number;
  const names = { unit: row };
  if (kind === 'add' || kind === 'edit') {
    return (
      <UnitForm
        id={id}
        slug={slug}
        unit={unit}
        onCancel={panels.cancel}
        onSaved={(message, unitNumber) => panels.done(message, [focusKey(unitNumber, 'edit')])}
      />
    );
  }
  if (kind === 'prices') return <PriceChanges id={id} slug={slug} unit={unit} onClose={panels.cancel} />;

  const acts: Record<Confirmed, RowAct> = {
    deactivate: {
      pending: t('communityData.units.confirm.deactivating'),
      done: t('communityData.units.confirm.deactivated', names),
      act: () => change.mutateAsync({ unitNumber: row, change: { active: false } }),
      focus: [focusKey(row, 'reactivate'), focusKey(row, 'edit')],
    },
    delete: {
      pending: t('communityData.units.confirm.deleting'),
      done: t('communityData.units.confirm.deleted', names),
      act: () => remove.mutateAsync(row),
      // The row has gone: focus goes to the section's heading, the announcement says why.
      focus: [],
    },
  };
  return (
    <RowActConfirm
      id={id}
      heading={t(`communityData.units.confirm.${kind}Heading`, names)}
      text={t(`communityData.units.confirm.${kind}Text`)}
      confirmLabel={t(`communityData.units.actions.${kind}`)}
      panels={panels}
      act={acts[kind]}
    />
  );
}
