import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { isCommonPassword } from './common-passwords.js';

/** The spec's rules are checked by the shared schema; this adds the server-only common-password list. */
export async function hashAcceptablePassword(password: string, field = 'password'): Promise<string> {
  if (isCommonPassword(password)) {
    throw new AppError('ValidationError', 'common_password', { [field]: ['common_password'] });
  }
  return hashPassword(password);
}
