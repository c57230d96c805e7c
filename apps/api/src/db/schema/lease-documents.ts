import {
  type DocumentTranslation,
  documentTranslations,
  type LeaseDocumentType,
  leaseDocumentTypes,
} from '@portal/domain/schemas/signable-documents';
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { applicants, leaseTransactions } from './lease-transactions.js';
import { users } from './users.js';

export interface SignatureBox {
  name: string;
  role_label: string;
  email: string | null;
}

/**
 * A document sent for signature: its text is frozen when sent (the Markdown the PDF is drawn from), the
 * unsigned PDF rests in the file store, and once everyone and the landlord have signed, the sealed PDF.
 */
export const leaseDocuments = pgTable(
  'lease_documents',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => leaseTransactions.id, { onDelete: 'cascade' }),
    documentType: text('document_type', { enum: leaseDocumentTypes }).$type<LeaseDocumentType>().notNull(),
    name: text('name').notNull(),
    /** The guarantor a guarantor agreement binds. */
    guarantorApplicantId: integer('guarantor_applicant_id').references(() => applicants.id, {
      onDelete: 'cascade',
    }),
    status: text('status', { enum: ['sent', 'voided', 'executed'] }).notNull(),
    /** The signature page's boxes, in order: who is expected to sign in each (the landlord's comes last). */
    signatureBoxes: jsonb('signature_boxes').$type<SignatureBox[]>().notNull(),
    markdown: text('markdown').notNull(),
    /**
     * For a signer who reads Spanish (decision 0053): whether the translation follows the English original
     * (`markdown`, what is signed), and the part that does, drawn on the PDF's pages after it: the translation
     * under the sentence saying the original governs, or why there is none.
     */
    translation: text('translation', { enum: documentTranslations }).$type<DocumentTranslation>(),
    translationMarkdown: text('translation_markdown'),
    unsignedFileKey: text('unsigned_file_key').notNull(),
    /** SHA-256 (hex) of the unsigned PDF, printed on the audit certificate. */
    unsignedSha256: text('unsigned_sha256').notNull(),
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    voidedByUserId: integer('voided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    countersignedByUserId: integer('countersigned_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    countersignerName: text('countersigner_name'),
    countersignerEmail: text('countersigner_email'),
    countersignIp: text('countersign_ip'),
    countersignUserAgent: text('countersign_user_agent'),
    countersignedAt: timestamp('countersigned_at', { withTimezone: true }),
    /** The PDF with every signature so far stamped in, rewritten by the background round after each one. */
    signedFileKey: text('signed_file_key'),
    sealedFileKey: text('sealed_file_key'),
    sealedSha256: text('sealed_sha256'),
    sealedAt: timestamp('sealed_at', { withTimezone: true }),
  },
  (table) => [
    index('lease_documents_transaction_idx').on(table.transactionId),
    index('lease_documents_sealed_sha256_idx').on(table.sealedSha256),
  ],
);

/** One person's signature on one document, with the evidence the audit certificate prints. */
export const documentSigners = pgTable(
  'document_signers',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => leaseDocuments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a guest signer, who is on no application. */
    applicantId: integer('applicant_id').references(() => applicants.id, { onDelete: 'cascade' }),
    /** Where the signature goes on the signature page. */
    boxIndex: integer('box_index').notNull(),
    roleLabel: text('role_label').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    consentVersion: text('consent_version'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signatureName: text('signature_name'),
    initials: text('initials'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The staff member who signed on the signer's behalf in an impersonated session. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** When the signature was stamped into the PDF by the background round. */
    stampedAt: timestamp('stamped_at', { withTimezone: true }),
  },
  (table) => [
    unique().on(table.documentId, table.userId),
    index('document_signers_user_idx').on(table.userId),
  ],
);

/** A signing ceremony handed to one signer: its token is the last segment of the ceremony's address. */
export const esignSessions = pgTable('esign_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  signerId: integer('signer_id')
    .notNull()
    .references(() => documentSigners.id, { onDelete: 'cascade' }),
  mode: text('mode', { enum: ['hosted', 'embedded'] }).notNull(),
  /** Embedded mode: the SHA-256 of the PIN the launcher was given. */
  securityPinHash: text('security_pin_hash'),
  /** The staff member behind an impersonated session that opened the ceremony. */
  impersonatorUserId: integer('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
