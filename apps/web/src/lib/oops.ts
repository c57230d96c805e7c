import { t } from './i18n';

/**
 * Spec part 1 §8's error template, "Oops, {reason}. Try again in a bit.", with its reason filled in: the one
 * way such a text is written. A catalog keeps only the reason (the invitations list's loadFailed is "we're
 * having trouble finding your invitations") and the screen shows `oops(t(key))`. Texts the spec writes out
 * whole (the Payment Terms and maps failures) are catalog texts of their own and do not come through here.
 */
export function oops(reason: string): string {
  return t('errors.oops', { reason });
}
