import { UPLOAD_ERROR_MESSAGE, uploadTooLargeMessage } from '@portal/domain/schemas/uploads';
import { isApiRequestError } from '../api-client';

/**
 * What to tell about a file the vault did not take: its own message for a refused file (the spec's wrong
 * format, empty, too large and read failure texts), and the spec's upload error for anything else.
 */
export function uploadFailureMessage(error: unknown, fileName: string): string {
  if (!isApiRequestError(error)) return UPLOAD_ERROR_MESSAGE;
  // A proxy in front of the vault may refuse a large body before the vault sees it.
  if (error.status === 413) return uploadTooLargeMessage([fileName]);
  return error.status === 400 && error.body ? error.body.message : UPLOAD_ERROR_MESSAGE;
}
