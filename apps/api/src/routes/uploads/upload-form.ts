import { UPLOAD_MAX_FILE_SIZE_BYTES } from '@portal/domain/constants/limits';
import { MAX_RECORD_ID } from '@portal/domain/schemas/record-id';
import {
  UPLOAD_EMPTY_FILE_MESSAGE,
  type UploadContext,
  uploadContextSchema,
} from '@portal/domain/schemas/uploads';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError, type FieldTexts } from '../../lib/app-error.js';
import { message, type PlainCode, type Text } from '../../messages/message.js';
import { type StoredBytes, storeUploadBytes } from '../../services/uploads/store-upload.js';
import { UploadRejection, type UploadRejectionReason } from '../../services/uploads/upload-inspector.js';

export const FILE_FIELD = 'file';
const NAME_IN_MESSAGE_MAX_LENGTH = 100;

/**
 * Busboy stops at one byte past the limit, so our own check sees the file is too large and refuses it
 * there; nothing larger ever reaches the disk.
 */
const multipartLimits = {
  fileSize: UPLOAD_MAX_FILE_SIZE_BYTES + 1,
  files: 1,
  fields: 4,
  fieldSize: 2048,
  parts: 6,
};

const fieldsSchema = z.object({
  proof_type_id: z.coerce
    .number({ error: 'proof_type_id_whole_number' })
    .int('proof_type_id_whole_number')
    .positive('proof_type_id_whole_number')
    .max(MAX_RECORD_ID, 'proof_type_id_whole_number')
    .optional(),
  context: z
    .string()
    .transform((text, check) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        check.addIssue({ code: 'custom', message: 'upload_context_invalid' });
        return z.NEVER;
      }
    })
    .pipe(uploadContextSchema)
    .optional(),
});

export interface UploadForm {
  stored: StoredBytes;
  originalName: string | undefined;
  proofTypeId: number | undefined;
  context: UploadContext | undefined;
}

/** The spec's file messages (part 2 §8), the file's name in them when it has one. */
const namedMessage =
  (code: 'upload_wrong_format' | 'upload_too_large' | 'upload_unreadable') => (file?: string) =>
    file ? message(`${code}_named`, { file }) : code;

const messageFor: Record<UploadRejectionReason, (name: string | undefined) => Text> = {
  wrong_format: namedMessage('upload_wrong_format'),
  empty: () => ({ said: UPLOAD_EMPTY_FILE_MESSAGE }),
  too_large: namedMessage('upload_too_large'),
  unreadable: namedMessage('upload_unreadable'),
};

/** The name as it may appear in a message: its last path segment, printable, not endless. */
function displayName(filename: string | undefined): string | undefined {
  const name = filename
    ?.split(/[\\/]/)
    .pop()
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return name ? name.slice(0, NAME_IN_MESSAGE_MAX_LENGTH) : undefined;
}

function uploadError(error: unknown, fileName: string | undefined): unknown {
  if (error instanceof UploadRejection)
    return new AppError('ValidationError', messageFor[error.reason](fileName));
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') return new AppError('ValidationError', 'send_one_file');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('ValidationError', 'too_many_fields');
  }
  // Busboy's own failures (a cut-off or malformed body) are transfers we could not read.
  if (error instanceof Error && !(error instanceof AppError) && !code) {
    return new AppError('ValidationError', messageFor.unreadable(fileName));
  }
  return error;
}

/**
 * Reads the upload form (a `file` and, before or after it, `proof_type_id` and `context`), streaming the file into the
 * store as it arrives. On any failure the stored bytes are removed and the rest of the body is drained,
 * so the client hears the answer instead of a reset connection.
 */
export async function readUploadForm(
  context: AppContext,
  request: FastifyRequest,
  encrypt: boolean,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError('ValidationError', 'send_file_multipart');
  let stored: StoredBytes | undefined;
  let originalName: string | undefined;
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: multipartLimits })) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
      } else if (part.fieldname !== FILE_FIELD || stored) {
        throw new AppError('ValidationError', 'send_one_file');
      } else {
        originalName = displayName(part.filename);
        stored = await storeUploadBytes(context, part.file, encrypt);
      }
    }
    if (!stored) throw new AppError('ValidationError', 'send_file_multipart');
    const parsed = fieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const errors: FieldTexts = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'proof_type_id');
        // Both fields' rules word their refusals with a catalog code.
        errors[field] = [field === 'context' ? 'upload_context_invalid' : (issue.message as PlainCode)];
      }
      throw new AppError('ValidationError', 'invalid_fields', errors);
    }
    return {
      stored,
      originalName,
      proofTypeId: parsed.data.proof_type_id,
      context: parsed.data.context,
    };
  } catch (error) {
    if (stored) await context.fileStore.remove(stored.storageKey);
    if (!request.raw.readableEnded) request.raw.resume();
    throw uploadError(error, originalName);
  }
}
