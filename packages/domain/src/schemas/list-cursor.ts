import { z } from 'zod';
import { recordIdSchema } from './record-id.js';

// A staff list's pages are keyset pages (docs/decisions/0037): a page starts after (or ends before) the
// sort key of a row, which the cursor carries. It is opaque to clients: base64url of a JSON array.

export const LIST_CURSOR_INVALID = 'This page link is not valid: open the list from its first page.';
const MAX_CURSOR_LENGTH = 200;

/** A row's creation time as the database keeps it, to the microsecond, so no two rows tie by rounding. */
export const cursorMomentSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
export const cursorIdSchema = recordIdSchema;

const toBase64Url = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replaceAll('-', '+').replaceAll('_', '/'));

/** The cursor of a position: the values of the sort key (and anything else the list needs to carry). */
export function encodeListCursor(key: readonly (string | number)[]): string {
  return toBase64Url(JSON.stringify(key));
}

/** A cursor query parameter, read back as the key it carries; anything else is a 400 under its name. */
export function listCursorSchema<Key extends z.ZodTuple>(key: Key) {
  return z
    .string()
    .max(MAX_CURSOR_LENGTH, LIST_CURSOR_INVALID)
    .transform((text, context): z.output<Key> => {
      let decoded: unknown;
      try {
        decoded = JSON.parse(fromBase64Url(text));
      } catch {
        decoded = undefined;
      }
      const parsed = key.safeParse(decoded);
      if (parsed.success) return parsed.data;
      context.addIssue({ code: 'custom', message: LIST_CURSOR_INVALID });
      return z.NEVER;
    });
}

/** The reply fields of a keyset page: where the next one (and, where a list has one, the previous) starts. */
export const nextCursorSchema = z
  .string()
  .nullable()
  .describe('Pass as `after` for the next page; null on the last page');
