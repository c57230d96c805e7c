import type { CriminalReviewLetterRequest } from '@portal/domain/schemas/criminal-review';
import type { FinancialSource } from '@portal/domain/schemas/financial-sources';
import type { RenewalDecision } from '@portal/domain/schemas/renewal';
import type {
  ApplicationLinkAccess,
  StaffApplicationFile,
} from '@portal/domain/schemas/staff-application-file';
import type { AuditLog } from '@portal/domain/schemas/staff-applications';
import type { StaffDecision, StaffDecisionOutcome } from '@portal/domain/schemas/staff-decision';
import type {
  DocumentRequest,
  GuarantorRequest,
  SourceReview,
} from '@portal/domain/schemas/staff-source-review';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { staffApplicationsKey, useStaffAction } from './staff-applications';

// One application's file and what the leasing team does on it: apart from the list (staff-applications.ts),
// which the list page loads without them.

const applicationKey = (id: number) => [...staffApplicationsKey, id] as const;

/** GET /api/staff/applications/{id}/: the file a decision is made from. */
export function useStaffApplicationFile(id: number) {
  return useQuery({
    queryKey: applicationKey(id),
    queryFn: ({ signal }) => apiRequest<StaffApplicationFile>(`/api/staff/applications/${id}/`, { signal }),
  });
}

/** GET /api/staff/applications/{id}/audit/: what staff did to it, oldest first, read on by `next`. */
export function useApplicationAudit(id: number) {
  return useInfiniteQuery({
    queryKey: [...applicationKey(id), 'audit'],
    queryFn: ({ signal, pageParam }) =>
      apiRequest<AuditLog>(
        `/api/staff/applications/${id}/audit/${pageParam ? `?${new URLSearchParams({ after: pageParam })}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.results),
  });
}

export const useDecideApplication = (id: number) =>
  useStaffAction<StaffDecision, StaffDecisionOutcome>(() => ({
    path: `/api/staff/applications/${id}/decision/`,
    method: 'POST',
  }));

/** POST /api/staff/applications/{id}/renewal-decision/: a resident's renewal approved, or declined with why. */
export const useDecideRenewal = (id: number) =>
  useStaffAction<RenewalDecision, unknown>(() => ({
    path: `/api/staff/applications/${id}/renewal-decision/`,
    method: 'POST',
  }));

export const useRequestDocuments = (id: number) =>
  useStaffAction<DocumentRequest, unknown>(() => ({
    path: `/api/staff/applications/${id}/request-documents/`,
    method: 'POST',
  }));

export const useRequestGuarantor = (id: number) =>
  useStaffAction<GuarantorRequest, unknown>(() => ({
    path: `/api/staff/applications/${id}/request-guarantor/`,
    method: 'POST',
  }));

export const useSendCriminalReviewLetter = (id: number) =>
  useStaffAction<CriminalReviewLetterRequest, unknown>(() => ({
    path: `/api/staff/applications/${id}/criminal-review-letter/`,
    method: 'POST',
  }));

/** The review travels without the source's id, which only names the address. */
export const useReviewSource = (id: number) =>
  useStaffAction<SourceReview & { sourceId: number }, FinancialSource>(({ sourceId, ...review }) => ({
    path: `/api/staff/applications/${id}/financial-sources/${sourceId}/`,
    method: 'PATCH',
    body: review,
  }));

/** PUT …/people/{applicantId}/application-link/: a person's access to the application taken away or given back. */
export const useSetApplicationLinkAccess = (id: number) =>
  useStaffAction<ApplicationLinkAccess & { applicantId: number }, unknown>(({ applicantId, ...access }) => ({
    path: `/api/staff/applications/${id}/people/${applicantId}/application-link/`,
    method: 'PUT',
    body: access,
  }));
