import { isApiRequestError } from '../api-client';
import { t } from '../i18n';
import { tooLargeMessage } from './file-screening';

/**
 * What to tell about a file the vault did not take: its own message for a refused file (the spec's wrong
 * format, empty, too large and read failure texts, in the language it was asked in), and the spec's
 * upload error for anything else, in the language shown.
 */
export function uploadFailureMessage(error: unknown, fileName: string): string {
  if (!isApiRequestError(error)) return t('errors.upload.failed');
  // A proxy in front of the vault may refuse a large body before the vault sees it.
  if (error.status === 413) return tooLargeMessage([fileName]);
  return error.status === 400 && error.body ? error.body.message : t('errors.upload.failed');
}
