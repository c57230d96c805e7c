import { z } from 'zod';

/**
 * A box the signer must check before going on (the e-sign consent, the charges the lease will hold). The
 * API receives no such field, so this is the form's own rule; the page says what is missing in its words.
 */
export const agreementSchema = z.object({ agreed: z.literal(true) });
