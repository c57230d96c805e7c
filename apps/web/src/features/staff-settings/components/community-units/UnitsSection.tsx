import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { CheckboxField } from '@/components/ui/Field';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useAdminUnits } from '@/features/staff-settings/api/admin-units';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { useTranslation } from '@/lib/i18n';
import { UnitForm } from './UnitForm';
import styles from './Units.module.css';
import { UnitsFile } from './UnitsFile';
import { UnitsTable } from './UnitsTable';
import { focusKey, type UnitPanelKind, useRowPanels } from './use-row-panels';

/** The row the Add button's panel is kept under: no unit number is empty. */
const NEW_UNIT = '';

/**
 * Settings → Units: the community's units with their price changes ahead, a unit added, changed,
 * deactivated, reactivated or deleted one at a time, and every unit at once as a CSV file. These call
 * the units' own endpoints rather than `save`.
 */
export function UnitsSection({ community }: CommunitySectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const addPanelId = useId();
  const query = useAdminUnits(community.slug);
  const panels = useRowPanels<UnitPanelKind>();
  const [showDeactivated, setShowDeactivated] = useState(false);
  const adding = panels.isOpen(NEW_UNIT, 'add');

  return (
    <section ref={panels.rootRef} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={panels.headingRef} tabIndex={-1} className={styles.sectionHeading}>
        {t('communityData.units.heading')}
      </h2>
      <p className={styles.muted}>{t('communityData.units.intro')}</p>
      {panels.notice?.tone === 'error' ? <ErrorList messages={[panels.notice.text]} /> : null}
      {panels.notice?.tone === 'success' ? (
        <StatusBanner tone="success" alert messages={[panels.notice.text]} />
      ) : null}
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
            <Button
              variant="secondary"
              data-focus-key={focusKey(NEW_UNIT, 'add')}
              aria-expanded={adding}
              aria-controls={adding ? addPanelId : undefined}
              onClick={() => panels.toggle(NEW_UNIT, 'add')}
            >
              {t('communityData.units.add.open')}
            </Button>
          </div>
          {adding ? (
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
    </section>
  );
}
