import { todayIn } from '@portal/domain/dates/calendar-date';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { useId } from 'react';
import { useFocusOnMount } from '@/features/journey/lib/use-focus-on-mount';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { formatWholeNumber } from '@/lib/numbers';
import { formatAvailableDate } from '@/shared/units/available-date';
import own from '../LeaseTermsPage.module.css';

/** The lease terms page's first section: the chosen unit, for reading only. */
export function UnitDetails({
  transaction,
  focusOnMount,
}: {
  transaction: LeaseTransaction;
  focusOnMount: boolean;
}) {
  const { t } = useTranslation();
  const community = useCommunity();
  const headingId = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const { unit } = transaction;
  const { building } = unit;
  const today = todayIn(community.community.timezone);
  const available =
    formatAvailableDate(unit.available_date, today) ?? t('journey.leaseTerms.unit.availableNow');
  const key = 'journey.leaseTerms.unit';

  return (
    <section className={own.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={own.sectionHeading}>
        {t(`${key}.heading`)}
      </h2>
      <dl className={own.facts} aria-label={t(`${key}.factsLabel`, { number: unit.unit_number })}>
        <div className={own.fact}>
          <dt>{t(`${key}.unitLabel`)}</dt>
          <dd>{unit.unit_number}</dd>
        </div>
        <div className={own.fact}>
          <dt>{t(`${key}.layout`)}</dt>
          <dd>{unit.layout}</dd>
        </div>
        <div className={own.fact}>
          <dt>{t(`${key}.size`)}</dt>
          <dd>
            {[
              t(`${key}.bedrooms`, { count: unit.bedrooms }),
              t(`${key}.bathrooms`, { count: unit.bathrooms }),
              t(`${key}.sqft`, { size: formatWholeNumber(unit.sqft) }),
            ].join(' · ')}
          </dd>
        </div>
        <div className={own.fact}>
          <dt>{t(`${key}.available`)}</dt>
          <dd>{available}</dd>
        </div>
        <div className={`${own.fact} ${own.wide}`}>
          <dt>{t(`${key}.building`)}</dt>
          <dd>{building.name}</dd>
        </div>
        <div className={`${own.fact} ${own.wide}`}>
          <dt>{t(`${key}.address`)}</dt>
          <dd>
            {building.street_address}, {building.city}, {building.state} {building.postal_code}
          </dd>
        </div>
      </dl>
    </section>
  );
}
