import { roles } from '@portal/domain/constants/roles';
import type { AvailableLeaseTerms } from '@portal/domain/schemas/lease-terms';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCommunity } from '../../../../lib/community-context';
import { useTranslation } from '../../../../lib/i18n';
import { useSaveLeaseTerms } from '../../api/lease-terms';
import { nextRouteOf, transactionPath } from '../../lib/drawer-inputs';
import {
  type LeaseTermsFieldErrors,
  leaseEndFor,
  leaseTermsProblems,
  problemMessages,
  quoteRequestOf,
} from '../../lib/lease-terms';
import { sortFailure } from '../../lib/submit-failure';

/** The lease terms form's choices, messages and save, kept apart from the markup that shows them. */
export function useLeaseTermsForm(transaction: LeaseTransaction, available: AvailableLeaseTerms) {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const save = useSaveLeaseTerms(transaction.id);
  const radioName = useId();
  const dateRef = useRef<HTMLInputElement>(null);
  const moveInWindow = available.move_in_window;
  const isPrimary = transaction.applicant.role === roles.primary_applicant.code;
  const savedTerm = typeof transaction.lease_term === 'number' ? transaction.lease_term : null;

  const [moveInDate, setMoveInDate] = useState(transaction.move_in_date ?? '');
  const [leaseTerm, setLeaseTerm] = useState<number | null>(savedTerm);
  const [errors, setErrors] = useState<LeaseTermsFieldErrors>({});
  const [failure, setFailure] = useState<string[]>([]);

  const termRadioId = (term: number) => `${radioName}-${term}`;

  function focusField(field: keyof LeaseTermsFieldErrors) {
    if (field === 'move_in_date') dateRef.current?.focus();
    else
      document.getElementById(termRadioId(leaseTerm ?? available.lease_terms[0]?.lease_term ?? 0))?.focus();
  }

  async function submit() {
    if (save.isPending) return;
    setFailure([]);
    if (isPrimary) {
      const found = problemMessages(leaseTermsProblems(moveInDate, leaseTerm, moveInWindow), moveInWindow, t);
      setErrors(found);
      if (found.move_in_date || found.lease_term) {
        focusField(found.move_in_date ? 'move_in_date' : 'lease_term');
        return;
      }
    }
    try {
      const updated = await save.mutateAsync(
        isPrimary && leaseTerm !== null ? { move_in_date: moveInDate, lease_term: leaseTerm } : null,
      );
      navigate(transactionPath(community.slug, updated.id, nextRouteOf(updated)));
    } catch (error) {
      const fields = isPrimary ? ['move_in_date', 'lease_term'] : [];
      const sorted = sortFailure(error, fields, t('journey.common.genericError'));
      const next: LeaseTermsFieldErrors = {};
      for (const entry of sorted.fieldErrors)
        next[entry.field as keyof LeaseTermsFieldErrors] = entry.message;
      setErrors(next);
      setFailure(sorted.otherMessages);
      const first = sorted.fieldErrors[0]?.field as keyof LeaseTermsFieldErrors | undefined;
      if (first) focusField(first);
    }
  }

  function changeMoveInDate(value: string) {
    setMoveInDate(value);
    if (errors.move_in_date) setErrors(({ move_in_date: _, ...rest }) => rest);
  }

  // A date left empty is only pointed out on submit; a wrong one as soon as the field is left.
  function checkMoveInDate() {
    const problem = leaseTermsProblems(moveInDate, leaseTerm, moveInWindow).move_in_date;
    if (problem && problem !== 'missing') {
      setErrors((current) => ({
        ...current,
        ...problemMessages({ move_in_date: problem }, moveInWindow, t),
      }));
    }
  }

  function chooseTerm(term: number) {
    setLeaseTerm(term);
    if (errors.lease_term) setErrors(({ lease_term: _, ...rest }) => rest);
  }

  return {
    isPrimary,
    moveInWindow,
    moveInDate,
    leaseTerm,
    errors,
    failure,
    saving: save.isPending,
    dateRef,
    radioName,
    termRadioId,
    leaseEnd: leaseEndFor(moveInDate, leaseTerm),
    quoteRequest: quoteRequestOf(transaction, moveInDate, leaseTerm, moveInWindow),
    changeMoveInDate,
    checkMoveInDate,
    chooseTerm,
    submit,
  };
}

export type LeaseTermsFormState = ReturnType<typeof useLeaseTermsForm>;
