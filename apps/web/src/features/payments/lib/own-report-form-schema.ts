import { ownReportFieldsSchema } from '@portal/domain/schemas/own-screening-report';
import { z } from 'zod';

/** The fields as the API checks them; the file is screened, then uploaded, on submit. */
export const ownReportFormSchema = ownReportFieldsSchema
  .omit({ upload_id: true })
  .extend({ file: z.custom<FileList | null>() });
