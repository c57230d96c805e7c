import { todayIn } from '@portal/domain/dates/calendar-date';
import type { TransactionPatch } from '@portal/domain/schemas/lease-transaction';
import type { AvailableUnit } from '@portal/domain/schemas/units';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useChangeUnit, useUnitsAvailableOn } from '@/features/journey/api/unit-change';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { failureMessages } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { formatWholeNumber } from '@/lib/numbers';
import { oops } from '@/lib/oops';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChoiceFieldset } from '@/shared/journey-step/ChoiceFieldset';
import {
  isPrimaryApplicant,
  nextRouteOf,
  primaryApplicantName,
  transactionPath,
} from '@/shared/journey-step/drawer-inputs';
import holdStyles from '@/shared/journey-step/Holds.module.css';
import { CallTheOffice } from '@/shared/journey-step/hold-parts';
import { JourneyCard } from '@/shared/journey-step/JourneyCard';
import styles from '@/shared/journey-step/JourneyPage.module.css';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { ScreeningFeeRefunds } from './ScreeningFeeRefunds';

/** The chosen radio's value is the unit's id as text; the PATCH body's unit_id is that number. */
type UnitChoiceValues = { unit_id: string };
type ChosenUnit = Required<Pick<TransactionPatch, 'unit_id'>>;
const loadUnitChoiceSchema = () => import('./unit-choice-schema').then((module) => module.unitChoiceSchema);

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
      <ScreeningFeeRefunds transactionId={transaction.id} />
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
  const date = spelledOutDate(moveInDate);

  if (!units.isSuccess) {
    return (
      <QueryFallback
        query={units}
        loadingLabel={t('holds.unitUnavailable.loading')}
        failure={{
          message: oops(t('holds.unitUnavailable.loadFailed')),
          retryLabel: t('journey.common.retry'),
        }}
      />
    );
  }
  // The gone unit itself is never offered, even if the list was read just before it went.
  const others = units.data.filter((unit) => unit.id !== transaction.unit.id);
  if (others.length === 0) return <p>{t('holds.unitUnavailable.none', { date })}</p>;

  return (
    <UnitChoiceForm
      units={others}
      date={date}
      saving={changeUnit.isPending}
      onChoose={async (unitId) => {
        await changeUnit.mutateAsync(unitId);
        // The new unit has its own rents: the lease term is chosen again.
        navigate(transactionPath(community.slug, transaction.id, 'lease-terms'));
      }}
    />
  );
}

interface UnitChoiceFormProps {
  units: AvailableUnit[];
  /** The move-in date, spelled out. */
  date: string;
  saving: boolean;
  /** Moves the application to the unit and goes on; throws the API error on failure. */
  onChoose: (unitId: number) => Promise<void>;
}

function UnitChoiceForm({ units, date, saving, onChoose }: UnitChoiceFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<UnitChoiceValues, ChosenUnit>({
    schema: loadUnitChoiceSchema,
    defaultValues: { unit_id: '' },
  });

  const submit = handleSubmit(async ({ unit_id }) => {
    if (saving) return;
    setFailure([]);
    try {
      await onChoose(unit_id);
    } catch (error) {
      setFailure(failureMessages(error, t('journey.common.genericError')));
    }
  });

  return (
    <StepForm className={styles.form} onSubmit={submit} failure={failure}>
      <p>{t('holds.unitUnavailable.chooseIntro', { date })}</p>
      <ChoiceFieldset
        legend={t('holds.unitUnavailable.legend', { date })}
        // Not choosing is the one way to get it wrong.
        error={errors.unit_id ? t('holds.unitUnavailable.required') : undefined}
      >
        {units.map((unit) => (
          <label key={unit.id} className={styles.option}>
            <input {...register('unit_id')} type="radio" value={unit.id} />
            <UnitChoice unit={unit} />
          </label>
        ))}
      </ChoiceFieldset>
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} aria-disabled={saving || undefined}>
          {saving ? t('holds.unitUnavailable.choosing') : t('holds.unitUnavailable.choose')}
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
