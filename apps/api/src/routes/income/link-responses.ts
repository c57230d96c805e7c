import { apiErrorSchema } from '@portal/domain/schemas/api-error';
import { reportPendingSchema } from '@portal/domain/schemas/financial-link';
import { bankingDataSchema } from '@portal/domain/schemas/financial-sources';
import type { FastifyReply } from 'fastify';
import type { ReportAnswer } from '../../services/income/linked-reports.js';
import { errorResponses } from '../error-responses.js';

/** A link call's failures: ours, and the provider's in the spec's words (502). */
export const linkErrors = { ...errorResponses, 502: apiErrorSchema } as const;

/** Asking for reports: 202 while the provider builds them. */
export const reportRequestResponses = { 202: reportPendingSchema, ...linkErrors } as const;

/** Polling for reports: 202 while they are built, then 200 with the caller's banking data. */
export const reportResponses = { 200: bankingDataSchema, ...reportRequestResponses } as const;

export function sendReport(reply: FastifyReply, answer: ReportAnswer) {
  return answer.status === 'pending' ? reply.status(202).send(answer) : reply.status(200).send(answer.data);
}
