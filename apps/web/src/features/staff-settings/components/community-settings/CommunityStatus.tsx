import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import { StatusBanner } from '@/components/ui/StatusBanner';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { refusalMessage } from '@/lib/failure-message';
import { failureMessages } from '@/lib/forms/submit-failure';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySettings.module.css';
import { PublishedBadge } from './PublishedBadge';

type Notice = { tone: 'success' | 'error'; messages: string[] };

/**
 * Under the community's name: whether the public and applicants see it, and the button that publishes
 * or unpublishes it (`PATCH published`). What happened is announced; a refusal (a community that is not
 * whole yet) in the API's words.
 */
export function CommunityStatus({ community, save }: CommunitySectionProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const published = community.published === true;
  const name = community.display_name;

  async function toggle() {
    if (pending) return;
    setPending(true);
    setNotice(null);
    try {
      await save({ published: !published });
      setNotice({
        tone: 'success',
        messages: [
          published
            ? t('communitySettings.status.unpublishedNotice', { name })
            : t('communitySettings.status.publishedNotice', { name }),
        ],
      });
    } catch (error) {
      setNotice({
        tone: 'error',
        messages: failureMessages(error, refusalMessage(error, t('staffSettings.failed'))),
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={styles.status}>
      <div className={styles.statusRow}>
        <PublishedBadge published={published} />
        <span className={styles.muted}>
          {published
            ? t('communitySettings.status.publishedHint')
            : t('communitySettings.status.unpublishedHint')}
        </span>
        <Button variant="secondary" onClick={() => void toggle()} aria-disabled={pending || undefined}>
          {pending
            ? t('communitySettings.status.saving')
            : published
              ? t('communitySettings.status.unpublish')
              : t('communitySettings.status.publish')}
        </Button>
      </div>
      {notice?.tone === 'error' ? <ErrorList messages={notice.messages} /> : null}
      {notice?.tone === 'success' ? <StatusBanner tone="success" alert messages={notice.messages} /> : null}
    </div>
  );
}
