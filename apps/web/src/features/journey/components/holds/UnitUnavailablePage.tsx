import { spelledOutDate, todayIn } from '@portal/domain/dates/calendar-date';
import type { AvailableUnit } from '@portal/domain/schemas/units';
import { useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/Button';
import { ErrorList } from '../../../../components/ui/ErrorList';
import { LoadingState } from '../../../../components/ui/LoadingState';
import { useCommunity } from '../../../../lib/community-context';
import { useTranslation } from '../../../../lib/i18n';
import { formatCents } from '../../../../lib/money';
import { formatWholeNumber } from '../../../../lib/numbers';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useChangeUnit, useUnitsAvailableOn } from '../../api/unit-change';
import {
  isPrimaryApplicant,
  nextRouteOf,
  primaryApplicantName,
  transactionPath,
} from '../../lib/drawer-inputs';
import { failureMessages } from '../../lib/submit-failure';
import { JourneyCard } from '../JourneyCard';
import styles from '../JourneyPage.module.css';
import { StepForm } from '../StepForm';
import { useCurrentTransaction } from '../transaction-context';
import holdStyles from './Holds.module.css';
import { CallTheOffice } from './hold-parts';

/**
 * `/:community/transaction/:transactionId/unit-unavailable`: the unit has gone. Spec §6: only the primary
 * applicant chooses another one; the rest of the household is told who will.
 */
export function UnitUnavailablePage() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  useDocumentTitle(t('holds.unitUnavailable.title'), community.display_name);

  if (transaction.unit_available) {
    return (
      <Navigate to={transactionPath(community.slug, transaction.id, nextRouteOf(transaction))} replace />
    );
  }
  const primary = isPrimaryApplicant(transaction);
  return (
    <JourneyCard
      eyebrow={t('holds.unitUnavailable.eyebrow')}
      heading={t('holds.unitUnavailable.heading')}
      intro={t('holds.unitUnavailable.intro', { number: transaction.unit.unit_number })}
    >
      {primary ? (
        <ChooseAnotherUnit />
      ) : (
        <p>{t('holds.unitUnavailable.householdBody', { name: primaryApplicantName(transaction) })}</p>
      )}
      <CallTheOffice label={t('holds.unitUnavailable.callUs')} />
    </JourneyCard>
  );
}

/** The units open on the household's move-in date; choosing one moves the application, then lease terms. */
function ChooseAnotherUnit() {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const moveInDate = transaction.move_in_date ?? todayIn(community.community.timezone);
  const units = useUnitsAvailableOn(transaction.id, moveInDate, true);
  const changeUnit = useChangeUnit(transaction.id);
  const name = useId();
  const errorId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string[]>([]);
  const date = spelledOutDate(moveInDate);

  if (units.isPending) return <LoadingState label={t('holds.unitUnavailable.loading')} />;
  if (units.isError) return <ErrorList messages={[t('holds.unitUnavailable.loadFailed')]} />;
  // The gone unit itself is never offered, even if the list was read just before it went.
  const others = units.data.filter((unit) => unit.id !== transaction.unit.id);
  if (others.length === 0) return <p>{t('holds.unitUnavailable.none', { date })}</p>;

  async function submit() {
    if (changeUnit.isPending) return;
    if (chosen === null) {
      setMissing(true);
      document.getElementById(`${name}-${others[0]?.id}`)?.focus();
      return;
    }
    setFailure([]);
    try {
      await changeUnit.mutateAsync(chosen);
      // The new unit has its own rents: the lease term is chosen again.
      navigate(transactionPath(community.slug, transaction.id, 'lease-terms'));
    } catch (error) {
      setFailure(failureMessages(error, t('journey.common.genericError')));
    }
  }

  const showMissing = missing && chosen === null;
  return (
    <StepForm className={styles.form} onSubmit={submit} failure={failure}>
      <p>{t('holds.unitUnavailable.chooseIntro', { date })}</p>
      <fieldset
        className={styles.options}
        aria-describedby={showMissing ? errorId : undefined}
        aria-invalid={showMissing || undefined}
      >
        <legend className={styles.legend}>{t('holds.unitUnavailable.legend', { date })}</legend>
        {others.map((unit) => (
          <label key={unit.id} className={styles.option}>
            <input
              type="radio"
              id={`${name}-${unit.id}`}
              name={name}
              value={unit.id}
              checked={chosen === unit.id}
              onChange={() => {
                setChosen(unit.id);
                setMissing(false);
              }}
            />
            <UnitChoice unit={unit} />
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        {showMissing ? (
          <p id={errorId} className={styles.fieldError}>
            {t('holds.unitUnavailable.required')}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} aria-disabled={changeUnit.isPending || undefined}>
          {changeUnit.isPending ? t('holds.unitUnavailable.choosing') : t('holds.unitUnavailable.choose')}
        </Button>
      </div>
    </StepForm>
  );
}

function UnitChoice({ unit }: { unit: AvailableUnit }) {
  const { t } = useTranslation();
  return (
    <span className={holdStyles.choice}>
      <strong>{t('holds.unitUnavailable.unitOption', { number: unit.unit_number })}</strong>
      <span className={holdStyles.choiceFacts}>
        {t('holds.unitUnavailable.unitFacts', {
          layout: unit.layout,
          bathrooms: String(unit.bathrooms),
          size: formatWholeNumber(unit.sqft),
          rent: formatCents(unit.rent_from),
        })}
      </span>
    </span>
  );
}
