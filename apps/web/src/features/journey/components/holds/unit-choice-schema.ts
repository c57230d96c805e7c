import { transactionPatchSchema } from '@portal/domain/schemas/lease-transaction';
import { z } from 'zod';

/** The radio's text made the unit's id, then checked as the API checks the PATCH body's unit_id. */
export const unitChoiceSchema = z
  .object({ unit_id: z.coerce.number<string>() })
  .pipe(transactionPatchSchema.pick({ unit_id: true }).required());
