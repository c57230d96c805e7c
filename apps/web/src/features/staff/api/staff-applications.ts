import {
  type CriminalReviewLetterRequest,
  criminalReviewLettersSentSchema,
} from '@portal/domain/schemas/criminal-review';
import type { FinancialSource } from '@portal/domain/schemas/financial-sources';
import { financialSourceSchema } from '@portal/domain/schemas/financial-sources';
import { type RenewalDecision, renewalDecisionOutcomeSchema } from '@portal/domain/schemas/renewal';
import { staffApplicationFileSchema } from '@portal/domain/schemas/staff-application-file';
import { auditLogSchema, staffApplicationListSchema } from '@portal/domain/schemas/staff-applications';
import {
  type StaffDecision,
  type StaffDecisionOutcome,
  staffDecisionOutcomeSchema,
} from '@portal/domain/schemas/staff-decision';
import {
  type DocumentRequest,
  documentRequestOutcomeSchema,
  type GuarantorRequest,
  guarantorRequestOutcomeSchema,
  type SourceReview,
} from '@portal/domain/schemas/staff-source-review';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type ResponseSchema } from '../../../lib/api-client';
import { type ApplicationListFilters, searchFromFilters } from '../lib/list-filters';

export const staffApplicationsKey = ['staff', 'applications'] as const;
const applicationKey = (id: number) => [...staffApplicationsKey, id] as const;

/** GET /api/staff/applications/: one page; the previous page stays on screen while the next loads. */
export function useStaffApplications(filters: ApplicationListFilters) {
  return useQuery({
    queryKey: [...staffApplicationsKey, 'list', filters],
    queryFn: ({ signal }) =>
      apiRequest(`/api/staff/applications/?${searchFromFilters(filters)}`, staffApplicationListSchema, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/staff/applications/{id}/: the file a decision is made from. */
export function useStaffApplicationFile(id: number) {
  return useQuery({
    queryKey: applicationKey(id),
    queryFn: ({ signal }) =>
      apiRequest(`/api/staff/applications/${id}/`, staffApplicationFileSchema, { signal }),
  });
}

/** GET /api/staff/applications/{id}/audit/: what staff did to it, oldest first. */
export function useApplicationAudit(id: number) {
  return useQuery({
    queryKey: [...applicationKey(id), 'audit'],
    queryFn: async ({ signal }) =>
      (await apiRequest(`/api/staff/applications/${id}/audit/`, auditLogSchema, { signal })).results,
  });
}

/**
 * One act of the leasing team on an application. Whatever the answer (a 409 means someone else acted
 * first), the list, the file and its audit log are read again, so the screen shows what is true now.
 */
export function useStaffAction<Body, Result>(
  request: (input: Body) => {
    path: `/api/${string}`;
    method: 'POST' | 'PATCH';
    schema: ResponseSchema<Result>;
    body?: unknown;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Body) => {
      const { path, method, schema, body = input } = request(input);
      return apiRequest(path, schema, { method, body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffApplicationsKey }),
  });
}

export const useDecideApplication = (id: number) =>
  useStaffAction<StaffDecision, StaffDecisionOutcome>(() => ({
    path: `/api/staff/applications/${id}/decision/`,
    method: 'POST',
    schema: staffDecisionOutcomeSchema,
  }));

/** POST /api/staff/applications/{id}/renewal-decision/: a resident's renewal approved, or declined with why. */
export const useDecideRenewal = (id: number) =>
  useStaffAction<RenewalDecision, unknown>(() => ({
    path: `/api/staff/applications/${id}/renewal-decision/`,
    method: 'POST',
    schema: renewalDecisionOutcomeSchema,
  }));

export const useRequestDocuments = (id: number) =>
  useStaffAction<DocumentRequest, unknown>(() => ({
    path: `/api/staff/applications/${id}/request-documents/`,
    method: 'POST',
    schema: documentRequestOutcomeSchema,
  }));

export const useRequestGuarantor = (id: number) =>
  useStaffAction<GuarantorRequest, unknown>(() => ({
    path: `/api/staff/applications/${id}/request-guarantor/`,
    method: 'POST',
    schema: guarantorRequestOutcomeSchema,
  }));

export const useSendCriminalReviewLetter = (id: number) =>
  useStaffAction<CriminalReviewLetterRequest, unknown>(() => ({
    path: `/api/staff/applications/${id}/criminal-review-letter/`,
    method: 'POST',
    schema: criminalReviewLettersSentSchema,
  }));

/** The review travels without the source's id, which only names the address. */
export const useReviewSource = (id: number) =>
  useStaffAction<SourceReview & { sourceId: number }, FinancialSource>(({ sourceId, ...review }) => ({
    path: `/api/staff/applications/${id}/financial-sources/${sourceId}/`,
    method: 'PATCH',
    schema: financialSourceSchema,
    body: review,
  }));
