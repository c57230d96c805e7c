import { z } from 'zod';

/** Rows are keyed by PostgreSQL `serial` (integer) ids: nothing past this can name a row. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A row id in a request body: a larger number would overflow the look-up (a 500) instead of finding nothing. */
export const recordIdSchema = z.number().int().positive().max(MAX_RECORD_ID);
