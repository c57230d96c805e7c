import type { CommunityFormMessages } from '@/features/staff-settings/lib/community-form-schemas';
import type { TFunction } from '@/lib/i18n';

/** The community forms' own messages, for their schemas (lib/community-form-schemas.ts). */
export function communityFormMessages(t: TFunction): CommunityFormMessages {
  return {
    required: t('communitySettings.form.required'),
    email: t('communitySettings.form.email'),
    reasonTooLong: (line) => t('communitySettings.form.reasonTooLong', { line }),
  };
}
