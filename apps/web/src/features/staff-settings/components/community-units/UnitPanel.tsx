import type { AdminUnit } from '@portal/domain/schemas/admin-units';
import { useChangeUnit, useDeleteUnit } from '@/features/staff-settings/api/admin-units';
import { useTranslation } from '@/lib/i18n';
import { ConfirmPanel } from '../RowPanel';
import { PriceChanges } from './PriceChanges';
import { UnitForm } from './UnitForm';
import { focusKey, type RowPanels, type UnitPanelKind } from './use-row-panels';

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

  switch (kind) {
    case 'add':
    case 'edit':
      return (
        <UnitForm
          id={id}
          slug={slug}
          unit={unit}
          onCancel={panels.cancel}
          onSaved={(message, unitNumber) => panels.done(message, [focusKey(unitNumber, 'edit')])}
        />
      );
    case 'prices':
      return <PriceChanges id={id} slug={slug} unit={unit} onClose={panels.cancel} />;
    case 'deactivate':
      return (
        <ConfirmPanel
          id={id}
          heading={t('communityData.units.confirm.deactivateHeading', names)}
          text={t('communityData.units.confirm.deactivateText')}
          confirmLabel={t('communityData.units.actions.deactivate')}
          pendingLabel={t('communityData.units.confirm.deactivating')}
          onCancel={panels.cancel}
          onConfirm={async () => {
            await change.mutateAsync({ unitNumber: row, change: { active: false } });
            panels.done(t('communityData.units.confirm.deactivated', names), [
              focusKey(row, 'reactivate'),
              focusKey(row, 'edit'),
            ]);
          }}
        />
      );
    case 'delete':
      return (
        <ConfirmPanel
          id={id}
          heading={t('communityData.units.confirm.deleteHeading', names)}
          text={t('communityData.units.confirm.deleteText')}
          confirmLabel={t('communityData.units.actions.delete')}
          pendingLabel={t('communityData.units.confirm.deleting')}
          onCancel={panels.cancel}
          onConfirm={async () => {
            await remove.mutateAsync(row);
            // The row has gone: focus goes to the section's heading, the announcement says why.
            panels.done(t('communityData.units.confirm.deleted', names), []);
          }}
        />
      );
  }
}
