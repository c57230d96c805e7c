import { z } from 'zod';

// The documents a person signs, as every lease transaction's view carries them: apart from the signing
// screens' schemas (signing.ts), so that reading a transaction does not build those.

/** The documents signed: a lease's agreement and the addenda that apply, and a notice to vacate. */
export const leaseDocumentTypes = [
  'lease',
  'pet_addendum',
  'parking_storage_addendum',
  'guarantor_agreement',
  // A current lease's changes (transactions 20 and 80): the revision, and the documents staff may send.
  'lease_revision',
  'lease_addendum',
  'renters_insurance_addendum',
  'notice_to_vacate',
] as const;
export type LeaseDocumentType = (typeof leaseDocumentTypes)[number];

/**
 * What came with a document's English original for a signer who reads another language (Spanish): its
 * translation, or none because the community wrote the document in its own words (decision 0053).
 */
export const documentTranslations = ['included', 'missing'] as const;
export type DocumentTranslation = (typeof documentTranslations)[number];

/** Spec part 2 §3, Applicant: one card per document the caller signs. */
export const signableDocumentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  document_type: z.enum(leaseDocumentTypes),
  is_signed: z.boolean(),
  is_voided: z.boolean(),
});
export type SignableDocument = z.infer<typeof signableDocumentSchema>;

/** The signing part of `GET /api/transactions/{id}/applicant/` (and of a guest signer's own view). */
export const applicantSigningSchema = z.object({
  is_pending_signature: z.boolean().describe('A sent, unvoided document waits for this person’s signature'),
  is_lease_signature_being_processed: z
    .boolean()
    .describe('This person signed and the signature is still being stamped into the PDF'),
  signable_documents: z.array(signableDocumentSchema),
});
export type ApplicantSigning = z.infer<typeof applicantSigningSchema>;
