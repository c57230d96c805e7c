import { OTHER_VACATE_REASON } from '@portal/domain/leases/notice-to-vacate';
import type { Lease } from '@portal/domain/schemas/lease';
import type { VacateReasons } from '@portal/domain/schemas/vacate';
import { useId, useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import formStyles from '@/components/ui/Form.module.css';
import { InlineError } from '@/components/ui/InlineError';
import { QueryFallback } from '@/components/ui/QueryFallback';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { LeasePage } from '@/shared/lease/LeasePage';
import styles from '@/shared/notice/Vacate.module.css';
import { readVacateDraft, saveVacateDraft, type VacateDraft, vacatePath } from '@/shared/notice/vacate-draft';
import { useVacateReasons } from '../api/vacate';
import { useVacateReasonLabel } from '../lib/vacate-reason-label';

/** `/:community/lease/:leaseId/vacate/details`: the move-out date and the reasons for moving out. */
export function VacateDetailsPage() {
  const { t } = useTranslation();
  return (
    <LeasePage
      title={t('vacate.details.title')}
      heading={t('vacate.details.heading')}
      intro={t('vacate.details.intro')}
    >
      {(lease) => <VacateDetailsForm lease={lease} />}
    </LeasePage>
  );
}

function VacateDetailsForm({ lease }: { lease: Lease }) {
  const { t } = useTranslation();
  const reasons = useVacateReasons(lease.id);
  if (!reasons.isSuccess) {
    return (
      <QueryFallback
        query={reasons}
        loadingLabel={t('vacate.details.loading')}
        failure={{ message: t('vacate.details.loadFailed'), retryLabel: t('vacate.common.retry') }}
      />
    );
  }
  return <DetailsForm lease={lease} reasons={reasons.data} />;
}

function DetailsForm({ lease, reasons }: { lease: Lease; reasons: VacateReasons }) {
  const { t } = useTranslation();
  const reasonLabel = useVacateReasonLabel();
  const community = useCommunity();
  const navigate = useNavigate();
  const reasonsErrorId = useId();
  const earliest = reasons.earliest_move_out_date;
  const date = spelledOutDate(earliest);
  const dateRequired = t('vacate.details.dateRequired');
  const tooEarly = t('vacate.details.tooEarly', { date });
  const reasonsRequired = t('vacate.details.reasonsRequired');
  const otherRequired = t('vacate.details.otherRequired');
  const schema = useMemo(
    () => () =>
      import('../lib/vacate-details-schema').then((module) =>
        module.vacateDetailsSchema(earliest, { dateRequired, tooEarly, reasonsRequired, otherRequired }),
      ),
    [earliest, dateRequired, tooEarly, reasonsRequired, otherRequired],
  );
  // What was chosen before, coming back from the new-address page.
  const defaultValues = useMemo(
    () => readVacateDraft(lease.id) ?? { move_out_date: '', reasons: [], other: '' },
    [lease.id],
  );
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<VacateDraft>({
    schema,
    defaultValues,
    // Messages come with Continue, as the page always did, and go as their field is put right.
    mode: 'onSubmit',
  });
  // Registered in the page's order, the order in which the first field with a problem is focused.
  const moveOutDate = register('move_out_date');
  const { field: chosen } = useController({ control, name: 'reasons' });
  const chosenReasons = useWatch({ control, name: 'reasons' });

  const submit = handleSubmit((draft) => {
    saveVacateDraft(lease.id, draft);
    navigate(vacatePath(community.slug, lease.id, 'new-address'));
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      <p className={styles.home}>
        {t('vacate.common.home', { unit: lease.unit.unit_number, building: lease.unit.building.name })}
      </p>
      <Field
        label={t('vacate.details.moveOutDate')}
        hint={t('vacate.details.moveOutHint', { count: reasons.notice_to_vacate_days, date })}
        error={errors.move_out_date?.message}
        required
      >
        {(control) => <input {...control} type="date" min={earliest} {...moveOutDate} />}
      </Field>
      <div>
        <fieldset
          className={formStyles.options}
          {...(errors.reasons ? { 'aria-describedby': reasonsErrorId } : {})}
        >
          <legend className={formStyles.legend}>{t('vacate.details.reasons')}</legend>
          {reasons.results.map((reason, index) => (
            <label key={reason.id} className={formStyles.option}>
              <input
                ref={index === 0 ? chosen.ref : undefined}
                type="checkbox"
                name={chosen.name}
                checked={chosen.value.includes(reason.label)}
                onChange={(event) =>
                  chosen.onChange(
                    event.target.checked
                      ? [...chosen.value, reason.label]
                      : chosen.value.filter((label) => label !== reason.label),
                  )
                }
                onBlur={chosen.onBlur}
              />
              {reasonLabel(reason.label)}
            </label>
          ))}
        </fieldset>
        <InlineError id={reasonsErrorId} message={errors.reasons?.message} />
      </div>
      {chosenReasons.includes(OTHER_VACATE_REASON) ? (
        <Field label={t('vacate.details.other')} error={errors.other?.message} required>
          {(control) => <textarea {...control} rows={3} maxLength={255} {...register('other')} />}
        </Field>
      ) : null}
      <div className={formStyles.actions}>
        <Button type="submit" className={formStyles.submit}>
          {t('vacate.common.continue')}
        </Button>
        <Link to={`/${community.slug}/my-leases`}>{t('vacate.common.cancel')}</Link>
      </div>
    </form>
  );
}
