import { spelledOutDate } from '@portal/domain/dates/calendar-date';
import { OTHER_VACATE_REASON } from '@portal/domain/leases/notice-to-vacate';
import type { Lease } from '@portal/domain/schemas/lease';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import formStyles from '../../../components/ui/Form.module.css';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useCommunity } from '../../../lib/community-context';
import { useTranslation } from '../../../lib/i18n';
import { LeasePage } from '../../leases/components/LeasePage';
import { useVacateReasons } from '../api/vacate';
import {
  type DraftProblem,
  draftProblems,
  readVacateDraft,
  saveVacateDraft,
  type VacateDraft,
  vacatePath,
} from '../lib/vacate-draft';
import styles from './Vacate.module.css';

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
  const community = useCommunity();
  const navigate = useNavigate();
  const reasons = useVacateReasons(lease.id);
  const [draft, setDraft] = useState<VacateDraft>(
    () => readVacateDraft(lease.id) ?? { move_out_date: '', reasons: [], other: '' },
  );
  const [shown, setShown] = useState<ReturnType<typeof draftProblems>>({});
  const reasonsErrorId = useId();
  const dateInput = useRef<HTMLInputElement>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const otherInput = useRef<HTMLTextAreaElement>(null);

  if (reasons.isError) {
    return (
      <LoadFailure
        message={t('vacate.details.loadFailed')}
        retryLabel={t('vacate.common.retry')}
        onRetry={() => void reasons.refetch()}
        retrying={reasons.isFetching}
      />
    );
  }
  if (!reasons.data) return <LoadingState label={t('vacate.details.loading')} />;
  const earliest = reasons.data.earliest_move_out_date;
  const message = (problem: DraftProblem | undefined) =>
    problem ? t(`vacate.details.${problem}`, { date: spelledOutDate(earliest) }) : undefined;

  // A field's message goes once it is changed; the next Continue checks everything again.
  function change(next: Partial<VacateDraft>) {
    setDraft((current) => ({ ...current, ...next }));
    setShown((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in next))));
  }

  function toggle(label: string, checked: boolean) {
    change({ reasons: checked ? [...draft.reasons, label] : draft.reasons.filter((r) => r !== label) });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = draftProblems(draft, earliest);
    setShown(problems);
    if (problems.move_out_date) return dateInput.current?.focus();
    if (problems.reasons) return firstReason.current?.focus();
    if (problems.other) return otherInput.current?.focus();
    saveVacateDraft(lease.id, draft);
    navigate(vacatePath(community.slug, lease.id, 'new-address'));
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={submit}>
      <p className={styles.home}>
        {t('vacate.common.home', { unit: lease.unit.unit_number, building: lease.unit.building.name })}
      </p>
      <Field
        label={t('vacate.details.moveOutDate')}
        hint={t('vacate.details.moveOutHint', {
          count: reasons.data.notice_to_vacate_days,
          date: spelledOutDate(earliest),
        })}
        error={message(shown.move_out_date)}
        required
      >
        {(control) => (
          <input
            {...control}
            ref={dateInput}
            type="date"
            min={earliest}
            value={draft.move_out_date}
            onChange={(event) => change({ move_out_date: event.target.value })}
          />
        )}
      </Field>
      <div>
        <fieldset
          className={formStyles.options}
          {...(shown.reasons ? { 'aria-describedby': reasonsErrorId } : {})}
        >
          <legend className={formStyles.legend}>{t('vacate.details.reasons')}</legend>
          {reasons.data.results.map((reason, index) => (
            <label key={reason.id} className={formStyles.option}>
              <input
                ref={index === 0 ? firstReason : undefined}
                type="checkbox"
                checked={draft.reasons.includes(reason.label)}
                onChange={(event) => toggle(reason.label, event.target.checked)}
              />
              {reason.label}
            </label>
          ))}
        </fieldset>
        <div aria-live="polite">
          {shown.reasons ? (
            <p id={reasonsErrorId} className={formStyles.fieldError}>
              {message(shown.reasons)}
            </p>
          ) : null}
        </div>
      </div>
      {draft.reasons.includes(OTHER_VACATE_REASON) ? (
        <Field label={t('vacate.details.other')} error={message(shown.other)} required>
          {(control) => (
            <textarea
              {...control}
              ref={otherInput}
              rows={3}
              maxLength={255}
              value={draft.other}
              onChange={(event) => change({ other: event.target.value })}
            />
          )}
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
