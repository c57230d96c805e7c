import type { GuestSignerRequest, SentLeaseDocuments } from '@portal/domain/schemas/signing';
import { useStaffAction } from './staff-applications';

/** POST /api/staff/applications/{id}/lease/: the lease and its addenda generated and sent. */
export const useSendLease = (applicationId: number) =>
  useStaffAction<void, SentLeaseDocuments>(() => ({
    path: `/api/staff/applications/${applicationId}/lease/`,
    method: 'POST',
    body: {},
  }));

/** POST /api/staff/documents/{id}/void/: a sent document withdrawn. */
export const useVoidDocument = () =>
  useStaffAction<number, unknown>((documentId) => ({
    path: `/api/staff/documents/${documentId}/void/`,
    method: 'POST',
    body: {},
  }));

/** POST /api/staff/applications/{id}/guest-signers/: a signer without an account, e-mailed a link. */
export const useAddGuestSigner = (applicationId: number) =>
  useStaffAction<GuestSignerRequest, unknown>(() => ({
    path: `/api/staff/applications/${applicationId}/guest-signers/`,
    method: 'POST',
  }));

/** POST /api/staff/applications/{id}/signing-reminders/: `{ reminded }` signers e-mailed. */
export const useSendSigningReminders = (applicationId: number) =>
  useStaffAction<void, { reminded: number }>(() => ({
    path: `/api/staff/applications/${applicationId}/signing-reminders/`,
    method: 'POST',
    body: {},
  }));

/** POST /api/staff/applications/{id}/countersign/: the landlord's signature; the lease is executed. */
export const useCountersign = (applicationId: number) =>
  useStaffAction<void, unknown>(() => ({
    path: `/api/staff/applications/${applicationId}/countersign/`,
    method: 'POST',
    body: {},
  }));
