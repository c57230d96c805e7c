import type { preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../lib/app-error.js';
import { presentedToken } from '../../lib/presented-token.js';
import { authenticate, authenticating } from '../../plugins/authentication.js';

/**
 * The staff console's routes answer 403 to anybody who is not staff, signed in or not, so they do not
 * tell a visitor to log in to a console that is not theirs. A presented session is checked as usual (an
 * expired one still says so), and the service then requires a staff member of the right company.
 */
export function staffOnly(context: AppContext): preHandlerAsyncHookHandler {
  const options = { companyWide: true };
  const signedIn = authenticate(context, options);
  return authenticating(async function staffOnlyHandler(request, reply) {
    if (!presentedToken(request)) throw new AppError('PermissionDenied', 'staff_only');
    await signedIn.call(this, request, reply);
  }, options);
}
