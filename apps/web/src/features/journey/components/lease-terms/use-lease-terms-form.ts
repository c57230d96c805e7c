import { roles } from '@portal/domain/constants/roles';
import type { AvailableLeaseTerms } from '@portal/domain/schemas/lease-terms';
import type { LeaseTransaction, TransactionPatch } from '@portal/domain/schemas/lease-transaction';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSaveLeaseTerms } from '@/features/journey/api/lease-terms';
import { useCommunity } from '@/lib/community-context';
import { spelledOutDate } from '@/lib/dates';
import { showFailure } from '@/lib/forms/submit-failure';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { nextRouteOf, transactionPath } from '@/shared/journey-step/drawer-inputs';
import { leaseEndRequestOf, quoteRequestOf } from '@/shared/journey-step/lease-quote';

/** The date as typed and the chosen radio's value (the term's months as text, '' for none). */
export interface LeaseTermsValues {
  move_in_date: string;
  lease_term: string;
}
type LeaseTermsPatch = Required<Pick<TransactionPatch, 'move_in_date' | 'lease_term'>>;

const FIELDS = ['move_in_date', 'lease_term'] as const;

/** The lease terms form's choices, messages and save, kept apart from the markup that shows them. */
export function useLeaseTermsForm(transaction: LeaseTransaction, available: AvailableLeaseTerms) {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const save = useSaveLeaseTerms(transaction.id);
  const [failure, setFailure] = useState<string[]>([]);
  const moveInWindow = available.move_in_window;
  const isPrimary = transaction.applicant.role === roles.primary_applicant.code;

  const key = 'journey.leaseTerms.terms';
  const moveInMissing = t(`${key}.moveInMissing`);
  const moveInInvalid = t(`${key}.moveInInvalid`);
  const moveInOutside = moveInWindow
    ? t(`${key}.moveInOutside`, {
        earliest: spelledOutDate(moveInWindow.earliest),
        latest: spelledOutDate(moveInWindow.latest),
      })
    : '';
  const termMissing = t(`${key}.termMissing`);
  const schema = useMemo(
    () => () =>
      import('./lease-terms-schema').then((module) =>
        module.leaseTermsSchema(moveInWindow, { moveInMissing, moveInInvalid, moveInOutside, termMissing }),
      ),
    [moveInWindow, moveInMissing, moveInInvalid, moveInOutside, termMissing],
  );
  const form = useSchemaForm<LeaseTermsValues, LeaseTermsPatch>({
    schema,
    // A date left empty and a term not chosen are only pointed out on submit (a wrong date when left).
    mode: 'onSubmit',
    defaultValues: {
      move_in_date: transaction.move_in_date ?? '',
      lease_term: typeof transaction.lease_term === 'number' ? String(transaction.lease_term) : '',
    },
  });
  const { control, handleSubmit, setError } = form;
  const [moveInDate, chosenTerm] = useWatch({ control, name: ['move_in_date', 'lease_term'] });
  const leaseTerm = chosenTerm === '' ? null : Number(chosenTerm);

  async function saveAndGoOn(patch: LeaseTermsPatch | null) {
    if (save.isPending) return;
    setFailure([]);
    try {
      const updated = await save.mutateAsync(patch);
      navigate(transactionPath(community.slug, updated.id, nextRouteOf(updated)));
    } catch (error) {
      setFailure(showFailure(error, isPrimary ? FIELDS : [], t('journey.common.genericError'), setError));
    }
  }

  // The other applicants choose nothing: their Continue only finishes the page.
  const submit = isPrimary ? handleSubmit(saveAndGoOn) : () => saveAndGoOn(null);

  return {
    isPrimary,
    moveInWindow,
    form,
    failure,
    saving: save.isPending,
    leaseEndRequest: leaseEndRequestOf(community.id, moveInDate, leaseTerm),
    quoteRequest: quoteRequestOf(transaction, moveInDate, leaseTerm, moveInWindow),
    submit,
  };
}

export type LeaseTermsFormState = ReturnType<typeof useLeaseTermsForm>;
