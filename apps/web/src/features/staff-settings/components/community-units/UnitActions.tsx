import type { AdminUnit } from '@portal/domain/schemas/admin-units';
import { useChangeUnit } from '@/features/staff-settings/api/admin-units';
import { useTranslation } from '@/lib/i18n';
import { RowActButton, RowOpener } from '../RowButtons';
import { focusKey, type RowPanels } from '../use-row-panels';
import type { UnitPanelKind } from './UnitPanel';
import styles from './Units.module.css';

interface UnitActionsProps {
  slug: string;
  unit: AdminUnit;
  panels: RowPanels<UnitPanelKind>;
  /** The panel under the row, named by the button that opened it. */
  panelId: string;
}

/**
 * A unit's acts, each named with the unit: Edit and Price changes; Deactivate while it is active, or
 * Reactivate; Delete only when no application or lease names it (the API keeps such a unit).
 */
export function UnitActions({ slug, unit, panels, panelId }: UnitActionsProps) {
  const { t } = useTranslation();
  const change = useChangeUnit(slug);
  const row = unit.unit_number;
  const names = { unit: row };

  const opener = (kind: Exclude<UnitPanelKind, 'add'>) => (
    <RowOpener
      panels={panels}
      row={row}
      kind={kind}
      panelId={panelId}
      label={t(`communityData.units.actions.${kind}`)}
      accessibleName={t(`communityData.units.actions.${kind}Unit`, names)}
    />
  );

  function reactivate() {
    if (change.isPending) return;
    void panels.run(async () => {
      await change.mutateAsync({ unitNumber: row, change: { active: true } });
      panels.done(t('communityData.units.confirm.reactivated', names), [focusKey(row, 'deactivate')]);
    }, t('communityData.failed'));
  }

  return (
    <div className={styles.rowActions}>
      {opener('edit')}
      {opener('prices')}
      {unit.active ? (
        opener('deactivate')
      ) : (
        <RowActButton
          label={t('communityData.units.actions.reactivate')}
          busyLabel={t('communityData.units.actions.reactivating')}
          accessibleName={t('communityData.units.actions.reactivateUnit', names)}
          busy={change.isPending}
          focusKey={focusKey(row, 'reactivate')}
          onClick={reactivate}
        />
      )}
      {unit.has_applications ? null : opener('delete')}
    </div>
  );
}
