import type { AdminUnit } from '@portal/domain/schemas/admin-units';
import { Button } from '@/components/ui/Button';
import { useChangeUnit } from '@/features/staff-settings/api/admin-units';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import styles from './Units.module.css';
import { focusKey, type RowPanels, type UnitPanelKind } from './use-row-panels';

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

  const opener = (kind: UnitPanelKind, label: string, accessibleName: string) => (
    <Button
      variant="secondary"
      className={styles.rowButton}
      data-focus-key={focusKey(row, kind)}
      aria-label={accessibleName}
      aria-expanded={panels.isOpen(row, kind)}
      aria-controls={panels.isOpen(row, kind) ? panelId : undefined}
      onClick={() => panels.toggle(row, kind)}
    >
      {label}
    </Button>
  );

  async function reactivate() {
    if (change.isPending) return;
    panels.announce(null);
    try {
      await change.mutateAsync({ unitNumber: row, change: { active: true } });
      panels.done(t('communityData.units.confirm.reactivated', names), [focusKey(row, 'deactivate')]);
    } catch (error) {
      panels.announce({ tone: 'error', text: refusalMessage(error, t('communityData.failed')) });
    }
  }

  return (
    <div className={styles.rowActions}>
      {opener(
        'edit',
        t('communityData.units.actions.edit'),
        t('communityData.units.actions.editUnit', names),
      )}
      {opener(
        'prices',
        t('communityData.units.actions.prices'),
        t('communityData.units.actions.pricesUnit', names),
      )}
      {unit.active ? (
        opener(
          'deactivate',
          t('communityData.units.actions.deactivate'),
          t('communityData.units.actions.deactivateUnit', names),
        )
      ) : (
        <Button
          variant="secondary"
          className={styles.rowButton}
          data-focus-key={focusKey(row, 'reactivate')}
          aria-label={t('communityData.units.actions.reactivateUnit', names)}
          aria-disabled={change.isPending || undefined}
          onClick={() => void reactivate()}
        >
          {change.isPending
            ? t('communityData.units.actions.reactivating')
            : t('communityData.units.actions.reactivate')}
        </Button>
      )}
      {unit.has_applications
        ? null
        : opener(
            'delete',
            t('communityData.units.actions.delete'),
            t('communityData.units.actions.deleteUnit', names),
          )}
    </div>
  );
}
