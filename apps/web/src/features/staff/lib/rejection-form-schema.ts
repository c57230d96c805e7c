import { rejectionReasonSchema } from '@portal/domain/schemas/identity-review';
import { z } from 'zod';

/** A photo ID's rejection: the reason, as the API checks it. */
export const rejectionFormSchema = z.object({ reason: rejectionReasonSchema });
