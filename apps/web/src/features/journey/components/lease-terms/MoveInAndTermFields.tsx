import { spelledOutDate } from '@portal/domain/dates/calendar-date';
import type { AvailableLeaseTerms } from '@portal/domain/schemas/lease-terms';
import { useId } from 'react';
import { Field } from '../../../../components/ui/Field';
import { useTranslation } from '../../../../lib/i18n';
import { formatCents } from '../../../../lib/money';
import styles from '../JourneyPage.module.css';
import own from '../LeaseTermsPage.module.css';
import type { LeaseTermsFormState } from './use-lease-terms-form';

/** The primary applicant's inputs: a move-in date within the unit's window and one of its lease terms. */
export function MoveInAndTermFields({
  form,
  available,
}: {
  form: LeaseTermsFormState;
  available: AvailableLeaseTerms;
}) {
  const { t } = useTranslation();
  const termErrorId = useId();
  const { moveInWindow, errors } = form;
  const key = 'journey.leaseTerms.terms';

  const windowHint = moveInWindow
    ? t(`${key}.moveInHint`, {
        earliest: spelledOutDate(moveInWindow.earliest),
        latest: spelledOutDate(moveInWindow.latest),
      })
    : t(`${key}.noWindow`);

  return (
    <>
      <Field label={t(`${key}.moveInDate`)} hint={windowHint} error={errors.move_in_date} required>
        {(control) => (
          <input
            {...control}
            ref={form.dateRef}
            type="date"
            value={form.moveInDate}
            min={moveInWindow?.earliest}
            max={moveInWindow?.latest}
            onChange={(event) => form.changeMoveInDate(event.target.value)}
            onBlur={form.checkMoveInDate}
          />
        )}
      </Field>
      <fieldset
        className={styles.options}
        aria-describedby={errors.lease_term ? termErrorId : undefined}
        aria-invalid={errors.lease_term ? true : undefined}
      >
        <legend className={styles.legend}>{t(`${key}.leaseTerm`)}</legend>
        {available.lease_terms.map((term) => (
          <label key={term.lease_term} className={`${styles.option} ${own.termOption}`}>
            <input
              type="radio"
              id={form.termRadioId(term.lease_term)}
              name={form.radioName}
              value={term.lease_term}
              checked={form.leaseTerm === term.lease_term}
              onChange={() => form.chooseTerm(term.lease_term)}
            />
            {t(`${key}.termLabel`, { count: term.lease_term, rent: formatCents(term.monthly_rent) })}
          </label>
        ))}
      </fieldset>
      <div aria-live="polite">
        {errors.lease_term ? (
          <p id={termErrorId} className={styles.fieldError}>
            {errors.lease_term}
          </p>
        ) : null}
      </div>
    </>
  );
}
