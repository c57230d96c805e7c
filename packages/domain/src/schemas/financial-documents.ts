import { z } from 'zod';
import { REQUIRED_MESSAGE, uploadedDocumentSchema, uploadIdsField } from './financial-sources.js';

/**
 * POST /api/transaction/{id}/financial-document/ (form data or JSON): income documents that prove no one
 * source, such as the payroll flow's tax form, paystubs and other income documents. Each is an upload id
 * from the secure vault; the upload's proof_type_id says what it is.
 */
export const financialDocumentRequestSchema = z.object({
  uploaded_documents: uploadIdsField.refine((ids) => ids.length > 0, REQUIRED_MESSAGE),
});

/** An income document that proves no one source: a source's document, and when it was uploaded. */
export const financialDocumentSchema = uploadedDocumentSchema.extend({
  uploaded_at: z.iso.datetime({ offset: true }),
});
export type FinancialDocument = z.infer<typeof financialDocumentSchema>;

/** The caller's income documents on the transaction that belong to no source, oldest first. */
export const financialDocumentsSchema = z.object({ documents: z.array(financialDocumentSchema) });
export type FinancialDocuments = z.infer<typeof financialDocumentsSchema>;
