import { reportPendingSchema } from '@portal/domain/schemas/financial-link';
import { bankingDataSchema } from '@portal/domain/schemas/financial-sources';
import type { FastifyReply } from 'fastify';
import type { ReportAnswer } from '../../services/income/linked-reports.js';
import { PROVIDER_ERRORS, replySchemas } from '../reply-schemas.js';

/** Asking for reports: 202 while the provider builds them. */
export const reportRequestResponses = replySchemas({ 202: reportPendingSchema }, PROVIDER_ERRORS);

/** Polling for reports: 202 while they are built, then 200 with the caller's banking data. */
export const reportResponses = replySchemas(
  { 200: bankingDataSchema, 202: reportPendingSchema },
  PROVIDER_ERRORS,
);

export function sendReport(reply: FastifyReply, answer: ReportAnswer) {
  return answer.status === 'pending' ? reply.status(202).send(answer) : reply.status(200).send(answer.data);
}
