import { criminalReviewResponseSchema } from '@portal/domain/schemas/criminal-review';
import { z } from 'zod';

/** The answer's statement as the API checks it; its files are checked when they are screened on submit. */
export const criminalReviewAnswerSchema = criminalReviewResponseSchema
  .pick({ statement: true })
  .extend({ documents: z.custom<FileList | null>() });
