import type { AvailableLeaseTerms } from '@portal/domain/schemas/lease-terms';
import { Field } from '@/components/ui/Field';
import { spelledOutDate } from '@/lib/dates';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import { ChoiceFieldset } from '@/shared/journey-step/ChoiceFieldset';
import styles from '@/shared/journey-step/JourneyPage.module.css';
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
  const { moveInWindow } = form;
  const {
    register,
    trigger,
    clearErrors,
    formState: { errors },
  } = form.form;
  const key = 'journey.leaseTerms.terms';
  // Registered first, so that of the two fields in error, the date is the one focused.
  const moveInDate = register('move_in_date', {
    // A new date is not wrong until it is left (or submitted).
    onChange: () => clearErrors('move_in_date'),
    // A wrong date is pointed out as soon as the field is left; an empty one only on submit.
    onBlur: (event) => {
      if (event.target.value.trim() !== '') void trigger('move_in_date');
    },
  });

  const windowHint = moveInWindow
    ? t(`${key}.moveInHint`, {
        earliest: spelledOutDate(moveInWindow.earliest),
        latest: spelledOutDate(moveInWindow.latest),
      })
    : t(`${key}.noWindow`);

  return (
    <>
      <Field label={t(`${key}.moveInDate`)} hint={windowHint} error={errors.move_in_date?.message} required>
        {(control) => (
          <input
            {...control}
            {...moveInDate}
            type="date"
            min={moveInWindow?.earliest}
            max={moveInWindow?.latest}
          />
        )}
      </Field>
      <ChoiceFieldset legend={t(`${key}.leaseTerm`)} error={errors.lease_term?.message}>
        {available.lease_terms.map((term) => (
          <label key={term.lease_term} className={`${styles.option} ${own.termOption}`}>
            <input {...register('lease_term')} type="radio" value={term.lease_term} />
            {t(`${key}.termLabel`, { count: term.lease_term, rent: formatCents(term.monthly_rent) })}
          </label>
        ))}
      </ChoiceFieldset>
    </>
  );
}
