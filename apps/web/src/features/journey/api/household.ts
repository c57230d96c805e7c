import { roles } from '@portal/domain/constants/roles';
import type { Invitee } from '@portal/domain/schemas/household';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentOptionsQueryKey } from '@/features/payments/api/payment-options';
import { apiRequest } from '@/lib/api-client';
import { transactionQueryKey } from './transaction-query-key';

export type { Invitee };

export const householdQueryKey = (transactionId: number | string) =>
  ['journey', 'household', String(transactionId)] as const;

const base = (transactionId: number | string) =>
  `/api/transaction/${encodeURIComponent(String(transactionId))}` as const;

/** GET /api/transaction/{id}/invitees/: everyone added to the application but its primary applicant. */
export async function getHousehold(transactionId: number | string, signal?: AbortSignal): Promise<Invitee[]> {
  const path = `${base(transactionId)}/invitees/` as const;
  return (await apiRequest<{ invitees: Invitee[] }>(path, signal ? { signal } : {})).invitees;
}

export function useHousehold(transactionId: number | string) {
  return useQuery(
    queryOptions({
      queryKey: householdQueryKey(transactionId),
      queryFn: ({ signal }) => getHousehold(transactionId, signal),
    }),
  );
}

/** An adult invited by text or e-mail (the other one null), or a dependent with a 'YYYY-MM-DD' birthday. */
export type PersonBody =
  | { first_name: string; last_name: string; phone_number?: string | null; email?: string | null }
  | { first_name: string; last_name: string; birthday: string };

export interface NewPerson {
  role: typeof roles.co_applicant.code | typeof roles.guarantor.code | typeof roles.dependent.code;
  body: PersonBody;
}

/**
 * POST /api/transaction/{id}/invitees/ (a roommate or a dependent) or …/guarantors/ (a guarantor): the
 * API sends the invitation itself.
 */
export function addPerson(transactionId: number | string, { role, body }: NewPerson): Promise<Invitee> {
  if (role === roles.guarantor.code) {
    return apiRequest<Invitee>(`${base(transactionId)}/guarantors/`, { method: 'POST', body });
  }
  return apiRequest<Invitee>(`${base(transactionId)}/invitees/`, {
    method: 'POST',
    body: { ...body, role },
  });
}

export interface PersonUpdate {
  invitee: Invitee;
  body: PersonBody;
  /** Spec §4 "Resend invite": the corrected invitation goes out again. */
  resend: boolean;
}

/** PUT /api/transaction/{id}/invitees/{inviteeId}/: corrects a person; the role stays as it is. */
export function updatePerson(
  transactionId: number | string,
  { invitee, body, resend }: PersonUpdate,
): Promise<Invitee> {
  return apiRequest<Invitee>(`${base(transactionId)}/invitees/${invitee.id}/`, {
    method: 'PUT',
    body: { ...body, role: invitee.role, ...(resend ? { resend_invite: true } : {}) },
  });
}

/**
 * Someone who joined is removed from the application (DELETE …/person/{applicantId}/); an invitation or a
 * dependent is taken back (DELETE …/invitees/{inviteeId}/).
 */
export function removePerson(transactionId: number | string, invitee: Invitee): Promise<undefined> {
  const path =
    invitee.applicant_id !== null
      ? (`${base(transactionId)}/person/${invitee.applicant_id}/` as const)
      : (`${base(transactionId)}/invitees/${invitee.id}/` as const);
  return apiRequest<undefined>(path, { method: 'DELETE' });
}

/**
 * Every change to the household refetches it and the transaction (spec §4: "the transaction is refetched"),
 * and what the household owes: each adult brings an application fee (the drawer's payments show it).
 */
function useHouseholdMutation<Input, Output>(
  transactionId: number | string,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the screen moves on (a confirmation, the hub) while the new answers load.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: householdQueryKey(transactionId) });
      void queryClient.invalidateQueries({ queryKey: transactionQueryKey(transactionId) });
      void queryClient.invalidateQueries({ queryKey: paymentOptionsQueryKey(transactionId) });
    },
  });
}

export function useAddPerson(transactionId: number | string) {
  return useHouseholdMutation(transactionId, (person: NewPerson) => addPerson(transactionId, person));
}

export function useUpdatePerson(transactionId: number | string) {
  return useHouseholdMutation(transactionId, (update: PersonUpdate) => updatePerson(transactionId, update));
}

export function useRemovePerson(transactionId: number | string) {
  return useHouseholdMutation(transactionId, (invitee: Invitee) => removePerson(transactionId, invitee));
}
