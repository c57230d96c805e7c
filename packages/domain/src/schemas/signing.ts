import { z } from 'zod';
import { ESignatureProviderType } from '../constants/esignature-providers.js';
import { MAX_SIGNATURE_NAME_LENGTH } from '../constants/signing.js';
import { recordIdSchema } from './record-id.js';
import { applicantSigningSchema, documentTranslations, leaseDocumentTypes } from './signable-documents.js';
import { buildingSchema } from './units.js';

/** `GET /api/transaction/{id}/esign-config/?document_id=`: how the signing screen opens. */
export const esignConfigSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal(ESignatureProviderType.Hosted),
    data: z.object({ url: z.string() }),
  }),
  z.object({
    type: z.literal(ESignatureProviderType.Embedded),
    data: z.object({ url: z.string(), signer_id: z.string(), security_pin: z.string() }),
  }),
]);
export type ESignConfig = z.infer<typeof esignConfigSchema>;

export const esignConfigQuerySchema = z.object({ document_id: z.coerce.number().pipe(recordIdSchema) });

/** `{ url }`: a short-lived address (a lease copy to download). */
export const shortLivedUrlSchema = z.object({ url: z.string() });
export type ShortLivedUrl = z.infer<typeof shortLivedUrlSchema>;

export const leaseDocumentUrlQuerySchema = z
  .object({
    document_id: z.coerce.number().pipe(recordIdSchema).optional(),
    document_type: z.enum(leaseDocumentTypes).optional(),
  })
  .refine((query) => query.document_id !== undefined || query.document_type !== undefined, {
    message: 'Name the document by document_id or document_type',
  });

/** A field the signer fills in the ceremony; the typed name adopted as signature is always one. */
export const ceremonyFieldKinds = ['signature', 'initials', 'date'] as const;
export type CeremonyFieldKind = (typeof ceremonyFieldKinds)[number];

/** `GET /api/esign/sessions/{session}/`: everything the ceremony page shows. */
export const ceremonySessionSchema = z.object({
  mode: z.enum(['hosted', 'embedded']),
  /** Embedded mode for a guarantor: only the signature, no other fields. */
  sign_only: z.boolean(),
  /** Embedded mode: the security PIN the launcher was given must come back with the signature. */
  requires_security_pin: z.boolean(),
  community: z.object({ slug: z.string(), display_name: z.string() }),
  transaction_id: z.number().int(),
  document: z.object({
    id: z.number().int(),
    name: z.string(),
    document_type: z.enum(leaseDocumentTypes),
    /** The document in the portal's light Markdown: the same text the PDF is drawn from, its English original. */
    markdown: z.string(),
    /**
     * For a signer who reads Spanish, what follows the original on the PDF's next pages, in Spanish (decision
     * 0053): the translation under the sentence saying the original governs (`included`), or why there is
     * none (`missing`).
     */
    translation: z.object({ status: z.enum(documentTranslations), markdown: z.string() }).nullable(),
    /** The unsigned PDF, short-lived. */
    pdf_url: z.string(),
  }),
  signer: z.object({ name: z.string(), email: z.string(), role_label: z.string() }),
  /** The ESIGN Act consumer disclosure, light Markdown, and its version (recorded with the consent). */
  disclosure: z.object({ version: z.string(), markdown: z.string() }),
  consented_at: z.iso.datetime().nullable(),
  signed_at: z.iso.datetime().nullable(),
  fields: z.array(z.object({ id: z.string(), kind: z.enum(ceremonyFieldKinds), label: z.string() })),
});
export type CeremonySession = z.infer<typeof ceremonySessionSchema>;

export const ceremonySignRequestSchema = z.object({
  signature: z.object({
    kind: z.literal('typed'),
    name: z.string().trim().min(1, 'Type your full name to sign').max(MAX_SIGNATURE_NAME_LENGTH),
  }),
  /** Field id → value: initials (1–5 letters) and dates ('YYYY-MM-DD') the ceremony asked for. */
  fields: z.record(z.string().max(40), z.string().trim().max(40)).optional(),
  security_pin: z.string().max(20).optional(),
});
export type CeremonySignRequest = z.infer<typeof ceremonySignRequestSchema>;

export const ceremonySignResponseSchema = z.object({
  signed_at: z.iso.datetime(),
  /** Where the ceremony hands the signer back: the portal's lease-signed page. */
  return_url: z.string(),
});
export type CeremonySignResponse = z.infer<typeof ceremonySignResponseSchema>;

// The web app's catalog reads it from constants/ (no zod with the page); the API imports it from here.
export { DOCUMENT_ALREADY_SIGNED_MESSAGE } from '../constants/signing.js';

/** `POST /api/documents/verify/`: what the portal can tell about an uploaded PDF. */
export const documentVerificationSchema = z.object({
  /** The file carries a PAdES signature made with this installation's certificate. */
  sealed_by_us: z.boolean(),
  /** The signature covers the whole file and its digest matches: not one byte changed since. */
  intact: z.boolean(),
  document: z
    .object({
      id: z.number().int(),
      name: z.string(),
      community: z.string(),
      sealed_at: z.iso.datetime(),
      signers: z.array(z.object({ name: z.string(), role_label: z.string(), signed_at: z.iso.datetime() })),
      countersigned_by: z.object({ name: z.string(), signed_at: z.iso.datetime() }).nullable(),
    })
    .nullable(),
});
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;

/** Staff: `POST /api/staff/applications/{id}/lease/` → 201. */
export const sentLeaseDocumentsSchema = z.object({
  documents: z.array(
    z.object({ id: z.number().int(), name: z.string(), document_type: z.enum(leaseDocumentTypes) }),
  ),
});
export type SentLeaseDocuments = z.infer<typeof sentLeaseDocumentsSchema>;

export const GUEST_SIGNER_TARGET_MESSAGE = 'Choose the document they sign, or add them as a guarantor';

/**
 * A signer without an account: in a free box of a document out for signature, or as a guarantor who
 * never applied, with a guarantor agreement of their own.
 */
export const guestSignerRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the signer’s name').max(120, 'Exceeds 120 characters'),
    email: z.email('Enter a valid email address').max(254),
    document_id: recordIdSchema.optional(),
    guarantor: z.literal(true).optional(),
  })
  .refine((request) => (request.document_id === undefined) !== (request.guarantor === undefined), {
    message: GUEST_SIGNER_TARGET_MESSAGE,
    path: ['document_id'],
  });
export type GuestSignerRequest = z.infer<typeof guestSignerRequestSchema>;

/**
 * `GET /api/guest-signing/`: all a guest signer's session reads of the transaction they were asked to sign
 * (decision 0029): where their own signing stands, and the home the lease-signed and lease-executed pages
 * name. Nothing of the household, its money or its events.
 */
export const guestSigningSchema = applicantSigningSchema.extend({
  transaction_id: z.number().int(),
  /** The lease is executed: everyone signed and the landlord countersigned. */
  executed: z.boolean(),
  unit: z.object({ unit_number: z.string(), building: buildingSchema }),
});
export type GuestSigning = z.infer<typeof guestSigningSchema>;
