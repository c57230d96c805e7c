import { type ChangeEvent, useId, useRef, useState } from 'react';
import fieldStyles from '@/components/ui/Field.module.css';
import { InlineError } from '@/components/ui/InlineError';
import { StatusBanner } from '@/components/ui/StatusBanner';
import { useUploadLogo } from '@/features/staff-settings/api/admin-communities';
import { logoSource } from '@/features/staff-settings/lib/community-form';
import type { CommunitySettings } from '@/features/staff-settings/lib/community-section';
import { isApiRequestError } from '@/lib/api-client';
import { refusalMessage } from '@/lib/failure-message';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySettings.module.css';

/** What the logo upload takes (the API checks each file's content again). */
const LOGO_TYPES = '.svg,image/svg+xml,.png,image/png,.jpg,.jpeg,image/jpeg';

/**
 * The community's logo as it shows now, and a file picker that uploads a new one at once (SVG, PNG or
 * JPEG, 1 MB at most). While it uploads, that is said; the server's refusal goes under the picker.
 */
export function LogoUpload({ community }: { community: CommunitySettings }) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo(community.slug);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const source = logoSource(community.theme.logo);
  const name = community.display_name;

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    if (!file || upload.isPending) return;
    setError(null);
    setDone(false);
    try {
      await upload.mutateAsync(file);
      setDone(true);
    } catch (failure) {
      const fileErrors = isApiRequestError(failure) ? failure.fieldErrors.file : undefined;
      setError(fileErrors?.join(' ') ?? refusalMessage(failure, t('communitySettings.theme.uploadFailed')));
    } finally {
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.logo}>
      <div className={styles.logoPreview} style={{ backgroundColor: community.theme.background }}>
        {source ? (
          <img
            src={source}
            alt={t('communitySettings.theme.logoAlt', { name })}
            className={styles.logoImage}
          />
        ) : (
          <p className={styles.muted}>{t('communitySettings.theme.noLogo')}</p>
        )}
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={id} className={fieldStyles.label}>
          {t('communitySettings.theme.logoLabel')}
        </label>
        <p id={hintId} className={fieldStyles.hint}>
          {t('communitySettings.theme.logoHint')}
        </p>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={LOGO_TYPES}
          className={styles.fileInput}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void send(event)}
        />
        <InlineError id={errorId} message={error ?? undefined} marked>
          {upload.isPending ? <p className={styles.muted}>{t('communitySettings.theme.uploading')}</p> : null}
        </InlineError>
      </div>
      {done ? <StatusBanner tone="success" messages={[t('communitySettings.theme.uploaded')]} /> : null}
    </div>
  );
}
