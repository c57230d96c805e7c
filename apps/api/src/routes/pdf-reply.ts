import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The OpenAPI description of a PDF answer. */
export const pdfResponse = {
  description: 'A PDF file',
  content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
};

/**
 * Sends a generated PDF as a download. A personal document (a consumer's report or notice) is never kept
 * by a browser or proxy cache; a public one (a fee sheet) may be.
 */
export function sendPdf(
  reply: FastifyReply,
  pdf: Uint8Array,
  filename: string,
  { personal }: { personal: boolean },
): FastifyReply {
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`);
  if (personal) reply.header('cache-control', 'no-store');
  // Fastify sends a Buffer untouched; the string schema of pdfResponse only describes the bytes for OpenAPI.
  return reply.send(Buffer.from(pdf));
}
