import type { CommunityChange, CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { sectionFailure } from '@/features/staff-settings/lib/section-failure';
import { itemNameOf } from '@/features/staff-settings/lib/section-values';
import { useTranslation } from '@/lib/i18n';
import { ConfirmPanel } from '../RowPanel';
import styles from './CommunitySections.module.css';

interface ConfirmRemoveProps extends CommunitySectionProps {
  id: string;
  level: 3 | 4;
  /** The item's name, in the question and in what is announced once it is removed. */
  name: string;
  /** The list without the item. */
  change: CommunityChange;
  onCancel: () => void;
  onRemoved: (message: string) => void;
}

/** The step before removing a fee, concession or rental option: Remove or Cancel, and why it failed. */
export function ConfirmRemove({
  id,
  level,
  name,
  change,
  onCancel,
  onRemoved,
  community,
  save,
}: ConfirmRemoveProps) {
  const { t } = useTranslation();
  return (
    <ConfirmPanel
      id={id}
      level={level}
      className={styles.panel}
      heading={t('communitySections.item.removeHeading', { name })}
      text={t('communitySections.item.removeText')}
      confirmLabel={t('communitySections.item.remove')}
      pendingLabel={t('communitySections.item.removing')}
      cancelLabel={t('communitySections.cancel')}
      onConfirm={async () => {
        await save(change);
        onRemoved(t('communitySections.item.removed', { name }));
      }}
      // The API's messages, each with the item it is about: removing one may leave another wrong.
      describeFailure={(error) =>
        sectionFailure(
          error,
          () => undefined,
          t('communitySections.failed'),
          (path) => itemNameOf(community, path),
        ).otherMessages
      }
      onCancel={onCancel}
    />
  );
}
