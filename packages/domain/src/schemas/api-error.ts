import { z } from 'zod';
import { errorTypes } from '../constants/error-types.js';

/**
 * The one error shape every API failure answers with (architecture guide, "The API contract").
 * Oversized or wrongly typed bodies (413/415) are reported as ValidationError: the contract has no other type.
 */
/** Where a line of an uploaded file (a CSV import) is wrong: its line (1 is the header), column and why. */
export const fileLineErrorSchema = z.object({
  line: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type FileLineError = z.infer<typeof fileLineErrorSchema>;

export const apiErrorSchema = z.object({
  error_type: z.enum(errorTypes),
  /** The message's stable code (`unit_not_available`): what a client branches on, whatever the language. */
  code: z.string(),
  /** The message for a person, in the request's language (Accept-Language, else the account's). */
  message: z.string(),
  /** Messages by field, or, for an uploaded file, by line and column. */
  errors: z.union([z.record(z.string(), z.array(z.string())), z.array(fileLineErrorSchema)]).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
