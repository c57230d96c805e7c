import multipart from '@fastify/multipart';
import { FINANCIAL_SOURCE_MAX_DOCUMENTS } from '@portal/domain/constants/limits';
import type { FastifyInstance } from 'fastify';

/** The source form's own fields, besides one per document id. */
const FORM_FIELDS = 8;

const formLimits = {
  files: 0,
  fields: FORM_FIELDS + FINANCIAL_SOURCE_MAX_DOCUMENTS,
  parts: FORM_FIELDS + FINANCIAL_SOURCE_MAX_DOCUMENTS,
  // Busboy cuts longer values silently; past 4 bytes × 255 characters a cut value still fails the
  // 255-character check instead of passing shortened.
  fieldSize: 2048,
};

/** A field sent once is a string, a field sent repeatedly (one per document id) a list of them. */
function formFields(body: string): Record<string, string | string[]> {
  const params = new URLSearchParams(body);
  // fromEntries defines own properties, so a field named __proto__ cannot reach a prototype.
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length === 1 ? (values[0] ?? '') : values];
    }),
  );
}

/**
 * Lets the routes of the calling plugin take the spec's "form data" (multipart or URL-encoded) besides
 * JSON; the fields become the body that the route's schema checks. Files are refused: they go to the
 * secure vault (/api/uploads/) first and are referred to by id.
 */
export async function acceptFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: formLimits });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, formFields(body as string)),
  );
}
