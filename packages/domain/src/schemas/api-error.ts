import { z } from 'zod';
import { errorTypes } from '../constants/error-types.js';

/**
 * The one error shape every API failure answers with (architecture guide, "The API contract").
 * Oversized or wrongly typed bodies (413/415) are reported as ValidationError: the contract has no other type.
 */
export const apiErrorSchema = z.object({
  error_type: z.enum(errorTypes),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
