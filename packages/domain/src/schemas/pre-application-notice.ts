import { z } from 'zod';
import { termsContextSchema } from './payment-terms.js';

/** GET /api/transaction/{id}/pre-application-notice/: the notice the law here asks for before any fee. */
export const preApplicationNoticeSchema = z.object({
  required: z.boolean().describe('False where no law asks for a notice before the fee (Texas)'),
  notice: z
    .object({
      law: z.string().describe('"Washington"'),
      cite: z.string(),
      html: z.string().describe('Built on the server from its own content files, values escaped'),
      revision: z.string().describe('The text version accepted: send it back with the acceptance'),
    })
    .nullable(),
  accepted_at: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe('When the caller accepted this revision; null until they do'),
});
export type PreApplicationNotice = z.infer<typeof preApplicationNoticeSchema>;

/** POST /api/transaction/{id}/pre-application-notice/ */
export const preApplicationNoticeAcceptanceSchema = z.object({
  revision: z.string().min(1, 'Say which revision of the notice was read.').max(200),
  context: termsContextSchema,
});
export type PreApplicationNoticeAcceptance = z.infer<typeof preApplicationNoticeAcceptanceSchema>;
