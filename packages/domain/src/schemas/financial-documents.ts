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

/** The caller's income documents on the transaction that belong to no source. */
export const financialDocumentsSchema = z.object({ documents: z.array(uploadedDocumentSchema) });
export type FinancialDocuments = z.infer<typeof financialDocumentsSchema>;
