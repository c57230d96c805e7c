import type { PersonalizedWelcome } from '@portal/domain/schemas/visit';
import { isNotFoundError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { UnitCard, UnitList } from '@/shared/units/UnitCard';
import styles from './WelcomePage.module.css';

interface LinkedUnitProps {
  unitNumber: string;
  /** The personalised read: pending, failed or answered. */
  personalized: { data: PersonalizedWelcome | undefined; error: unknown };
  communityName: string;
  today: string;
  busy: boolean;
  onApply: (unitId: number) => void;
}

/**
 * The apartment a visitor's link names, above the list (decision 0027): its card with Apply, or why it is
 * not there. It only adds to the list below, so while it loads, or if it cannot be read, nothing shows.
 */
export function LinkedUnit({
  unitNumber,
  personalized,
  communityName,
  today,
  busy,
  onApply,
}: LinkedUnitProps) {
  const { t } = useTranslation();
  const key = 'journey.welcome.linked';
  if (isNotFoundError(personalized.error))
    return <p className={styles.note}>{t(`${key}.unknown`, { number: unitNumber, name: communityName })}</p>;
  const unit = personalized.data?.unit;
  if (personalized.data && !unit)
    return <p className={styles.note}>{t(`${key}.taken`, { number: personalized.data.unit_number })}</p>;
  if (!unit) return null;
  return (
    <section className={styles.linked} aria-labelledby="linked-unit-heading">
      <h2 id="linked-unit-heading" className={styles.linkedHeading}>
        {t(`${key}.heading`)}
      </h2>
      <UnitList label={t(`${key}.heading`)}>
        <li>
          <UnitCard
            unit={unit}
            today={today}
            busy={busy}
            actionLabel={t('journey.welcome.apply')}
            actionName={t('journey.welcome.applyFor', { number: unit.unit_number })}
            onAction={() => onApply(unit.id)}
          />
        </li>
      </UnitList>
    </section>
  );
}
