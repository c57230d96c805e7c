import type { SubmitFailure } from '@/lib/forms/submit-failure';

/**
 * The banner of a failed sign-in (community or staff login): nothing when the API put its messages under
 * the fields, the API's own message for wrong credentials (400) and too many attempts (429), otherwise
 * `texts.failed`. A 400 without a message reads `texts.wrongCredentials`.
 */
export function signInFailureBanner(
  failure: SubmitFailure,
  texts: { wrongCredentials: string; failed: string },
): string[] {
  if (failure.fieldErrors.length > 0) return [];
  if (failure.status === 400) return [failure.apiMessage ?? texts.wrongCredentials];
  if (failure.status === 429 && failure.apiMessage) return [failure.apiMessage];
  return [texts.failed];
}
