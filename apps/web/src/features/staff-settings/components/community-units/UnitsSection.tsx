import { useId, useState } from 'react';
import { CheckboxField } from '@/components/ui/Field';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useAdminUnits } from '@/features/staff-settings/api/admin-units';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { useTranslation } from '@/lib/i18n';
import { RowOpener } from '../RowButtons';
import { SettingsSection } from '../SettingsSection';
import { focusKey, useRowPanels } from '../use-row-panels';
import { UnitForm } from './UnitForm';
import type { UnitPanelKind } from './UnitPanel';
import { UnitsFile } from './UnitsFile';
import { UnitsTable } from './UnitsTable';

/** The row the Add button's panel is kept under: no unit number is empty. */
const NEW_UNIT = '';

/**
 * Settings → Units: the community's units with their price changes ahead, a unit added, changed,
 * deactivated, reactivated or deleted one at a time, and every unit at once as a CSV file. These call
 * the units' own endpoints rather than `save`.
 */
export function UnitsSection({ community }: CommunitySectionProps) {
  const { t } = useTranslation();
  const addPanelId = useId();
  const query = useAdminUnits(community.slug);
  const panels = useRowPanels<UnitPanelKind>();
  const [showDeactivated, setShowDeactivated] = useState(false);

  return (
    <SettingsSection
      heading={t('communityData.units.heading')}
      intro={t('communityData.units.intro')}
      panels={panels}
    >
      {query.isSuccess ? (
        <>
          <CheckboxField label={t('communityData.units.showDeactivated')}>
            {(control) => (
              <input
                {...control}
                type="checkbox"
                checked={showDeactivated}
                onChange={(event) => setShowDeactivated(event.target.checked)}
              />
            )}
          </CheckboxField>
          <UnitsTable
            slug={community.slug}
            units={query.data.results.filter((unit) => showDeactivated || unit.active)}
            showDeactivated={showDeactivated}
            panels={panels}
          />
          <div>
            <RowOpener
              panels={panels}
              row={NEW_UNIT}
              kind="add"
              panelId={addPanelId}
              label={t('communityData.units.add.open')}
              className=""
            />
          </div>
          {panels.isOpen(NEW_UNIT, 'add') ? (
            <UnitForm
              id={addPanelId}
              slug={community.slug}
              onCancel={panels.cancel}
              onSaved={(message, unitNumber) => panels.done(message, [focusKey(unitNumber, 'edit')])}
            />
          ) : null}
        </>
      ) : (
        <QueryFallback query={query} loadingLabel={t('communityData.units.loading')} />
      )}
      <UnitsFile slug={community.slug} />
    </SettingsSection>
  );
}
