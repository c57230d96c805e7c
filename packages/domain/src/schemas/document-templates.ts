import { z } from 'zod';
import { leaseDocumentTypes } from './signable-documents.js';

/** The documents a community words itself (Settings → Templates): the lease documents and the letters. */
export const documentTemplateKinds = [...leaseDocumentTypes, 'criminal_review_letter'] as const;
export type DocumentTemplateKind = (typeof documentTemplateKinds)[number];

export const documentTemplateSummarySchema = z.object({
  kind: z.enum(documentTemplateKinds),
  title: z.string(),
  /** False while the community uses the portal's standard wording. */
  customized: z.boolean(),
  updated_at: z.iso.datetime().nullable(),
});
export type DocumentTemplateSummary = z.infer<typeof documentTemplateSummarySchema>;

export const documentTemplateSchema = documentTemplateSummarySchema.extend({
  /** Markdown with `{{placeholder}}` values and `{{#section}}…{{/section}}` parts kept when they apply. */
  body: z.string(),
  placeholders: z.array(z.string()),
  sections: z.array(z.string()),
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;

/** PUT …/templates/{kind}/ and the body of a preview. */
export const documentTemplateChangeSchema = z.object({
  body: z.string().trim().min(1, 'Write the template.').max(100_000),
});
export type DocumentTemplateChange = z.infer<typeof documentTemplateChangeSchema>;
