import { z } from 'zod';

/**
 * The verify page's one field: a file must be chosen; the first one is sent. Whether it is a PDF, and
 * not too large, only the API can tell (it reads the file's first bytes).
 */
export const verifyDocumentSchema = z.object({
  file: z
    .custom<FileList>((files) => (files as ArrayLike<File> | null | undefined)?.[0] instanceof Blob)
    .transform((files) => files[0] as File),
});
